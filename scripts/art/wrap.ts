/**
 * Fits words into a box for SVG text, which has no wrapping of its own. Widths are estimated
 * from typical advances of a serif face; the estimates lean wide, so a line that fits here
 * also fits in Georgia or DejaVu Serif, whichever the viewer has.
 */

/** Advance of a character in ems, for capitals and digits of a book face. */
function advance(char: string): number {
  if (char === ' ') return 0.3;
  if ('MW'.includes(char)) return 0.95;
  if ('IJ'.includes(char)) return 0.42;
  if (/[A-Z]/.test(char)) return 0.76;
  if (/[0-9]/.test(char)) return 0.64;
  if (/[a-z]/.test(char)) return 0.56;
  if (/[.,:;'’!|]/.test(char)) return 0.32;
  return 0.8;
}

export function textWidth(text: string, size: number): number {
  return [...text].reduce((sum, char) => sum + advance(char), 0) * size;
}

/** Splits a word that is wider than the line by itself into pieces that fit. */
function pieces(word: string, size: number, width: number): string[] {
  if (textWidth(word, size) <= width) return [word];
  const out: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && textWidth(piece + char, size) > width) {
      out.push(piece);
      piece = '';
    }
    piece += char;
  }
  return piece ? [...out, piece] : out;
}

/** Line breaks for `words` in `count` lines that make the longest line as short as possible. */
function balanced(words: string[], count: number, size: number): string[] {
  // Width of words[from..to) from prefix sums, so the search below stays cheap for long titles.
  const space = textWidth(' ', size);
  const prefix = [0];
  for (const word of words) prefix.push(prefix.at(-1)! + textWidth(word, size) + space);
  const width = (from: number, to: number) => prefix[to]! - prefix[from]! - space;
  // best[k][i]: the shortest longest line for the first i words in k lines, and where the
  // last of those lines starts.
  const best = Array.from({ length: count + 1 }, () =>
    Array.from({ length: words.length + 1 }, () => ({ longest: Infinity, start: 0 })),
  );
  best[0]![0] = { longest: 0, start: 0 };
  for (let k = 1; k <= count; k++)
    for (let i = 1; i <= words.length; i++)
      for (let j = k - 1; j < i; j++) {
        const longest = Math.max(best[k - 1]![j]!.longest, width(j, i));
        if (longest < best[k]![i]!.longest) best[k]![i] = { longest, start: j };
      }
  const lines: string[] = [];
  for (let k = count, i = words.length; k > 0; k--) {
    const { start } = best[k]![i]!;
    lines.unshift(words.slice(start, i).join(' '));
    i = start;
  }
  return lines;
}

function words(text: string, size: number, width: number): string[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => pieces(word, size, width));
}

/** Lines filled one word at a time: the fewest lines there can be, though often uneven. */
function greedy(list: string[], size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of list) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  return line ? [...lines, line] : lines;
}

/** The fewest lines `text` takes at `size` within `width`, balanced so no line is left short. */
export function wrap(text: string, size: number, width: number): string[] {
  const list = words(text, size, width);
  const count = greedy(list, size, width).length;
  return count === 0 ? [] : balanced(list, count, size);
}

export interface FitBox {
  width: number;
  height: number;
  maxSize: number;
  minSize: number;
  /** Line height as a multiple of the font size. */
  leading: number;
}

export interface Fitted {
  size: number;
  lines: string[];
}

/**
 * The largest font size at which `text` fits the box. When it does not fit even at the
 * smallest size, the lines that fit are kept and the last ends in an ellipsis.
 */
export function fit(text: string, box: FitBox): Fitted {
  const plain = text.split(/\s+/);
  // A smaller size is better than a word cut in two; only a word too long for any size is cut.
  for (const whole of [true, false])
    for (let size = box.maxSize; size >= box.minSize; size--) {
      if (whole && plain.some((word) => textWidth(word, size) > box.width)) continue;
      const count = greedy(words(text, size, box.width), size, box.width).length;
      if (count * size * box.leading <= box.height)
        return { size, lines: wrap(text, size, box.width) };
    }
  const size = box.minSize;
  const room = Math.max(1, Math.floor(box.height / (size * box.leading)));
  // Greedy lines, cut to the room there is: balancing lines that are then cut buys nothing.
  const lines = greedy(words(text, size, box.width), size, box.width).slice(0, room);
  let last = lines.pop() ?? '';
  while (last && textWidth(`${last}…`, size) > box.width) last = last.slice(0, -1).trimEnd();
  return { size, lines: [...lines, `${last}…`] };
}
