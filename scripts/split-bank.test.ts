import { describe, expect, it } from 'vitest';
import * as source from '../src/widgets/assistant/bank/third-bank-source';
import * as test from '../src/widgets/assistant/bank/third-test-half';
import * as tuning from '../src/widgets/assistant/bank/third-tuning-half';
import { split } from './split-bank';

describe('the third bank', () => {
  it('is split into its committed halves by the seed its header names', () => {
    const halves = split(source, 20261124);
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
