import type { KnowledgeEntry } from '../../content/knowledge';
import type { Bank } from './bank/banks';
import { openGate } from './gate';
import { learnGate, type GateExample } from './learn-gate';
import { createRetriever } from './retrieval';
import { ELSEWHERE, terms } from './terms';

/**
 * Terms used in fewer phrasings of an entry are not learned: 4 since the twelfth bank's tuning
 * half, chosen bank by bank to fit the size budget once the banks grew by a third (about 100
 * phrasings an entry). It was 2 until the ninth bank's tuning half, then 3, chosen by
 * cross-validation: with about 75 phrasings an entry, a term two of them used is as often a typo
 * or a passing word, and 3 left room in the size budget for the gate's words.
 */
export const MIN_COUNT = 4;

/**
 * A term the entry's answer holds already counts there at half weight; it is learned only when
 * this many phrasings used it, so the browser downloads the ones visitors really use (chosen by
 * cross-validation, for the size budget: 4 until the seventh bank, whose extra phrasings made
 * more such terms pass, then 8; 12 since the eighth bank's tuning half; 14 for an hour on 25
 * November, while the small-talk replies had taken the room, back to 12 once the sample questions
 * moved into the greeting and freed it; 14 again since 26 November, when the age answer gained
 * Dee's 2009 reanalysis: one bank out at a time the same right entries first and declines, half
 * a point fewer answered outright; 16 later that day, for the dialog's word when the microphone
 * is refused: the same right entries first and declines, one more answered wrong of 4,308, 0.4
 * point fewer answered outright).
 */
export const ANSWER_MIN_COUNT = 16;

/**
 * Each entry's learned terms, space-separated: the stems and thesaurus concepts visitors used in
 * the given phrasings of it, less those its own question and keywords hold already (they would
 * count no more, and the browser would download them). Numbers name a fact, not a way of asking.
 * `minCount` keeps only terms used in that many phrasings, which drops one-off typos; a term the
 * entry's answer holds needs ANSWER_MIN_COUNT.
 */
export function learn(
  phrasings: readonly (readonly [string, string])[],
  entries: readonly KnowledgeEntry[],
  minCount = MIN_COUNT,
): Record<string, string> {
  const own = new Map(entries.map((e) => [e.id, new Set(terms(`${e.question} ${e.keywords}`))]));
  const answered = new Map(entries.map((e) => [e.id, new Set(terms(e.answer))]));
  const byEntry = new Map<string, Map<string, number>>();
  for (const [question, id] of phrasings) {
    const counts = byEntry.get(id) ?? new Map<string, number>();
    for (const term of new Set(terms(question)))
      if (term !== ELSEWHERE && !/^\d+$/.test(term) && !own.get(id)?.has(term))
        counts.set(term, (counts.get(term) ?? 0) + 1);
    byEntry.set(id, counts);
  }
  return Object.fromEntries(
    [...byEntry]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, counts]) => [
        id,
        [...counts]
          .filter(
            ([term, count]) =>
              count >= minCount && (count >= ANSWER_MIN_COUNT || !answered.get(id)?.has(term)),
          )
          .map(([term]) => term)
          .sort()
          .join(' '),
      ]),
  );
}

/** Folds of the bank for the gate's examples (see `gateExamples`). */
export const GATE_FOLDS = 5;

/**
 * The gate's examples: each entry's own question (with and without its keywords) and each bank
 * phrasing on topic, each question to decline off. A phrasing is read with the terms learned
 * from the other folds only: read with its own, it would hardly ever hold a word Pharaoh does not
 * know, and the gate would take such a word for a sign of elsewhere far more than a new
 * visitor's question warrants.
 */
export function gateExamples(bank: Bank, entries: readonly KnowledgeEntry[]): GateExample[] {
  const reader = (taught: Record<string, string>) =>
    createRetriever(entries, taught, openGate).features;
  const whole = reader(learn(bank.onTopic, entries));
  const examples = entries.flatMap((e) =>
    [e.question, `${e.question} ${e.keywords}`].map((q) => ({ features: whole(q), off: false })),
  );
  const inFold = (k: number) => (_: unknown, i: number) => i % GATE_FOLDS === k;
  for (let k = 0; k < GATE_FOLDS; k++) {
    const rest = bank.onTopic.filter((item, i) => !inFold(k)(item, i));
    const read = reader(learn(rest, entries));
    for (const [question] of bank.onTopic.filter(inFold(k)))
      examples.push({ features: read(question), off: false });
    for (const question of bank.decline.filter(inFold(k)))
      examples.push({ features: read(question), off: true });
  }
  return examples;
}

/** Learned terms and gate, from one bank: what the build ships and each fold of `eval:pharaoh`. */
export function learnAll(bank: Bank, entries: readonly KnowledgeEntry[]) {
  return { terms: learn(bank.onTopic, entries), gate: learnGate(gateExamples(bank, entries)) };
}
