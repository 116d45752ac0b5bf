/**
 * The question banks Pharaoh learns from, as folds for cross-validation (bank/README.md).
 * Never bank/twelfth-test-half.ts, the twenty-first to twenty-third banks' test halves, or the
 * held-out banks and outside sets (bank/*-held-out.ts): those measure.
 */
import * as eighteenthBank from './eighteenth-bank';
import * as eighthTestHalf from './eighth-test-half';
import * as eighthTuningHalf from './eighth-tuning-half';
import * as eleventhTestHalf from './eleventh-test-half';
import * as eleventhTuningHalf from './eleventh-tuning-half';
import * as fifthTestHalf from './fifth-test-half';
import * as fifthTuningHalf from './fifth-tuning-half';
import * as fourthTestHalf from './fourth-test-half';
import * as fourthTuningHalf from './fourth-tuning-half';
import * as freshTest from './fresh-test';
import * as nineteenthBank from './nineteenth-bank';
import * as ninthTestHalf from './ninth-test-half';
import * as ninthTuningHalf from './ninth-tuning-half';
import * as secondBank from './second-bank';
import * as seventeenthBank from './seventeenth-bank';
import * as seventhTestHalf from './seventh-test-half';
import * as seventhTuningHalf from './seventh-tuning-half';
import * as sixteenthBank from './sixteenth-bank';
import * as sixthTestHalf from './sixth-test-half';
import * as sixthTuningHalf from './sixth-tuning-half';
import * as tenthTestHalf from './tenth-test-half';
import * as tenthTuningHalf from './tenth-tuning-half';
import * as testHalf from './test-half';
import * as thirdTestHalf from './third-test-half';
import * as thirdTuningHalf from './third-tuning-half';
import * as tuningHalf from './tuning-half';
import * as twentiethBank from './twentieth-bank';
import * as twelfthTuningHalf from './twelfth-tuning-half';
import * as twentyFirstTuningHalf from './twenty-first-tuning-half';
import * as twentySecondTuningHalf from './twenty-second-tuning-half';
import * as twentyThirdTuningHalf from './twenty-third-tuning-half';

export interface Bank {
  onTopic: readonly (readonly [question: string, entryId: string])[];
  decline: readonly string[];
}

/**
 * The banks Pharaoh learns from, each as the folds its author or authors wrote: the first bank's
 * two halves, the second bank, the former held-out set (fresh-test.ts, a measure until the third
 * bank was written), then the third to eleventh banks' two halves (each test half measured until
 * a later bank was written), the twelfth bank's tuning half, the sixteenth to twentieth
 * banks (outside questions: the seventeenth's mostly hard ones to decline, the eighteenth's
 * short ones, the nineteenth's plain short ones and hard ones to decline), and the twenty-first
 * to twenty-third banks' tuning halves (search and answer-engine questions; chat-box and voice
 * questions; students', tourists' and sceptics' questions).
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
  [ninthTuningHalf, ninthTestHalf],
  [tenthTuningHalf, tenthTestHalf],
  [eleventhTuningHalf, eleventhTestHalf],
  [twelfthTuningHalf],
  [sixteenthBank],
  [seventeenthBank],
  [eighteenthBank],
  [nineteenthBank],
  [twentiethBank],
  [twentyFirstTuningHalf],
  [twentySecondTuningHalf],
  [twentyThirdTuningHalf],
];

/** The folds for cross-validation: every half and bank above. */
export const folds: readonly Bank[] = byAuthors.flat();

/** Several banks as one, to learn from. */
export const mergeBanks = (banks: readonly Bank[]): Bank => ({
  onTopic: banks.flatMap((bank) => bank.onTopic),
  decline: banks.flatMap((bank) => bank.decline),
});

export const trainingBank: Bank = mergeBanks(folds);
