/**
 * Pharaoh's reranker: how visitors tell neighbouring entries apart ("above" the King's Chamber
 * is the relieving chambers, a "tall" hallway is the Grand Gallery). For each entry, a weight per
 * feature of the question (its known terms, typo corrections, kinds and markers, as the gate
 * reads them), learned at build time (learn-rerank.ts). Among the ranking's first
 * RERANK_CANDIDATES, an entry's score is multiplied by e to the sum of its weights for the
 * question's features.
 *
 * A feature is named by its place in the retriever's vocabulary (`rerankVocabulary`), which the
 * browser builds from what it has downloaded already, so the model carries no words. Packed as
 * the vocabulary's length, a colon, then three characters of DIGITS a weight, in the
 * vocabulary's order: how many places on from the previous weight's feature, the entry's place
 * in the knowledge, and the weight in steps of RERANK_STEP (ZERO is 0). A gap of MORE or more is
 * written as MORE and "-" until what is left is smaller.
 */
export const RERANK_STEP = 0.25;
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const MORE = DIGITS.length - 1;
const ZERO = 31;
/** The ranking's first entries, among which the reranker chooses (and learned to). */
export const RERANK_CANDIDATES = 8;

/** Features that are not terms: the gate's markers. */
const MARKERS = ['!elsewhere', '!number', '!plain', '!rare'];

/** The reranker's features, in the order the packed model counts them. */
export const rerankVocabulary = (terms: Iterable<string>, kinds: Iterable<string>): string[] => [
  ...MARKERS,
  ...[...kinds].map((kind) => `#${kind}`).sort(),
  ...[...terms].sort(),
];

/** What the reranker reads of the gate's features: not how well the best entry matches (`~`). */
export const rerankFeatures = (features: Iterable<string>) =>
  [...features].filter((feature) => !feature.startsWith('~'));

/** For a question's features, the weight to add to each entry's log score, by entry place. */
export type Rerank = (features: Iterable<string>) => Map<number, number>;

/** A packed model, made ready for the vocabulary of the retriever that reads it. */
export type RerankReader = (vocabulary: readonly string[]) => Rerank;

/** Changes nothing: for a retriever without a reranker, and for training one. */
export const noRerank: RerankReader = () => () => new Map();

/**
 * A packed model. Read against another vocabulary than it was learned with, its weights would
 * land on other words: that throws, as a model out of date with the knowledge would.
 */
export const readRerank =
  (packed: string): RerankReader =>
  (vocabulary) => {
    const [size = '0', codes = ''] = packed.split(':');
    if (Number(size) !== vocabulary.length)
      throw new Error(`rerank-model.ts: ${size} features, not ${vocabulary.length}`);
    const weights = new Map<string, [number, number][]>();
    const digit = (i: number) => DIGITS.indexOf(codes[i] ?? '');
    let place = 0;
    let i = 0;
    while (i + 2 < codes.length) {
      if (codes[i + 1] === '-') {
        place += MORE;
        i += 2;
        continue;
      }
      place += digit(i);
      const feature = vocabulary[place] ?? '';
      const pairs = weights.get(feature) ?? [];
      pairs.push([digit(i + 1), (digit(i + 2) - ZERO) * RERANK_STEP]);
      weights.set(feature, pairs);
      i += 3;
    }
    return (features) => {
      const sums = new Map<number, number>();
      for (const feature of new Set(features))
        for (const [entry, weight] of weights.get(feature) ?? [])
          sums.set(entry, (sums.get(entry) ?? 0) + weight);
      return sums;
    };
  };

/**
 * Packs weights, each [feature place, entry place, weight in steps], for a vocabulary of `size`
 * features (as `readRerank` reads them). Entries beyond the alphabet throw; weights are clamped.
 */
export function packRerank(
  weights: readonly (readonly [number, number, number])[],
  size: number,
): string {
  let place = 0;
  let out = `${size}:`;
  for (const [at, entry, units] of [...weights].sort((a, b) => a[0] - b[0] || a[1] - b[1])) {
    if (entry < 0 || entry > MORE)
      throw new Error(`The reranker packs ${MORE + 1} entries at most`);
    let gap = at - place;
    for (; gap >= MORE; gap -= MORE) out += `${DIGITS[MORE]}-`;
    const step = Math.max(-ZERO, Math.min(MORE - ZERO, Math.round(units)));
    out += `${DIGITS[gap]}${DIGITS[entry]}${DIGITS[ZERO + step]}`;
    place = at;
  }
  return out;
}
