import { describe, expect, it } from 'vitest';
import * as fourthSource from '../src/widgets/assistant/bank/fourth-bank-source';
import * as fourthTest from '../src/widgets/assistant/bank/fourth-test-half';
import * as fourthTuning from '../src/widgets/assistant/bank/fourth-tuning-half';
import * as thirdSource from '../src/widgets/assistant/bank/third-bank-source';
import * as thirdTest from '../src/widgets/assistant/bank/third-test-half';
import * as thirdTuning from '../src/widgets/assistant/bank/third-tuning-half';
import { split } from './split-bank';

const banks = [
  { name: 'third', seed: 20261124, source: thirdSource, tuning: thirdTuning, test: thirdTest },
  { name: 'fourth', seed: 20261125, source: fourthSource, tuning: fourthTuning, test: fourthTest },
];

describe.each(banks)('the $name bank', ({ seed, source, tuning, test }) => {
  it('is split into its committed halves by the seed its header names', () => {
    const halves = split(source, seed);
    expect(halves.tuning.onTopic).toEqual(tuning.onTopic);
    expect(halves.tuning.decline).toEqual(tuning.decline);
    expect(halves.test.onTopic).toEqual(test.onTopic);
    expect(halves.test.decline).toEqual(test.decline);
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
