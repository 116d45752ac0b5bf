import { describe, expect, it } from 'vitest';
import { pad2, remainingUntil } from './countdown';

const TARGET = Date.parse('2040-05-16T00:00:00Z');

describe('remainingUntil', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(remainingUntil(TARGET, Date.parse('2040-05-14T21:58:57Z'))).toEqual({
      days: 1,
      hours: 2,
      minutes: 1,
      seconds: 3,
    });
    expect(remainingUntil(TARGET, Date.parse('2026-11-21T00:00:00Z'))?.days).toBe(4925);
  });

  it('rounds partial seconds down', () => {
    expect(remainingUntil(TARGET, TARGET - 1500)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
    });
  });

  it('returns null from the target on', () => {
    expect(remainingUntil(TARGET, TARGET - 999)).toBeNull();
    expect(remainingUntil(TARGET, TARGET)).toBeNull();
    expect(remainingUntil(TARGET, TARGET + 86_400_000)).toBeNull();
  });

  it('pads two-digit units', () => {
    expect(pad2(3)).toBe('03');
    expect(pad2(59)).toBe('59');
  });
});
