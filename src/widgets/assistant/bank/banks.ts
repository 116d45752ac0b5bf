/**
 * The question banks Pharaoh learns from, as folds for cross-validation (bank/README.md).
 * Never bank/tenth-test-half.ts: that one measures. Not yet either the ninth test half (a
 * measure until the tenth bank was written, seen twice), the tenth tuning half or the eleventh
 * bank (measured once): learning from them needs the size budget tuned again (bank/README.md,
 * steps 13 and 14).
 */
import * as eighthTestHalf from './eighth-test-half';
import * as eighthTuningHalf from './eighth-tuning-half';
import * as fifthTestHalf from './fifth-test-half';
import * as fifthTuningHalf from './fifth-tuning-half';
import * as fourthTestHalf from './fourth-test-half';
import * as fourthTuningHalf from './fourth-tuning-half';
import * as freshTest from './fresh-test';
import * as ninthTuningHalf from './ninth-tuning-half';
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
 * The banks Pharaoh learns from, each as the folds its author or authors wrote: the first bank's
 * two halves, the second bank, the former held-out set (fresh-test.ts, a measure until the third
 * bank was written), then the third to eighth banks' two halves (each test half measured until
 * the next bank was written) and the ninth bank's tuning half.
 */
export const byAuthors: readonly (readonly Bank[])[] = [
  [tuningHalf, testHalf],
  [secondBank],
  [freshTest],
  [thirdTuningHalf, thirdTestHalf],
  [fourthTuningHalf, fourthTestHalf],
  [fifthTuningHalf, fifthTestHalf],
  [sixthTuningHalf, sixthTestHalf],
  [seventhTuningHalf, seventhTestHalf],
  [eighthTuningHalf, eighthTestHalf],
  [ninthTuningHalf],
];

/** The folds for cross-validation: every half and bank above. */
export const folds: readonly Bank[] = byAuthors.flat();

export const trainingBank: Bank = {
  onTopic: folds.flatMap((fold) => fold.onTopic),
  decline: folds.flatMap((fold) => fold.decline),
};
