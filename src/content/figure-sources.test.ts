import { describe, expect, it } from 'vitest';
import { gallery, showcase, site } from '.';
import { sourcesOf } from './figure-sources';
import { figure, type Figure } from './figures';
import type { Citation, Source } from './types';

const work = (author: string): Source => ({
  author,
  work: 'W',
  year: 2000,
  url: 'https://x.test/',
});

describe('sourcesOf', () => {
  it('names each work once, in order, and a computed figure adds none', () => {
    const [a, b] = [work('A'), work('B')];
    const computed: Figure = { ...figure(2, 'm', []), source: 'derived' };
    expect(sourcesOf(figure(1, 'm', [b, a]), computed, figure(3, 'm', a), a)).toEqual([b, a]);
    expect(sourcesOf(computed)).toEqual([]);
  });
});

describe('the lines that cite the figures of the intro, the illustrations and the gallery', () => {
  it.each<[string, Citation]>([
    ['intro', site.figureSources],
    ...showcase.map((item, i): [string, Citation] => [`illustration ${i + 1}`, item.figureSources]),
    ['gallery', gallery.figureSources],
  ])('the %s names at least one work, each with a label and an https link', (_, citation) => {
    expect(citation.label.trim()).not.toBe('');
    expect(citation.sources.length).toBeGreaterThan(0);
    for (const source of citation.sources) {
      expect(source.author.trim(), source.url).not.toBe('');
      expect(new URL(source.url).protocol).toBe('https:');
    }
  });
});
