/**
 * Turning a visitor's words into comparable terms: one spelling per word (case, accents,
 * apostrophes, plural and tense endings folded), so "Pyramid's", "pyramids" and "pyramid" meet.
 */

/** Symbols and written-out numbers visitors use for the constants, spelled as words; and the
 * pyramid's full names, all the Great Pyramid: not Giza's three, where they stand, nor Khufu
 * ("how tall is the pyramid", without "great", leans to the three). "The pyramid of Giza" only
 * so: "the smallest pyramid of Giza" is one of the three. "Egyptian pyramids" and "pyramids of /
 * in Egypt" read as the Great Pyramid too ("at" only shares Khufu's alternation): the site
 * answers them through it, and "Egypt" there says where, but pointed "who built the pyramids in
 * Egypt" to the place (step 64). Not after "many": counting them asks about all of Egypt's ("how
 * many pyramids in Egypt" was answered with the blocks). "Giza pyramids" stay Giza's three. */
const SYMBOLS: [RegExp, string][] = [
  [
    /\b(?:(?:the |great )+pyramid (?:of|at|in) giza|(?:great )?pyramid (?:of|at|in) (?:khufu|cheops)|(?:giza|khufu|cheops)(?:['’]s)? (?:great )?pyramid|(?<!many )(?:egyptian pyramids|pyramids (?:of|at|in) egypt))\b/g,
    'the great pyramid',
  ],
  [/π/g, ' pi '],
  [/φ|ϕ/g, ' phi '],
  [/\b3[.,]14\d*/g, ' pi '],
  [/\b1[.,]618?\d*/g, ' phi '],
  [/\b(\d+)\s*hz\b/g, ' $1 hertz '],
  // "4,500 years" is one number, 4500.
  [/(\d),(\d{3})\b/g, '$1$2'],
];

export function words(text: string): string[] {
  let t = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  t = t.toLowerCase();
  for (const [pattern, replacement] of SYMBOLS) t = t.replace(pattern, replacement);
  return t
    .replace(/['’‘`]s\b/g, '')
    .replace(/['’‘`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Irregular forms a suffix rule cannot reach. */
const IRREGULAR: Record<string, string> = {
  built: 'build',
  builders: 'builder',
  took: 'take',
  taken: 'take',
  found: 'find',
  made: 'make',
  knew: 'know',
  known: 'know',
  men: 'man',
  people: 'person',
  children: 'child',
  thought: 'think',
  dug: 'dig',
  ran: 'run',
  stood: 'stand',
  paid: 'pay',
  fed: 'feed',
  meant: 'mean',
  heard: 'hear',
  said: 'say',
  told: 'tell',
  // Stone is weathered; the sky over Cairo has weather.
  weathered: 'weathering',
  weathering: 'weathering',
};

const SUFFIXES: readonly (readonly [suffix: string, keep: number, replace: string])[] = [
  ['ational', 4, 'ate'],
  ['ations', 4, 'ate'],
  ['ation', 4, 'ate'],
  ['ically', 4, 'ic'],
  ['ings', 4, ''],
  ['ing', 4, ''],
  ['ies', 3, 'y'],
  ['ied', 3, 'y'],
  ['ers', 4, 'er'],
  ['ed', 4, ''],
  ['es', 4, ''],
  ['ly', 4, ''],
  ['s', 3, ''],
];

/** A light suffix stemmer: enough for "measured/measuring/measures" to meet at "measur". */
export function stem(word: string): string {
  const w = word.toLowerCase();
  const irregular = IRREGULAR[w];
  if (irregular) return irregular;
  if (/^\d/.test(w) || w.endsWith('ss') || w.endsWith('us') || w.endsWith('is')) return w;
  for (const [suffix, keep, replace] of SUFFIXES) {
    if (w.length - suffix.length >= keep && w.endsWith(suffix)) {
      const base = w.slice(0, -suffix.length) + replace;
      // "stopped" → "stop", "planned" → "plan": undo the doubled consonant.
      return /([bdgmnprt])\1$/.test(base) && replace === '' ? base.slice(0, -1) : base;
    }
  }
  // "stone" and "stones", "measure" and "measured" meet without their final e.
  return w.length > 4 && w.endsWith('e') ? w.slice(0, -1) : w;
}

/** Three rows of the distance table, reused: a question's typos are checked against every
 * known word, and fresh arrays for each check kept the garbage collector busy. */
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)] as const;

/**
 * Optimal-string-alignment distance (an adjacent swap counts once, as in "teh"), abandoned as
 * soon as it must exceed `max`: typo tolerance only needs to know "within one or two edits".
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  if (rows[0].length < width)
    rows = [new Int32Array(width), new Int32Array(width), new Int32Array(width)];
  // Rows i - 2, i - 1 and i of the table; `before` is read only from i = 2 on.
  let [before, previous, current] = rows;
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (before[j - 2] ?? 0) + 1);
      current[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  return previous[b.length] ?? max + 1;
}
