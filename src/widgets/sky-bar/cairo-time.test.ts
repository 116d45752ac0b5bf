import { describe, expect, it } from 'vitest';
import { formatCairoTime } from './cairo-time';

const cairo = (iso: string) => formatCairoTime(Date.parse(iso));

describe('formatCairoTime', () => {
  it('formats 12-hour time with seconds', () => {
    expect(cairo('2026-01-15T12:00:00Z')).toBe('2:00:00 PM');
    expect(cairo('2026-01-15T22:04:05Z')).toBe('12:04:05 AM');
  });

  it('springs forward at midnight on the last Friday of April 2026', () => {
    expect(cairo('2026-04-23T21:59:59Z')).toBe('11:59:59 PM');
    expect(cairo('2026-04-23T22:00:00Z')).toBe('1:00:00 AM');
    expect(cairo('2026-07-15T12:00:00Z')).toBe('3:00:00 PM');
  });

  it('falls back at midnight on the last Thursday of October 2026', () => {
    expect(cairo('2026-10-29T20:59:59Z')).toBe('11:59:59 PM');
    expect(cairo('2026-10-29T21:00:00Z')).toBe('11:00:00 PM');
    expect(cairo('2026-11-21T12:00:00Z')).toBe('2:00:00 PM');
  });
});
