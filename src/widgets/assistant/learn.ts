import type { KnowledgeEntry } from '../../content/knowledge';
import type { Bank } from './bank/banks';
import { learnModel, type Example } from './learn-model';
import { createRetriever, type Retriever } from './retrieval';
import { ELSEWHERE, terms } from './terms';

/**
 * The classifier's examples: each entry's own question, each bank phrasing on topic with its
 * entry, and each question to decline with the class after the entries. How a question is read
 * depends on the knowledge alone, never on the bank, as the browser reads a new question; so
 * folds of a cross-validation may share one `read`.
 */
export function examples(
  bank: Bank,
  entries: readonly KnowledgeEntry[],
  read = createRetriever(entries, {}, '').read,
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

/** The terms the knowledge itself uses, in its entries' questions, keywords and answers. */
export function subjectTerms(entries: readonly KnowledgeEntry[]): Set<string> {
  const found = new Set<string>();
  for (const e of entries)
    for (const t of [...terms(e.question), ...terms(e.keywords), ...terms(e.answer)])
      if (t !== ELSEWHERE) found.add(t);
  return found;
}
