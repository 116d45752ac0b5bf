import { knowledge, type KnowledgeEntry } from '../../content/knowledge';

/**
 * An entry of a test's own small knowledge ("Who kept the lighthouse lamp?"), so a rule can be
 * checked on entries whose words the test chose; its answer is its question unless given.
 */
export const toyEntry = (
  id: string,
  question: string,
  { answer = question, keywords = '' } = {},
): KnowledgeEntry => ({ id, question, answer, keywords, sources: knowledge[0]?.sources ?? [] });
