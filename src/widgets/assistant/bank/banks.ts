/**
 * The question banks Pharaoh learns from, as folds for cross-validation (bank/README.md).
 * Never bank/fresh-test.ts: that one measures.
 */
import * as secondBank from './second-bank';
import * as testHalf from './test-half';
import * as tuningHalf from './tuning-half';

export interface Bank {
  onTopic: readonly (readonly [question: string, entryId: string])[];
  decline: readonly string[];
}

export const folds: readonly Bank[] = [tuningHalf, testHalf, secondBank];

export const trainingBank: Bank = {
  onTopic: folds.flatMap((fold) => fold.onTopic),
  decline: folds.flatMap((fold) => fold.decline),
};
