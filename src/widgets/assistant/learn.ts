import type { KnowledgeEntry } from '../../content/knowledge';
import type { Bank } from './bank/banks';
import { openGate } from './gate';
import { learnGate, type GateExample } from './learn-gate';
import { learnRerank, type RerankExample } from './learn-rerank';
import { noRerank, rerankFeatures } from './rerank';
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
 * more such terms pass, then 8; 12 since the eighth bank's tuning half).
 */
export const ANSWER_MIN_COUNT = 12;

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

/** Folds of the bank for the gate's and the reranker's examples (see `readFolds`). */
export const GATE_FOLDS = 5;

/**
 * The bank's questions as a new visitor's would be read: each entry's own question (with and
 * without its keywords) read with all the terms learned (`taught`), and each bank phrasing read
 * with the terms learned from the other folds only. Read with its own, it would hardly ever hold
 * a word Pharaoh does not know, and the gate would take such a word for a sign of elsewhere far
 * more than a new visitor's question warrants; the reranker would see a ranking that is never
 * wrong. Also returns the reranker's vocabulary, that of the retriever `taught` makes.
 */
function readFolds(bank: Bank, entries: readonly KnowledgeEntry[], taught: Record<string, string>) {
  const place = new Map(entries.map((entry, i) => [entry.id, i]));
  const reader = (terms: Record<string, string>) =>
    createRetriever(entries, terms, openGate, noRerank);
  const whole = reader(taught);
  const gate: GateExample[] = entries.flatMap((e) =>
    [e.question, `${e.question} ${e.keywords}`].map((q) => ({
      features: whole.read(q).features,
      off: false,
    })),
  );
  // The entries' own questions are the ranking's to answer; the reranker learns from visitors.
  const rerank: RerankExample[] = [];
  const inFold = (k: number) => (_: unknown, i: number) => i % GATE_FOLDS === k;
  for (let k = 0; k < GATE_FOLDS; k++) {
    const rest = bank.onTopic.filter((item, i) => !inFold(k)(item, i));
    const { read } = reader(learn(rest, entries));
    for (const [question, id] of bank.onTopic.filter(inFold(k))) {
      const { ranked, features } = read(question);
      gate.push({ features, off: false });
      rerank.push({
        features: new Set(rerankFeatures(features)),
        ranked: ranked.map((m) => ({ index: place.get(m.entry.id) ?? -1, score: m.score })),
        answer: place.get(id) ?? -1,
      });
    }
    for (const question of bank.decline.filter(inFold(k)))
      gate.push({ features: read(question).features, off: true });
  }
  return { gate, rerank, vocabulary: whole.featureNames };
}

/**
 * Learned terms, gate and reranker, from one bank: what the build ships and each fold of
 * `eval:pharaoh`.
 */
export function learnAll(bank: Bank, entries: readonly KnowledgeEntry[]) {
  const terms = learn(bank.onTopic, entries);
  const examples = readFolds(bank, entries, terms);
  return {
    terms,
    gate: learnGate(examples.gate),
    rerank: learnRerank(examples.rerank, entries.length, examples.vocabulary),
  };
}
