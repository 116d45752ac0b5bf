import { describe, expect, it } from 'vitest';
import { learnRerank, type RerankExample } from './learn-rerank';
import { packRerank, readRerank, RERANK_STEP, rerankVocabulary } from './rerank';

const vocabulary = Array.from({ length: 300 }, (_, i) => `t${i}`);

describe('the reranker', () => {
  it('reads back what it packs, features far apart in the vocabulary included', () => {
    const packed = packRerank(
      [
        [250, 1, -3],
        [0, 2, 4],
        [0, 0, 1],
        [61, 5, 30],
        [123, 3, -31],
        [185, 42, 2],
      ],
      vocabulary.length,
    );
    const rerank = readRerank(packed)(vocabulary);
    expect([...rerank(['t0'])].sort()).toEqual([
      [0, RERANK_STEP],
      [2, 4 * RERANK_STEP],
    ]);
    expect([...rerank(['t61'])]).toEqual([[5, 30 * RERANK_STEP]]);
    expect([...rerank(['t123'])]).toEqual([[3, -31 * RERANK_STEP]]);
    expect([...rerank(['t185'])]).toEqual([[42, 2 * RERANK_STEP]]);
    expect([...rerank(['t250', 't250'])]).toEqual([[1, -3 * RERANK_STEP]]);
    expect([...rerank(['t0', 't61'])].sort()).toEqual([
      [0, RERANK_STEP],
      [2, 4 * RERANK_STEP],
      [5, 30 * RERANK_STEP],
    ]);
    expect(rerank(['t1', 'unknown']).size).toBe(0);
    expect(readRerank(packRerank([], 300))(vocabulary)(['t0']).size).toBe(0);
  });

  it('refuses a model read with another vocabulary, or an entry it cannot write', () => {
    const packed = packRerank([[3, 1, 2]], vocabulary.length);
    expect(() => readRerank(packed)(vocabulary.slice(1))).toThrow(/300 features, not 299/);
    expect(() => packRerank([[3, 62, 2]], 300)).toThrow(/62 entries at most/);
  });

  it('names markers and kinds before terms, in a fixed order', () => {
    expect(rerankVocabulary(['b', 'a'], ['when', 'who'])).toEqual([
      '!elsewhere',
      '!number',
      '!plain',
      '!rare',
      '#when',
      '#who',
      'a',
      'b',
    ]);
  });

  it('learns the word that tells two neighbouring entries apart, and only what matters', () => {
    // Entries 0 and 1 tie in the ranking; "above" means entry 1, "inside" entry 0.
    const example = (words: string, answer: number): RerankExample => ({
      features: new Set(words.split(' ')),
      ranked: [
        { index: 0, score: 2 },
        { index: 1, score: 2 },
      ],
      answer,
    });
    const examples = [
      ...Array.from({ length: 6 }, () => example('chamber above', 1)),
      ...Array.from({ length: 6 }, () => example('chamber inside', 0)),
      example('chamber rare', 0),
    ];
    const words = ['above', 'chamber', 'inside', 'rare'];
    const packed = learnRerank(examples, 2, words);
    const rerank = readRerank(packed)(words);
    const lean = (question: string) => {
      const adjust = rerank(question.split(' '));
      return (adjust.get(1) ?? 0) - (adjust.get(0) ?? 0);
    };
    expect(lean('above')).toBeGreaterThan(0);
    expect(lean('inside')).toBeLessThan(0);
    // Seen once: too little to ship a weight for.
    expect(lean('rare')).toBe(0);
    expect(learnRerank(examples, 2, words)).toBe(packed);
  });
});
