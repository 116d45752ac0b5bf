import { describe, expect, it } from 'vitest';
import { storage } from './storage';

describe('storage without a browser', () => {
  it('keeps values in memory when localStorage is missing', () => {
    expect(storage.get('theme')).toBeNull();
    storage.set('theme', 'dark');
    expect(storage.get('theme')).toBe('dark');
  });
});
