import type { KnowledgeEntry } from '../../content/knowledge';
import type { Bank } from './bank/banks';
import { learnModel, type Example } from './learn-model';
import { createRetriever } from './retrieval';

/**
 * The classifier's examples: each entry's own question, each bank phrasing on topic with its
 * entry, and each question to decline with the class after the entries. How a question is read
 * depends on the knowledge alone, never on the bank, as the browser reads a new question.
 */
export function examples(bank: Bank, entries: readonly KnowledgeEntry[]): Example[] {
  const { read } = createRetriever(entries, {}, '');
  const index = new Map(entries.map((e, i) => [e.id, i]));
  const labelled: [string, number | undefined][] = [
    ...entries.map((e, i) => [e.question, i] as [string, number]),
    ...bank.onTopic.map(
      ([question, id]) => [question, index.get(id)] as [string, number | undefined],
    ),
    ...bank.decline.map((question) => [question, entries.length] as [string, number]),
  ];
  // A phrasing of an entry that is gone is left out; the bank tests name it.
  return labelled.flatMap(([question, label]) =>
    label === undefined ? [] : [{ ...read(question), label }],
  );
}

/** The classifier, from one bank: what the build ships and each fold of `eval:pharaoh`. */
export const learnAll = (bank: Bank, entries: readonly KnowledgeEntry[]) =>
  learnModel(examples(bank, entries), entries.length + 1);
