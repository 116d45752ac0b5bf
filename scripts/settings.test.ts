/** One place for settings: .env.example and the README's tables name the same variables. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const example = readFileSync(join(root, '.env.example'), 'utf8');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

const inExample = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
const configuration = readme.slice(readme.indexOf('## Configuration'));
const tables = configuration.slice(0, configuration.indexOf('\n## ', 3));
const inReadme = new Set(
  [...tables.matchAll(/^\|([^|]+)\|/gm)].flatMap((m) =>
    [...(m[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((v) => v[1]),
  ),
);

describe('settings', () => {
  it('lists every README setting in .env.example, and no other', () => {
    expect(inReadme.size).toBeGreaterThan(10);
    expect([...inReadme].filter((name) => !inExample.has(name))).toEqual([]);
    expect([...inExample].filter((name) => !inReadme.has(name))).toEqual([]);
  });

  it('comments every setting in .env.example', () => {
    const lines = example.split('\n');
    lines.forEach((line, i) => {
      if (!/^[A-Z]/.test(line)) return;
      const above = lines
        .slice(0, i)
        .reverse()
        .find((l) => !/^[A-Z]/.test(l));
      expect(above?.startsWith('#'), line).toBe(true);
    });
  });
});
