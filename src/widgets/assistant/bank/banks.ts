/**
 * The question banks Pharaoh learns from, as folds for cross-validation (bank/README.md).
 * Never bank/eighth-test-half.ts: that one measures. Not yet either the seventh test half (a
 * measure until the eighth bank was written) or the eighth tuning half: learning from them needs
 * the size budget tuned again (bank/README.md, step 11).
 */
import * as fifthTestHalf from './fifth-test-half';
import * as fifthTuningHalf from './fifth-tuning-half';
import * as fourthTestHalf from './fourth-test-half';
import * as fourthTuningHalf from './fourth-tuning-half';
import * as freshTest from './fresh-test';
import * as secondBank from './second-bank';
import * as seventhTuningHalf from './seventh-tuning-half';
import * as sixthTestHalf from './sixth-test-half';
import * as sixthTuningHalf from './sixth-tuning-half';
import * as testHalf from './test-half';
import * as thirdTestHalf from './third-test-half';
import * as thirdTuningHalf from './third-tuning-half';
import * as tuningHalf from './tuning-half';

export interface Bank {
  onTopic: readonly (readonly [question: string, entryId: string])[];
  decline: readonly string[];
}

/**
 * The first bank's two halves, the second bank, the former held-out set (fresh-test.ts, a
 * measure until the third bank was written), the third bank's two halves (its test half measured
 * until the fourth was written), the fourth bank's two halves (its test half measured until the
 * fifth was written), the fifth bank's two halves (its test half measured until the sixth was
 * written), the sixth bank's two halves (its test half measured until the seventh was written)
 * and the seventh bank's tuning half.
 */
export const folds: readonly Bank[] = [
  tuningHalf,
  testHalf,
  secondBank,
  freshTest,
  thirdTuningHalf,
  thirdTestHalf,
  fourthTuningHalf,
  fourthTestHalf,
  fifthTuningHalf,
  fifthTestHalf,
  sixthTuningHalf,
  sixthTestHalf,
  seventhTuningHalf,
];

export const trainingBank: Bank = {
  onTopic: folds.flatMap((fold) => fold.onTopic),
  decline: folds.flatMap((fold) => fold.decline),
};
