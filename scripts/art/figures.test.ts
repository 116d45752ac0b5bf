import { describe, expect, it } from 'vitest';
import { collectFigures, mismatches } from '../../src/content/figure-check';
import * as content from '../../src/content/figures';
import { drawings } from './index';

/** The words a drawing prints: the contents of its text elements. */
const words = (svg: string) =>
  [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '').join(' · ');

describe('the figures the drawings print', () => {
  it.each(Object.keys(drawings))('%s writes them as src/content/figures.ts holds them', (name) => {
    const svg = drawings[name]?.() ?? '';
    expect(mismatches(name, words(svg), collectFigures(content))).toEqual([]);
  });

  it('draws Mintaka where the Orion caption says it lands', () => {
    const { lands, margin, stars } = content.orionFit;
    const menkaure = content.plateau[2];
    const mintaka = stars[2];
    expect(mintaka).toBeDefined();
    const half = menkaure.side.value / 2;
    const reach = Math.max(
      Math.abs((mintaka?.x ?? Infinity) - menkaure.east),
      Math.abs((mintaka?.y ?? Infinity) - menkaure.north),
    );
    expect(half - reach).toBeCloseTo(margin, 6);
    if (lands === 'inside') expect(reach).toBeLessThan(half);
    if (lands === 'outside') expect(reach).toBeGreaterThan(half);
    if (lands === 'at the edge of') expect(Math.abs(half - reach)).toBeLessThanOrEqual(3);
    // The caption may wrap: its lines read on from one to the next.
    const caption = words(drawings['orion-belt']?.() ?? '').replaceAll(' · ', ' ');
    expect(caption).toContain(`lands ${lands} Menkaure`);
  });
});
