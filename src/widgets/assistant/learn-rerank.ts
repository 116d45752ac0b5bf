import { packRerank, RERANK_CANDIDATES, RERANK_STEP } from './rerank';

/** Settings of the reranker's training, chosen bank by bank (`npm run eval:pharaoh`). */
export const RERANK_TRAINING = {
  epochs: 12,
  rate: 0.2,
  /** L2 penalty: keeps a feature seen in few questions from deciding alone. */
  penalty: 2e-3,
  /** Weights smaller than this are dropped, so the browser downloads only those that matter. */
  prune: 0.75,
  /**
   * The weights are shipped multiplied by this: learned to tell apart the banks' phrasings, in
   * full they overrule the ranking on a new question ("original height" went to the Grand
   * Gallery, a "tall" hallway), and shrunk they order near ties only.
   */
  shrink: 0.65,
  /** A feature seen in fewer questions than this gets no weights. */
  minCount: 3,
};

export interface RerankExample {
  features: ReadonlySet<string>;
  /** The ranking's candidates: each entry's place in the knowledge and its score. */
  ranked: readonly { index: number; score: number }[];
  /** The right entry's place in the knowledge. */
  answer: number;
}

/**
 * Trains the reranker (rerank.ts) by stochastic gradient descent on the softmax loss over the
 * ranking's best candidates, each scored by its log score plus its weights for the question's
 * features: with the ranking's score given, the weights learn what it does not already say. A
 * fixed shuffled order keeps a build repeatable. Returns the packed model.
 */
export function learnRerank(
  examples: readonly RerankExample[],
  size: number,
  vocabulary: readonly string[],
): string {
  const { epochs, rate, penalty, prune, minCount, shrink } = RERANK_TRAINING;
  const seen = new Map<string, number>();
  for (const { features } of examples)
    for (const f of features) seen.set(f, (seen.get(f) ?? 0) + 1);
  const weights = new Map<string, Float64Array>();
  const place = new Map(vocabulary.map((f, i) => [f, i]));
  for (const [f, count] of seen)
    if (count >= minCount && place.has(f)) weights.set(f, new Float64Array(size));
  const usable = examples
    .map((e) => ({ ...e, ranked: e.ranked.slice(0, RERANK_CANDIDATES) }))
    .filter((e) => e.ranked.length > 1 && e.ranked.some((c) => c.index === e.answer));
  let seed = 11;
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  // Trained twice: once with every weight, then, after pruning, with only the weights kept, so
  // that they make up for the many small ones dropped.
  let kept: Map<string, Uint8Array> | null = null;
  for (let epoch = 0; epoch < 2 * epochs; epoch++) {
    if (epoch === epochs) {
      kept = new Map();
      for (const [f, row] of weights) {
        const mask = row.map((w) => (Math.abs(w) >= prune ? 1 : 0));
        if (mask.some(Boolean)) kept.set(f, Uint8Array.from(mask));
        else weights.delete(f);
        row.forEach((w, i) => (row[i] = mask[i] ? w : 0));
      }
    }
    const order = usable
      .map((example) => [next(), example] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, example]) => example);
    const step = rate / (1 + (epoch % epochs) * 0.1);
    for (const { features, ranked, answer } of order) {
      const present = [...features].filter((f) => weights.has(f));
      const rows = present.map((f) => weights.get(f) ?? new Float64Array(0));
      const masks = present.map((f) => kept?.get(f));
      const logits = ranked.map(
        ({ index, score }) =>
          Math.log(score) + rows.reduce((sum, row) => sum + (row[index] ?? 0), 0),
      );
      const top = Math.max(...logits);
      const exps = logits.map((z) => Math.exp(z - top));
      const total = exps.reduce((a, b) => a + b, 0);
      ranked.forEach(({ index }, i) => {
        const gradient = (exps[i] ?? 0) / total - (index === answer ? 1 : 0);
        rows.forEach((row, r) => {
          if (masks[r] && !masks[r][index]) return;
          row[index] = (row[index] ?? 0) - step * (gradient + penalty * (row[index] ?? 0));
        });
      });
    }
  }
  const packed: [number, number, number][] = [];
  for (const [feature, row] of weights)
    row.forEach((w, index) => {
      const units = Math.round((w * shrink) / RERANK_STEP);
      if (units !== 0) packed.push([place.get(feature) ?? 0, index, units]);
    });
  return packRerank(packed, vocabulary.length);
}
