import { describe, expect, it } from 'vitest';
import * as eighthSource from '../src/widgets/assistant/bank/eighth-bank-source';
import * as eighthTest from '../src/widgets/assistant/bank/eighth-test-half';
import * as eighthTuning from '../src/widgets/assistant/bank/eighth-tuning-half';
import * as eleventhSource from '../src/widgets/assistant/bank/eleventh-bank-source';
import * as eleventhTest from '../src/widgets/assistant/bank/eleventh-test-half';
import * as eleventhTuning from '../src/widgets/assistant/bank/eleventh-tuning-half';
import * as fifthSource from '../src/widgets/assistant/bank/fifth-bank-source';
import * as fifthTest from '../src/widgets/assistant/bank/fifth-test-half';
import * as fifthTuning from '../src/widgets/assistant/bank/fifth-tuning-half';
import * as fourthSource from '../src/widgets/assistant/bank/fourth-bank-source';
import * as fourthTest from '../src/widgets/assistant/bank/fourth-test-half';
import * as fourthTuning from '../src/widgets/assistant/bank/fourth-tuning-half';
import * as ninthSource from '../src/widgets/assistant/bank/ninth-bank-source';
import * as ninthTest from '../src/widgets/assistant/bank/ninth-test-half';
import * as ninthTuning from '../src/widgets/assistant/bank/ninth-tuning-half';
import * as seventhSource from '../src/widgets/assistant/bank/seventh-bank-source';
import * as seventhTest from '../src/widgets/assistant/bank/seventh-test-half';
import * as seventhTuning from '../src/widgets/assistant/bank/seventh-tuning-half';
import * as sixthSource from '../src/widgets/assistant/bank/sixth-bank-source';
import * as sixthTest from '../src/widgets/assistant/bank/sixth-test-half';
import * as sixthTuning from '../src/widgets/assistant/bank/sixth-tuning-half';
import * as tenthSource from '../src/widgets/assistant/bank/tenth-bank-source';
import * as tenthTest from '../src/widgets/assistant/bank/tenth-test-half';
import * as tenthTuning from '../src/widgets/assistant/bank/tenth-tuning-half';
import * as thirdSource from '../src/widgets/assistant/bank/third-bank-source';
import * as thirdTest from '../src/widgets/assistant/bank/third-test-half';
import * as thirdTuning from '../src/widgets/assistant/bank/third-tuning-half';
import * as twelfthSource from '../src/widgets/assistant/bank/twelfth-bank-source';
import * as twelfthTest from '../src/widgets/assistant/bank/twelfth-test-half';
import * as twelfthTuning from '../src/widgets/assistant/bank/twelfth-tuning-half';
import { split } from './split-bank';

// `removed`: questions found in a bank after the split, listed in the source, left the test half.
const banks = [
  {
    name: 'third',
    seed: 20261124,
    source: thirdSource,
    tuning: thirdTuning,
    test: thirdTest,
    removed: new Set<string>(),
  },
  {
    name: 'fourth',
    seed: 20261125,
    source: fourthSource,
    tuning: fourthTuning,
    test: fourthTest,
    removed: new Set(fourthSource.inBankAlready),
  },
  {
    name: 'fifth',
    seed: 20261126,
    source: fifthSource,
    tuning: fifthTuning,
    test: fifthTest,
    removed: new Set<string>(),
  },
  {
    name: 'sixth',
    seed: 20261127,
    source: sixthSource,
    tuning: sixthTuning,
    test: sixthTest,
    removed: new Set<string>(),
  },
  {
    name: 'seventh',
    seed: 20261128,
    source: seventhSource,
    tuning: seventhTuning,
    test: seventhTest,
    removed: new Set<string>(),
  },
  {
    name: 'eighth',
    seed: 20261129,
    source: eighthSource,
    tuning: eighthTuning,
    test: eighthTest,
    removed: new Set<string>(),
  },
  {
    name: 'ninth',
    seed: 20261130,
    source: ninthSource,
    tuning: ninthTuning,
    test: ninthTest,
    removed: new Set<string>(),
  },
  {
    name: 'tenth',
    seed: 20261201,
    source: tenthSource,
    tuning: tenthTuning,
    test: tenthTest,
    removed: new Set<string>(),
  },
  {
    name: 'eleventh',
    seed: 20261202,
    source: eleventhSource,
    tuning: eleventhTuning,
    test: eleventhTest,
    removed: new Set<string>(),
  },
  {
    name: 'twelfth',
    seed: 20261203,
    source: twelfthSource,
    tuning: twelfthTuning,
    test: twelfthTest,
    removed: new Set<string>(),
  },
];

describe.each(banks)('the $name bank', ({ seed, source, tuning, test, removed }) => {
  it('is split into its committed halves by the seed its header names', () => {
    const halves = split(source, seed);
    expect(removed.size).toBeLessThanOrEqual(2);
    expect(halves.tuning.onTopic).toEqual(tuning.onTopic);
    expect(halves.tuning.decline).toEqual(tuning.decline);
    expect(halves.test.onTopic.filter(([q]) => !removed.has(q))).toEqual(test.onTopic);
    expect(halves.test.decline.filter((q) => !removed.has(q))).toEqual(test.decline);
  });

  it('deals every entry to both halves when it has two phrasings or more', () => {
    const ids = new Set(source.onTopic.map(([, id]) => id));
    for (const id of ids) {
      const inTest = test.onTopic.some(([, entry]) => entry === id);
      const inTuning = tuning.onTopic.some(([, entry]) => entry === id);
      expect([id, inTest && inTuning]).toEqual([id, true]);
    }
  });
});
