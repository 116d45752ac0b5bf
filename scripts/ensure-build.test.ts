import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildReason } from './ensure-build.mjs';

let root = '';
const file = (path: string, secondsAgo: number) => {
  const full = join(root, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, 'x');
  const at = Date.now() / 1000 - secondsAgo;
  utimesSync(full, at, at);
};

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start builds when the page is missing or stale', () => {
  it('builds a fresh clone', () => {
    root = mkdtempSync(join(tmpdir(), 'ensure-build-'));
    file('src/content/site.ts', 100);
    expect(buildReason(root)).toBe('no build in dist/ yet');
  });

  it('rebuilds after a content edit, naming the file', () => {
    root = mkdtempSync(join(tmpdir(), 'ensure-build-'));
    file('dist/index.html', 50);
    file('src/content/site.ts', 10);
    expect(buildReason(root)).toBe('src/content/site.ts changed since the last build');
  });

  it('rebuilds after an edit of any script the build runs or imports', () => {
    root = mkdtempSync(join(tmpdir(), 'ensure-build-'));
    file('dist/index.html', 50);
    file('scripts/static-headers.ts', 10);
    expect(buildReason(root)).toBe('scripts/static-headers.ts changed since the last build');
  });

  it('serves an up-to-date build as it is, whatever the font subset (a build product) says', () => {
    root = mkdtempSync(join(tmpdir(), 'ensure-build-'));
    file('src/content/site.ts', 100);
    file('dist/index.html', 50);
    file('src/fonts/cinzel-subset.woff2', 10);
    expect(buildReason(root)).toBeNull();
  });
});
