/** What a static host and a systemd host get from the build and docs/ (npm test builds first). */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { notFound } from '../src/content/not-found';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const scripts = (html: string) =>
  [...html.matchAll(/<script(?: data-theme-boot)?>([\s\S]*?)<\/script>/g)].map((m) => m[1]);

describe('404.html', () => {
  const page = readFileSync(join(dist, '404.html'), 'utf8');

  it('says so in the content module’s words, links home and is kept out of search results', () => {
    for (const words of [notFound.heading, notFound.home]) expect(page).toContain(words);
    expect(page).toContain('href="/"');
    expect(page).toContain('<meta name="robots" content="noindex" />');
  });

  it('uses the built stylesheet, and only the page’s own theme and font scripts (the same CSP hashes)', () => {
    const css = /<link rel="stylesheet" href="\/([^"]+)"/.exec(page)?.[1];
    expect(css && existsSync(join(dist, css))).toBe(true);
    const own = scripts(readFileSync(join(dist, 'index.html'), 'utf8'));
    expect(scripts(page)).toHaveLength(2);
    for (const script of scripts(page)) expect(own).toContain(script);
  });
});

describe('the systemd unit', () => {
  it('starts node on the server entry directly, so SIGTERM reaches it', () => {
    const unit = readFileSync(join(root, 'docs', 'giza-hub.service'), 'utf8');
    const exec = /^ExecStart=(.+)$/m.exec(unit)?.[1] ?? '';
    expect(exec).toMatch(/^\/usr\/bin\/node --import tsx (\S+)$/);
    expect(existsSync(join(root, exec.split(' ').at(-1) ?? ''))).toBe(true);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
  });
});
