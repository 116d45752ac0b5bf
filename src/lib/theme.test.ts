import { describe, expect, it } from 'vitest';
import { parseThemePreference } from './theme';

describe('theme rules', () => {
  it('keeps the three valid values', () => {
    expect(parseThemePreference('dark')).toBe('dark');
    expect(parseThemePreference('light')).toBe('light');
    expect(parseThemePreference('system')).toBe('system');
  });
  it('falls back to system for anything else', () => {
    for (const value of [null, undefined, '', 'DARK', 'blue', '{"x":1}', 42]) {
      expect(parseThemePreference(value)).toBe('system');
    }
  });
});
