/**
 * Split the visitor question bank once, at random, into a tuning half and a test half
 * (src/widgets/assistant/bank/). Each entry's phrasings are shuffled and dealt alternately, so
 * both halves ask about every entry. The seed is fixed so the split can be checked, not redrawn:
 * tune only on the tuning half and report the test half.
 *
 *   npx tsx scripts/split-bank.ts path/to/visitor-questions.ts [name-prefix seed]
 *
 * The first bank was split with the defaults (tuning-half.ts, test-half.ts, seed 20261122); the
 * third with `third 20261124` (third-tuning-half.ts, third-test-half.ts), the fourth with
 * `fourth 20261125`, the fifth with `fifth 20261126`, the sixth with `sixth 20261127`,
 * the seventh with `seventh 20261128`, the eighth with `eighth 20261129`, the ninth with
 * `ninth 20261130`, the tenth with `tenth 20261201`, the eleventh with `eleventh 20261202`,
 * the twelfth with `twelfth 20261203`.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const SEED = Number(process.argv[4] ?? 20261122);
const PREFIX = process.argv[3] ? `${process.argv[3]}-` : '';

function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: readonly T[], next: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

type Pair = readonly [string, string];
interface Bank {
  onTopic: readonly Pair[];
  decline: readonly string[];
}

/** The split: each entry's phrasings shuffled and dealt alternately, then the declines. */
export function split(bank: Bank, seed: number) {
  const next = random(seed);
  const tuning = { onTopic: [] as Pair[], decline: [] as string[] };
  const test = { onTopic: [] as Pair[], decline: [] as string[] };
  const byEntry = new Map<string, Pair[]>();
  for (const item of bank.onTopic) byEntry.set(item[1], [...(byEntry.get(item[1]) ?? []), item]);
  let turn = 0;
  for (const [, questions] of [...byEntry].sort(([a], [b]) => a.localeCompare(b)))
    for (const question of shuffle(questions, next))
      (turn++ % 2 === 0 ? tuning : test).onTopic.push(question);
  shuffle(bank.decline, next).forEach((q, i) => (i % 2 === 0 ? tuning : test).decline.push(q));
  return { tuning, test };
}

const source = process.argv[1]?.endsWith('split-bank.ts') ? process.argv[2] : undefined;
if (process.argv[1]?.endsWith('split-bank.ts') && !source)
  throw new Error('usage: tsx scripts/split-bank.ts path/to/visitor-questions.ts');

if (source) {
  const halves = split((await import(resolve(source))) as Bank, SEED);
  const dir = new URL('../src/widgets/assistant/bank/', import.meta.url);
  for (const [name, half] of [
    ['tuning', halves.tuning],
    ['test', halves.test],
  ] as const) {
    const text = [
      `/** The ${name} half of the visitor question bank, split by scripts/split-bank.ts (seed ${SEED}). */`,
      name === 'tuning'
        ? '// Thresholds, thesaurus and keywords may be chosen by looking at these questions.'
        : '// Never tune on these: their figures are the ones reported.',
      `export const onTopic: readonly (readonly [question: string, entryId: string])[] = ${JSON.stringify(half.onTopic, null, 2)};`,
      '',
      `export const decline: readonly string[] = ${JSON.stringify(half.decline, null, 2)};`,
      '',
    ].join('\n');
    writeFileSync(new URL(`${PREFIX}${name}-half.ts`, dir), text);
    console.log(`${name}: ${half.onTopic.length} on-topic, ${half.decline.length} to decline`);
  }
}
