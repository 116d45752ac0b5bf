import type { KnowledgeEntry } from '../../content/knowledge';
import type { Bank } from './bank/banks';
import { learnModel, type Example } from './learn-model';
import { createRetriever, type Retriever } from './retrieval';
import { ELSEWHERE, STOP, terms } from './terms';
import { stem, words } from './text';

/**
 * The classifier's examples: each entry's own question, each bank phrasing on topic with its
 * entry, and each question to decline with the class after the entries. How a question is read
 * depends on the knowledge alone, never on the bank, as the browser reads a new question; so
 * folds of a cross-validation may share one `read`.
 */
export function examples(
  bank: Bank,
  entries: readonly KnowledgeEntry[],
  read = createRetriever(entries, [], '').read,
): Example[] {
  const index = new Map(entries.map((e, i) => [e.id, i]));
  const found: Example[] = entries.map((e, i) => ({ ...read(e.question), label: i }));
  for (const [question, id] of bank.onTopic) {
    const label = index.get(id);
    // A phrasing of an entry that is gone is left out; the bank tests name it.
    if (label !== undefined) found.push({ ...read(question), label });
  }
  for (const question of bank.decline) found.push({ ...read(question), label: entries.length });
  return found;
}

/** The classifier, from one bank: what the build ships and each fold of `eval:pharaoh`. */
export const learnAll = (
  bank: Bank,
  entries: readonly KnowledgeEntry[],
  read?: Retriever['read'],
) => learnModel(examples(bank, entries, read), entries.length + 1, subjectTerms(entries));

/**
 * What the entries are about: the terms of their questions and keywords, and the stems of those
 * words as the classifier also reads them ("hall", which the thesaurus reads as a chamber;
 * "wonders", whose stem the stop list holds for "wondering"). Not their answers, which also name
 * what the site does not cover ("the Nile", "filmed", "a cathedral").
 */
export function subjectTerms(entries: readonly KnowledgeEntry[]): Set<string> {
  const found = new Set<string>();
  for (const { question, keywords } of entries)
    for (const text of [question, keywords]) {
      for (const term of terms(text)) if (term !== ELSEWHERE) found.add(term);
      for (const word of words(text)) if (!STOP.has(word)) found.add(stem(word));
    }
  return found;
}
