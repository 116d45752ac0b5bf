import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { commonWordsData } from './common-words-data';
import { packWordSet, unpackWordSet } from './word-set';

describe('a packed word set', () => {
  const words = Array.from({ length: 3000 }, (_, i) => `word${i.toString(36)}`);

  it('holds every word packed into it', () => {
    const set = unpackWordSet(packWordSet(words, 6));
    expect(words.filter((w) => !set.has(w))).toEqual([]);
  });

  it('takes other words for members about once in 2^bits', () => {
    const set = unpackWordSet(packWordSet(words, 6));
    const strangers = Array.from({ length: 20000 }, (_, i) => `other${i}`);
    const wrong = strangers.filter((w) => set.has(w)).length / strangers.length;
    expect(wrong).toBeLessThan(2 / 64);
  });
});

describe('the common-word set', () => {
  const common = unpackWordSet(commonWordsData);

  it('is what the generator writes from the word list today', () => {
    const out = execFileSync('npx', ['tsx', 'scripts/common-words.ts', '--check'], {
      encoding: 'utf8',
    });
    expect(out).toContain('up to date');
  }, 30_000);

  it('knows everyday words and not names', () => {
    for (const word of ['actual', 'suppos', 'number', 'without', 'special', 'protect', 'up', 'go'])
      expect(common.has(word), word).toBe(true);
    for (const word of ['louvr', 'minecraft', 'tutankhamun', 'djoser', 'paris', 'mexico'])
      expect(common.has(word), word).toBe(false);
  });
});
