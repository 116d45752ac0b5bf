import { describe, expect, it } from 'vitest';
import { synonyms } from '../../content/vocabulary';
import { kinds, terms } from './terms';

describe('kinds', () => {
  it('reads the kind of answer a plainly worded question asks for', () => {
    const asked: [string, string][] = [
      ['how long did it take to build', 'duration'],
      ['how fast was it built', 'duration'],
      ['how quickly did they build the pyramid', 'duration'],
      ['when was it built', 'date'],
      ['who designed it', 'person'],
      ['how many blocks are there', 'number'],
      ['how tall is it', 'measure'],
    ];
    for (const [question, kind] of asked) expect([...kinds(question)], question).toContain(kind);
  });

  it('does not read a speed that is not the building time as a duration', () => {
    for (const question of [
      'how fast does the moon move',
      'how fast did the workers move the blocks',
      'how quickly did the builders cut granite',
      'how fast did robbers take the casing',
    ])
      expect([...kinds(question)], question).not.toContain('duration');
  });
});

describe('terms', () => {
  it("reads every word and phrase of a thesaurus group as that group's one concept, in a sentence too", () => {
    for (const group of synonyms) {
      const concept = terms(group[0] ?? '');
      expect(concept, group[0]).toHaveLength(1);
      for (const variant of group)
        expect(terms(`is the ${variant} real`), variant).toEqual(concept);
    }
  });
});
