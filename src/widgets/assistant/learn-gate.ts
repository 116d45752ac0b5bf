import { GATE_STEP } from './gate';

/** Settings of the gate's training, chosen by cross-validation (`npm run eval:pharaoh`). */
export const GATE_TRAINING = {
  epochs: 30,
  rate: 0.3,
  /**
   * L2 penalty: keeps a word seen in few questions from deciding alone (3e-3 since the twelfth
   * bank's tuning half, for the size budget; 2e-3 from the seventh bank, was 1e-3: smaller
   * weights, so pruning drops more of them; with the other settings of that change, 91.8 % to
   * 92.3 % right first and declines unchanged, cross-validated).
   */
  penalty: 3e-3,
  /**
   * Weights for elsewhere smaller than this are dropped, so the browser downloads only words that
   * matter (for the size budget: 0.75 until the sixth bank, then 1.25; 1.4 for a while after
   * the seventh, until the gate read how well the best entry matches and needed fewer words,
   * then 1.25; 1.3 with the eighth bank's tuning half; 1 with the ninth's, when learned terms
   * from 3 phrasings rather than 2 left room for it: declines 93.2 % to 96.3 % cross-validated;
   * 1.2 since the twelfth's, when banks a third larger gave the gate more words).
   */
  prune: 1.2,
  /**
   * The same for words that point on topic: they are many ("chamber", "built", typos of them),
   * each moves few verdicts, and declines rest on the words for elsewhere (1 until the seventh
   * bank, then 1.1 for the size budget; 0.9 once the gate read how well the best entry matches,
   * which carries much of what these words said; 1.2 with the eighth bank's tuning half, 0.9
   * again with the ninth's, 1 since the twelfth's; 1.05 since 26 November, for the size budget
   * when answering questions in an entry's own words took the last bytes: 4 more questions of
   * 4,308 lost their right entry first bank by bank, 0.1 point, declines and wrong answers alike).
   */
  pruneOnTopic: 1.05,
};

export interface GateExample {
  features: ReadonlySet<string>;
  /** A question to decline. */
  off: boolean;
}

/**
 * Trains the gate by stochastic gradient descent on the logistic loss, in a fixed shuffled
 * order so a build is repeatable. The questions to decline are fewer than those on topic; each
 * counts as much as half of their ratio so the gate does not learn to say "on topic" always.
 */
export function learnGate(examples: readonly GateExample[]): string {
  const { epochs, rate, penalty, prune, pruneOnTopic } = GATE_TRAINING;
  const weights = new Map<string, number>();
  let bias = 0;
  const offShare = examples.filter((e) => e.off).length / (examples.length || 1);
  const offWeight = offShare > 0 ? (1 - offShare) / offShare / 2 : 1;
  let seed = 7;
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let epoch = 0; epoch < epochs; epoch++) {
    const order = examples
      .map((example) => [next(), example] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, example]) => example);
    const step = rate / (1 + epoch * 0.1);
    for (const { features, off } of order) {
      let z = bias;
      for (const f of features) z += weights.get(f) ?? 0;
      const p = 1 / (1 + Math.exp(-z));
      const gradient = (p - (off ? 1 : 0)) * (off ? offWeight : 1);
      // The bias sees every example, so it moves at a tenth of the words' rate.
      bias -= step * gradient * 0.1;
      for (const f of features) {
        const w = weights.get(f) ?? 0;
        weights.set(f, w - step * (gradient + penalty * w));
      }
    }
  }
  const units = (w: number) => Math.round(w / GATE_STEP);
  const groups = new Map<number, string[]>();
  for (const [feature, w] of weights)
    if (Math.abs(w) >= (w < 0 ? pruneOnTopic : prune))
      groups.set(units(w), [...(groups.get(units(w)) ?? []), feature]);
  const packed = [...groups]
    .sort(([a], [b]) => a - b)
    .map(([units, features]) => [units, ...features.sort()].join(' '));
  return [units(bias), ...packed].join('|');
}
