import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { artDir, drawings } from './index';
import { LABEL } from './svg';
import { textWidth } from './wrap';

/** The drawing's width in its own units, from its viewBox. */
const widthOf = (svg: string) => Number(/viewBox="0 0 ([\d.]+) /.exec(svg)?.[1]);

describe('artwork', () => {
  it.each(Object.keys(drawings))('%s.svg matches its generator (run `npm run art`)', (name) => {
    expect(readFileSync(`${artDir}${name}.svg`, 'utf8')).toBe(drawings[name]?.());
  });

  // Labels are read on phones: none smaller than LABEL in a 400-wide drawing, in proportion in
  // wider ones.
  it.each(Object.keys(drawings))('%s.svg labels no smaller than the phone minimum', (name) => {
    const svg = drawings[name]?.() ?? '';
    const width = widthOf(svg);
    expect(width).toBeGreaterThan(0);
    for (const [, size] of svg.matchAll(/<text\b[^>]*\bfont-size="([\d.]+)"/g))
      // Multiplied out, so a size exactly at the minimum is not lost to rounding.
      expect(Number(size) * 400, `${name}: font-size ${size}`).toBeGreaterThanOrEqual(
        LABEL * width,
      );
  });

  // The widths are estimates that lean wide (wrap.ts): a label inside by them is inside in
  // Georgia or DejaVu Serif too.
  it.each(Object.keys(drawings))('%s.svg keeps every label inside the drawing', (name) => {
    const svg = drawings[name]?.() ?? '';
    const width = widthOf(svg);
    const labels =
      /<text x="([\d.-]+)" y="[\d.-]+" font-size="([\d.]+)"[^>]*text-anchor="(\w+)"[^>]*>([^<]*)</g;
    for (const [, x, size, anchor, body] of svg.matchAll(labels)) {
      const w = textWidth(body ?? '', Number(size));
      const left = Number(x) - (anchor === 'end' ? w : anchor === 'middle' ? w / 2 : 0);
      expect(left, `${name}: ${body}`).toBeGreaterThanOrEqual(0);
      expect(left + w, `${name}: ${body}`).toBeLessThanOrEqual(width);
    }
  });
});
