import type { KnowledgeEntry } from '../../content/knowledge';
import { readModel } from './classifier';
import { commonWordsData } from './common-words-data';
import { keywordTerms } from './keyword-terms';
import { model } from './model-data';
import * as TUNING from './retrieval-settings';
import { ELSEWHERE, fieldTerms, kinds, singleWordSynonyms, terms } from './terms';
import { editDistance, stem, words } from './text';
import { decide, namedOnly, type Verdict } from './verdict';
import { unpackWordSet } from './word-set';

export interface Match {
  entry: KnowledgeEntry;
  score: number;
  /** Share of the question's weight that this entry matched. */
  coverage: number;
  /** The weight of the question's words that this entry matched. */
  evidence: number;
}

export interface Retriever {
  /** The entries whose text matches the question, best first. */
  rank(question: string): Match[];
  judge(question: string): Verdict;
  /**
   * What the classifier reads of a question. `features`: its words' stems, its terms, typo
   * corrections and kinds, markers for rare words, everyday words unknown to the knowledge,
   * unknown numbers and subjects elsewhere, how well its best entry matches it (`~c` coverage
   * and `~e` evidence, in steps) and how many terms the knowledge knows it holds (`~n`, up to 3:
   * a short question matches with little evidence). `matches`: each entry's score, the best 1.
   */
  read(question: string): { features: Set<string>; matches: number[] };
}

const common = unpackWordSet(commonWordsData);

/** How many of the descending steps a value falls below: 0 for the best. */
const steps = (value: number, descending: readonly number[]) =>
  descending.filter((step) => value < step).length;

interface Indexed {
  entry: KnowledgeEntry;
  /** Term → field weight: 1 in the question or keywords, TUNING.answerField in the answer. */
  weights: Map<string, number>;
  /** The entry's question as plain words, stop words included. */
  words: Set<string>;
  kinds: Set<string>;
  /** What the entry's own question names: its terms and the stems of its words. */
  subject: Set<string>;
}

/** `keywords`: the entry's keywords as stems, as the build ships them (keyword-terms.ts). */
function index(entry: KnowledgeEntry, keywords: string): Indexed {
  const weights = new Map<string, number>();
  // An entry may mention a subject it does not cover ("shown in the Grand Egyptian Museum").
  for (const term of terms(entry.answer))
    if (term !== ELSEWHERE) weights.set(term, TUNING.answerField);
  // The question names the subject, as the keywords do: their terms count in full. The question
  // first, so a term keeps its place whether or not the build shipped it among the keywords too
  // (typo correction takes the first of two equally near terms).
  for (const term of [...terms(entry.question), ...terms(entry.keywords), ...keywords.split(' ')])
    if (term && term !== ELSEWHERE) weights.set(term, 1);
  const own = new Set(words(entry.question).map(stem));
  const subject = new Set([...terms(entry.question), ...own]);
  return { entry, weights, kinds: kinds(entry.question), words: own, subject };
}

/**
 * `keywords`: each entry's keywords as stems, in the entries' order, for entries shipped without
 * them; `packed`: the trained classifier (classifier.ts), by default the one the build learned.
 */
