/**
 * The question banks Pharaoh learns from, as folds for cross-validation (bank/README.md).
 * Never bank/third-test-half.ts: that one measures.
 */
import * as freshTest from './fresh-test';
import * as secondBank from './second-bank';
import * as testHalf from './test-half';
import * as thirdTuningHalf from './third-tuning-half';
import * as tuningHalf from './tuning-half';

export interface Bank {
  onTopic: readonly (readonly [question: string, entryId: string])[];
  decline: readonly string[];
}

/**
 * The first bank's two halves, the second bank, the former held-out set (fresh-test.ts, a
 * measure until the third bank was written) and the third bank's tuning half.
 */
export const folds: readonly Bank[] = [
  tuningHalf,
  testHalf,
  secondBank,
  freshTest,
  thirdTuningHalf,
];

export const trainingBank: Bank = {
  onTopic: folds.flatMap((fold) => fold.onTopic),
  decline: folds.flatMap((fold) => fold.decline),
};
