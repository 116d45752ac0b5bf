import MiniSearch from 'minisearch';
import type { KnowledgeEntry } from '../../content/knowledge';

/** Words that carry no subject; left out so "what is the sphinx" searches for "sphinx". */
const STOP_WORDS = new Set(
  'a an and are as at be been but by can could did do does for from had has have how i if in into is it its me my of on or our so than that the their them then there these they this to us was we were what which whom will with would you your tell about please know explain give'.split(
    ' ',
  ),
);

/** A light suffix stemmer: "pyramids", "pyramid's" and "pyramid" search alike, as do "built" and "build". */
export function stem(word: string): string {
  const w = word
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/['’]/g, '');
  const irregular: Record<string, string> = {
    built: 'build',
    building: 'build',
    builders: 'builder',
    tall: 'height',
    high: 'height',
    taller: 'height',
    highest: 'tallest',
    big: 'size',
    large: 'size',
    old: 'age',
    older: 'age',
    slaves: 'slave',
  };
  if (irregular[w]) return irregular[w];
  for (const [suffix, min] of [
    ['ations', 4],
    ['ation', 4],
    ['ings', 4],
    ['ing', 4],
    ['ies', 3],
    ['ed', 4],
    ['es', 4],
    ['ly', 4],
    ['s', 3],
  ] as const) {
    if (w.length - suffix.length >= min && w.endsWith(suffix))
      return suffix === 'ies' ? `${w.slice(0, -3)}y` : w.slice(0, -suffix.length);
  }
  return w;
}

function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (lower.length < 2 || STOP_WORDS.has(lower)) return null;
  return stem(lower);
}

export interface Match {
  entry: KnowledgeEntry;
  score: number;
  /** Share of the question's meaningful words that this entry matched. */
  coverage: number;
}

export interface Retriever {
  search(question: string): Match[];
  /** The best entry if it matches well enough to answer; null means "I don't know". */
  best(question: string): { match: Match; related: KnowledgeEntry[] } | null;
}

/**
 * The best match is quoted only if it is strong enough and covers at least half of the words of
 * the question that carry meaning; otherwise the honest answer is "I don't know".
 */
export const MIN_SCORE = 6;
export const MIN_COVERAGE = 0.5;

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

export function contentTerms(question: string): string[] {
  return [...new Set(tokenize(question).flatMap((t) => processTerm(t) ?? []))];
}

export function createRetriever(entries: readonly KnowledgeEntry[]): Retriever {
  const index = new MiniSearch<KnowledgeEntry>({
    fields: ['question', 'keywords', 'answer'],
    storeFields: ['id'],
    processTerm,
    searchOptions: {
      boost: { question: 3, keywords: 2, answer: 1 },
      fuzzy: (term) => (term.length > 5 ? 0.15 : false),
      prefix: (term) => term.length > 4,
      combineWith: 'OR',
    },
  });
  index.addAll(entries as KnowledgeEntry[]);
  const byId = new Map(entries.map((e) => [e.id, e]));
  const search = (question: string): Match[] => {
    const wanted = contentTerms(question).length || 1;
    return index.search(question).flatMap((r) => {
      const entry = byId.get(String(r.id));
      return entry
        ? [{ entry, score: r.score, coverage: new Set(r.queryTerms).size / wanted }]
        : [];
    });
  };
  return {
    search,
    best(question) {
      const results = search(question);
      const top = results[0];
      if (!top || top.score < MIN_SCORE || top.coverage < MIN_COVERAGE) return null;
      return { match: top, related: results.slice(1, 3).map((r) => r.entry) };
    },
  };
}