export function createRetriever(
  entries: readonly KnowledgeEntry[],
  keywords: readonly string[] = keywordTerms,
  packed = model,
): Retriever {
  const indexed = entries.map((entry, i) => index(entry, keywords[i] ?? ''));
  const classify = readModel(packed, entries.length + 1);
  // As in BM25, an entry that lists many words matches more questions by chance; its matches
  // are discounted a little in proportion to its length.
  const meanSize = indexed.reduce((sum, e) => sum + e.weights.size, 0) / (indexed.length || 1);
  // How many entries hold a term, counted by field: an entry whose answer only mentions it
  // ("Khufu" in a dozen answers) counts as much as the term weighs there, half, so a term many
  // answers mention weighs more than one as many questions name (step 42).
  const df = new Map<string, number>();
  for (const e of indexed) {
    const norm = 1 - TUNING.lengthNorm + (TUNING.lengthNorm * e.weights.size) / meanSize;
    for (const [term, weight] of e.weights) {
      df.set(term, (df.get(term) ?? 0) + weight);
      e.weights.set(term, weight / norm);
    }
  }
  const isEveryday = (term: string) => common.has(term) && !fieldTerms.has(term);
  const idf = (term: string) => {
    const weight = Math.log((indexed.length + 1) / (df.get(term) ?? indexed.length));
    return isEveryday(term) ? weight * TUNING.everyday : weight;
  };
  const rareWeight = TUNING.rare * Math.log(indexed.length + 1);
  // Typos are corrected towards the knowledge's words and the thesaurus's ("measurments").
  const corrections = new Map<string, string>();
  for (const [variant, concept] of singleWordSynonyms)
    if (df.has(concept) && variant.length > 3) corrections.set(variant, concept);
  for (const term of df.keys())
    if (!term.includes('_') && term.length > 3) corrections.set(term, term);
  const vocabulary = [...corrections.keys()];

  /**
   * The known term a misspelt word stands for: one edit for short words, two for long ones. A
   * stem of four letters is left alone: one edit is a quarter of it, and "Ramses" (stem "rams")
   * is not a misspelt "ramp".
   */
  const correct = (word: string): string | null => {
    if (word.length < 5) return null;
    const max = word.length >= 7 ? 2 : 1;
    let best: string | null = null;
    let bestDistance = max + 1;
    for (const term of vocabulary) {
      const d = editDistance(word, term, max);
      if (d < bestDistance) {
        best = term;
        bestDistance = d;
      }
    }
    return best && bestDistance <= max ? (corrections.get(best) ?? null) : null;
  };

  /** Each term of the question with its weight; unknown rare words weigh against every entry. */
  const weigh = (question: string) => {
    const known = new Map<string, number>();
    const features = new Set<string>([...kinds(question)].map((kind) => `#${kind}`));
    let rare = 0;
    // On this site "it" is the Great Pyramid: "what is inside it" asks what is inside the pyramid.
    const said = terms(question);
    if (/\bits?\b/i.test(question)) said.push('pyramid');
    // Every word's stem, stop words too: "whose" and "how" say what is asked. Numbers below.
    for (const word of words(question)) if (!/\d/.test(word)) features.add(stem(word));
    for (const word of new Set(said)) {
      // A number names one fact; the classifier learns from numbers the knowledge holds only.
      if (!/\d/.test(word) || df.has(word)) features.add(word);
      if (df.has(word)) known.set(word, Math.max(known.get(word) ?? 0, idf(word)));
      else if (word === ELSEWHERE) rare += rareWeight;
      // A number the knowledge does not hold ("2022") may point elsewhere.
      else if (/^\d{3,}$/.test(word)) {
        rare += rareWeight * TUNING.number;
        features.add('!number');
      }
      // Other numbers have their features above.
      else if (/\d/.test(word)) continue;
      // An everyday word the knowledge does not use ("job", "medicine", "dinner") does not say
      // which entry is meant, but the classifier learns how often one comes with a question the
      // site does not cover. The set is approximate, so a rare word passes for one once in 8;
      // the classifier learns from the same reading.
      else if (common.has(word)) features.add('!plain');
      // Unknown words of three letters or fewer are slang or typos ("lol", "teh") more often
      // than names of other subjects.
      else if (word.length <= 3) continue;
      else {
        const term = correct(word);
        if (term) {
          known.set(term, Math.max(known.get(term) ?? 0, idf(term) * TUNING.typo));
          features.add(term);
        } else {
          rare += rareWeight;
          features.add('!rare');
        }
      }
    }
    return { known, rare, features };
  };

  const rank = (question: string, weighed = weigh(question)): Match[] => {
    const { known, rare } = weighed;
    const total = [...known.values()].reduce((sum, w) => sum + w, 0) + rare;
    if (total === 0) return [];
    const asked = kinds(question);
    const said = words(question).map(stem);
    return indexed
      .map(({ entry, weights, kinds: answers, words: own }) => {
        let matched = 0;
        for (const [term, weight] of known) matched += weight * (weights.get(term) ?? 0);
        const sameKind = [...asked].some((kind) => answers.has(kind));
        // The kind of question and an echo of the entry's own wording order the entries, but
        // do not make a weak match look strong.
        const echo = said.filter((word) => own.has(word)).length / Math.max(said.length, own.size);
        const score = matched * (sameKind ? TUNING.kindBonus : 1) + TUNING.echo * echo;
        // A short plain question ("why was it built") has little weight of its own; asking
        // for the entry's kind of answer, in the entry's own words, makes up for it.
        const evidence =
          matched > 0
            ? matched + (sameKind ? TUNING.kindEvidence : 0) + TUNING.echoEvidence * echo
            : 0;
        const coverage = Math.min(1, matched / total);
        return { entry, score, coverage, evidence };
      })
      .filter((match) => match.score > 0)
      .sort((a, b) => b.score - a.score);
  };

  /**
   * The question's features, and how well the entry that matches it best does so, in steps: a
   * question on topic in words the classifier does not hold still matches an entry well.
   */
  const read = (question: string) => {
    const weighed = weigh(question);
    const ranked = rank(question, weighed);
    const { features } = weighed;
    const best = ranked[0];
    if (best) {
      features.add(`~c${steps(best.coverage, TUNING.coverageSteps)}`);
      features.add(`~e${steps(best.evidence, TUNING.evidenceSteps)}`);
      features.add(`~n${Math.min(weighed.known.size, TUNING.knownTerms)}`);
    }
    const matches = entries.map(() => 0);
    for (const m of ranked) matches[entries.indexOf(m.entry)] = m.score / (best?.score ?? 1);
    return { ranked, features, matches };
  };

  return {
    rank,
    read,
    judge(question) {
      const { ranked, features, matches } = read(question);
      // An everyday word, a number or a subject elsewhere names no entry ("what is your name",
      // "2+2", "tickets").
      const said = terms(question);
      const named = said.some((t) => isEveryday(t) || /\d/.test(t) || t === ELSEWHERE)
        ? []
        : namedOnly(new Set(said), indexed);
      const verdict = decide(question, entries, classify(features, matches), ranked, named);
      // What to ask next: the entries whose match to the question and to the answer's own text
      // add up (the question's words alone led "how old is it" to the moon clock, for a date).
      // The answer is read as a question is, so both matches are on one scale (anew each time:
      // 0.3 ms, where keeping it cost 19 of the download's last bytes).
      if (verdict.kind === 'sure') {
        const told = read(verdict.entry.answer).matches;
        verdict.related = entries
          .map((entry, i) => ({ entry, near: (matches[i] ?? 0) + (told[i] ?? 0) }))
          .filter(({ entry, near }) => entry !== verdict.entry && near >= TUNING.related)
          .sort((a, b) => b.near - a.near)
          .slice(0, 2)
          .map(({ entry }) => entry);
      }
      // A word few entries hold (a term, "seked", or a number, "1311", as typed or as a typo is
      // corrected) points to the best match that holds it, which the decline suggests.
      if (verdict.kind === 'decline') {
        const rare = [...features].filter(
          (t) => (df.get(t) ?? Infinity) <= TUNING.nearHolders && !isEveryday(t),
        );
        verdict.near = ranked.find(({ entry }) =>
          rare.some((t) => indexed[entries.indexOf(entry)]?.weights.has(t)),
        )?.entry;
      }
      return verdict;
    },
  };
}

export { TUNING };
export type { Verdict };
