import type { KnowledgeEntry } from '../../content/knowledge';
import type { Bank } from './bank/banks';
import { openGate } from './gate';
import { learnGate, type GateExample } from './learn-gate';
import { createRetriever } from './retrieval';
import { ELSEWHERE, terms } from './terms';

/** Terms used in fewer phrasings of an entry are not learned (chosen by cross-validation). */
export const MIN_COUNT = 2;

/**
 * Each entry's learned terms, space-separated: the stems and thesaurus concepts visitors used in
 * the given phrasings of it, less those its own question and keywords hold already (they would
 * count no more, and the browser would download them). Numbers name a fact, not a way of asking.
 * `minCount` keeps only terms used in that many phrasings, which drops one-off typos.
 */
export function learn(
  phrasings: readonly (readonly [string, string])[],
  entries: readonly KnowledgeEntry[],
  minCount = MIN_COUNT,
): Record<string, string> {
  const own = new Map(entries.map((e) => [e.id, new Set(terms(`${e.question} ${e.keywords}`))]));
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
          .filter(([, count]) => count >= minCount)
          .map(([term]) => term)
          .sort()
          .join(' '),
      ]),
  );
}

/**
 * The gate's examples, read by a retriever that knows the learned terms: each phrasing and each
 * entry's own question (with and without its keywords) on topic, each question to decline off.
 */
export function gateExamples(
  features: (question: string) => Set<string>,
  bank: Bank,
  entries: readonly KnowledgeEntry[],
): GateExample[] {
  const on = [
    ...entries.flatMap((e) => [e.question, `${e.question} ${e.keywords}`]),
    ...bank.onTopic.map(([question]) => question),
  ];
  return [
    ...on.map((question) => ({ features: features(question), off: false })),
    ...bank.decline.map((question) => ({ features: features(question), off: true })),
  ];
}

/** Learned terms and gate, from one bank: what the build ships and each fold of `eval:pharaoh`. */
export function learnAll(bank: Bank, entries: readonly KnowledgeEntry[]) {
  const terms = learn(bank.onTopic, entries);
  const reader = createRetriever(entries, terms, openGate);
  const gate = learnGate(gateExamples(reader.features, bank, entries));
  return { terms, gate };
}
