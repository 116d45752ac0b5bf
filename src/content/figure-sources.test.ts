import { describe, expect, it } from 'vitest';
import { gallery, showcase, site } from '.';
import { collectFigures, heldAs, quantities } from './figure-check';
import { sourcesOf } from './figure-sources';
import * as figures from './figures';
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

describe('each citation line covers what its block states', () => {
  const blocks: [string, string, Citation][] = [
    ['intro', site.intro, site.figureSources],
    ...showcase.map((item, i): [string, string, Citation] => [
      `illustration ${i + 1}`,
      `${item.caption} ${item.picture.alt}`,
      item.figureSources,
    ]),
    [
      'gallery',
      gallery.images.map((image) => `${image.description} ${image.alt}`).join(' '),
      gallery.figureSources,
    ],
  ];
  const held = collectFigures(figures);
  it.each(blocks)('the %s cites the works of every figure it states', (_, text, citation) => {
    const uncited = quantities(text)
      .filter((q) => {
        const figures = heldAs(q, held);
        // A computed figure has no works of its own; the block lists those it is computed from.
        const cited = (f: Figure) =>
          f.source === 'derived' || f.source.every((s) => citation.sources.includes(s));
        return figures.length > 0 && !figures.some(cited);
      })
      .map((q) => q.text);
    expect(uncited).toEqual([]);
  });
});
