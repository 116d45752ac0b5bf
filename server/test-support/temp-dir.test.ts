import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeTempDirs, tempDir } from './temp-dir';

describe('temporary folders', () => {
  it('are removed with their contents once done with, and only those made here', () => {
    const first = tempDir('giza-temp-test-');
    const second = tempDir('giza-temp-test-');
    writeFileSync(join(first, 'data'), 'x');
    expect(first).not.toBe(second);
    removeTempDirs();
    expect([existsSync(first), existsSync(second)]).toEqual([false, false]);
    const later = tempDir('giza-temp-test-');
    expect(existsSync(later)).toBe(true);
    removeTempDirs();
    expect(existsSync(later)).toBe(false);
  });
});
