/**
 * The question banks Pharaoh learns from, as folds for cross-validation (bank/README.md).
 * Never bank/ninth-test-half.ts: that one measures. Not yet either the eighth test half (a
 * measure until the ninth bank was written, seen twice) or the ninth tuning half: learning from
 * them needs the size budget tuned again (bank/README.md, step 12).
 */
import * as eighthTuningHalf from './eighth-tuning-half';
import * as fifthTestHalf from './fifth-test-half';
import * as fifthTuningHalf from './fifth-tuning-half';
import * as fourthTestHalf from './fourth-test-half';
import * as fourthTuningHalf from './fourth-tuning-half';
import * as freshTest from './fresh-test';
import * as secondBank from './second-bank';
import * as seventhTestHalf from './seventh-test-half';
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
 * written), the sixth bank's two halves (its test half measured until the seventh was written),
 * the seventh bank's two halves (its test half measured until the eighth was written) and the
 * eighth bank's tuning half.
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
  seventhTestHalf,
  eighthTuningHalf,
];

export const trainingBank: Bank = {
  onTopic: folds.flatMap((fold) => fold.onTopic),
  decline: folds.flatMap((fold) => fold.decline),
};
