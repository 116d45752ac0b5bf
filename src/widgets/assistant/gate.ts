/**
 * Pharaoh's gate: the chance that a question is about something the site does not cover. A
 * logistic regression over the question's terms, trained at build time on the question banks'
 * phrasings (on topic) and their questions to decline (learn-gate.ts), packed as
 * "bias|weight term term …|weight term …": the terms grouped by weight, in steps of GATE_STEP.
 */
export const GATE_STEP = 0.5;

export type Gate = (features: Iterable<string>) => number;

/** Never declines: for a retriever without a gate, and for training one. */
export const openGate: Gate = () => 0;

export function readGate(packed: string): Gate {
  const [bias = '0', ...groups] = packed.split('|');
  const weights = new Map<string, number>();
  for (const group of groups) {
    const [weight = '0', ...terms] = group.split(' ');
    for (const term of terms) weights.set(term, Number(weight) * GATE_STEP);
  }
  const start = Number(bias) * GATE_STEP;
  return (features) => {
    let z = start;
    for (const feature of new Set(features)) z += weights.get(feature) ?? 0;
    return 1 / (1 + Math.exp(-z));
  };
}
