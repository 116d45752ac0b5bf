/**
 * Pharaoh's classifier: which entry a question asks, or none the site covers. A softmax
 * regression over the question's features (its terms, words, kinds and markers) and how well
 * each entry's own text matches it, trained at build time on the question banks (learn-model.ts).
 * Packed as "a|entry|entry|…|decline": `a` the weight of the text match, then for each entry in
 * the knowledge's order and last for declining, groups "w term term,w term" of one weight, in
 * steps of MODEL_STEP. The feature BIAS is in every question: it holds each class's bias.
 */
export const MODEL_STEP = 0.5;
export const BIAS = '*';

/** The logits of each entry, in the knowledge's order, then of declining. */
export type Classifier = (features: ReadonlySet<string>, matches: readonly number[]) => number[];

/** `size`: the entries and declining; a class the model lacks scores by its text match alone. */
export function readModel(packed: string, size: number): Classifier {
  const [alpha = '0', ...classes] = packed.split('|');
  const weights = new Map<string, [number, number][]>();
  classes.forEach((groups, c) => {
    for (const group of groups.split(',')) {
      const [w = '0', ...features] = group.split(' ');
      for (const f of features) weights.set(f, [...(weights.get(f) ?? []), [c, +w * MODEL_STEP]]);
    }
  });
  const a = +alpha * MODEL_STEP;
  return (features, matches) => {
    const z = Array.from({ length: size }, (_, c) => a * (matches[c] ?? 0));
    for (const f of [BIAS, ...features])
      for (const [c, w] of weights.get(f) ?? []) z[c] = (z[c] ?? 0) + w;
    return z;
  };
}
