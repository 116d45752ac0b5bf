import { describe, expect, it } from 'vitest';
import { formatWindow } from './rate-limit-message';

describe('formatWindow', () => {
  it('names a window in the largest whole unit, or in seconds to a tenth', () => {
    expect(formatWindow(60_000)).toBe('1 minute');
    expect(formatWindow(120_000)).toBe('2 minutes');
    expect(formatWindow(3_600_000)).toBe('1 hour');
    expect(formatWindow(86_400_000)).toBe('24 hours');
    expect(formatWindow(1000)).toBe('1 second');
    expect(formatWindow(1500)).toBe('1.5 seconds');
    expect(formatWindow(90_000)).toBe('90 seconds');
  });

  it('says only "window" when the route gives none it can read', () => {
    expect(formatWindow(undefined)).toBe('window');
    expect(formatWindow(0)).toBe('window');
  });
});
