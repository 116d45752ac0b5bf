import { describe, expect, it } from 'vitest';
import { litPath, moonPhaseAt } from './moon-phase';

const REF = Date.parse('2000-01-06T18:14:00Z');
const LUNATION = 29.53058867 * 86_400_000;
const at = (fraction: number, cycles = 0) => REF + (cycles + fraction) * LUNATION;

describe('moonPhaseAt', () => {
  it('is New at the reference new moon and one lunation later', () => {
    expect(moonPhaseAt(REF)).toMatchObject({ name: 'New', fraction: 0, illumination: 0 });
    expect(moonPhaseAt(at(0, 1) + 1000).name).toBe('New');
  });

  it('names the phase at known dates of the mean model', () => {
    // 2000-01-21: the full moon after the reference (the real one fell at 04:40 UTC).
    expect(moonPhaseAt(Date.parse('2000-01-21T12:00:00Z')).name).toBe('Full');
    // 2000-01-14: first quarter, about 7.4 days after the reference.
    expect(moonPhaseAt(Date.parse('2000-01-14T02:00:00Z')).name).toBe('First Quarter');
    // Dates before the reference wrap into the previous lunation.
    expect(moonPhaseAt(Date.parse('1999-12-30T00:00:00Z')).name).toBe('Last Quarter');
  });

  const names = [
    'New',
    'Waxing Crescent',
    'First Quarter',
    'Waxing Gibbous',
    'Full',
    'Waning Gibbous',
    'Last Quarter',
    'Waning Crescent',
  ];

  it.each(names.map((name, i) => [name, i] as const))(
    '%s owns the 1/8 lunation centred on its moment',
    (name, i) => {
      const centre = i / 8;
      const next = names[(i + 1) % 8];
      const edge = 1 / 16;
      const tiny = 1e-6;
      expect(moonPhaseAt(at(centre, 5)).name).toBe(name);
      expect(moonPhaseAt(at(centre - edge + tiny, 5)).name).toBe(name);
      expect(moonPhaseAt(at(centre + edge - tiny, 5)).name).toBe(name);
      expect(moonPhaseAt(at(centre + edge + tiny, 5)).name).toBe(next);
    },
  );

  it('gives the illuminated share of the disc', () => {
    expect(moonPhaseAt(at(0.25, 3)).illumination).toBeCloseTo(0.5, 6);
    expect(moonPhaseAt(at(0.5, 3)).illumination).toBeCloseTo(1, 6);
    expect(moonPhaseAt(at(0.75, 3)).illumination).toBeCloseTo(0.5, 6);
  });
});

describe('litPath', () => {
  it('lights the right half at first quarter and the left half at last quarter', () => {
    expect(litPath(0.25)).toMatch(/^M0 -1 A1 1 0 0 1 0 1 A0\.0000 1/);
    expect(litPath(0.75)).toMatch(/^M0 -1 A1 1 0 0 0 0 1 A0\.0000 1/);
  });
  it('bulges the terminator the right way for crescent and gibbous', () => {
    expect(litPath(0.1)).toMatch(/A1 1 0 0 1 0 1 A[\d.]+ 1 0 0 0 0 -1Z/);
    expect(litPath(0.4)).toMatch(/A1 1 0 0 1 0 1 A[\d.]+ 1 0 0 1 0 -1Z/);
  });
});
