import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distDir, startApp, type Running } from '../server/test-support/harness';
import { VOICE_WIDGET_SCRIPT } from '../server/security';
import { staticHostHeaders } from './static-headers';

/** `_headers` read back: path → header name (lower case) → value. */
function parseHeaders(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || !line.trim()) continue;
    if (!line.startsWith(' ')) {
      current = new Map();
      rules.set(line.trim(), current);
      continue;
    }
    const at = line.indexOf(':');
    if (!current || at < 0) throw new Error(`not a header line: ${line}`);
    current.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
  }
  return rules;
}

const SECURITY = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
];

describe('the static host headers file in dist/', () => {
  let server: Running;
  beforeAll(async () => {
    server = await startApp();
  });
  afterAll(() => server?.close());

  const rules = parseHeaders(readFileSync(join(distDir, '_headers'), 'utf8'));

  it('sends every page the security headers the Node server sends, CSP included', async () => {
    const all = rules.get('/*');
    expect(all).toBeDefined();
    for (const path of ['/', '/404.html', '/robots.txt']) {
      const res = await fetch(`${server.base}${path}`);
      for (const name of SECURITY) {
        const sent = res.headers.get(name);
        expect(sent, `${name} on ${path}`).toBeTruthy();
        expect(all?.get(name), name).toBe(sent);
      }
    }
  });

  it('caches pages and hashed assets as the Node server does', async () => {
    const html = readFileSync(join(distDir, 'index.html'), 'utf8');
    const script = /data-entry="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    expect(script).not.toBe('');
    const asset = await fetch(`${server.base}${script}`);
    expect(rules.get('/assets/*')?.get('cache-control')).toBe(asset.headers.get('cache-control'));
    const page = await fetch(`${server.base}/`);
    for (const path of ['/', '/index.html', '/404.html']) {
      expect(rules.get(path)?.get('cache-control'), path).toBe(page.headers.get('cache-control'));
    }
    const rootFiles = readdirSync(distDir, { withFileTypes: true }).filter(
      (file) => file.isFile() && !/\.(html|br|gz)$|^_headers$/.test(file.name),
    );
    expect(rootFiles.length).toBeGreaterThan(3);
    for (const { name } of rootFiles) {
      const res = await fetch(`${server.base}/${name}`);
      expect(res.status, name).toBe(200);
      expect(rules.get(`/${name}`)?.get('cache-control'), name).toBe(
        res.headers.get('cache-control'),
      );
    }
  });
});

describe('staticHostHeaders', () => {
  const info = { supabaseUrl: '', elevenLabs: false, chatbaseDomain: null };
  const page = (script: string) => `<html><body><script>${script}</script></body></html>`;

  it('allows the inline scripts of every page, once each', () => {
    const text = staticHostHeaders(info, [page('a()'), page('b()'), page('a()')], 'http://x');
    const csp = /Content-Security-Policy: (.*)/.exec(text)?.[1] ?? '';
    expect(csp.match(/'sha256-/g)).toHaveLength(2);
  });

  it('sends HSTS only for an https site, as the Node server only when served over TLS', () => {
    expect(staticHostHeaders(info, [], 'http://127.0.0.1:8080')).not.toMatch(
      /Strict-Transport-Security/,
    );
    expect(staticHostHeaders(info, [], 'https://example.org')).toMatch(
      /Strict-Transport-Security: max-age=31536000; includeSubDomains/,
    );
  });

  it('names the third-party origins a configured build uses', () => {
    const text = staticHostHeaders(
      {
        supabaseUrl: 'https://abc.supabase.co',
        elevenLabs: true,
        chatbaseDomain: 'www.chatbase.co',
      },
      [],
      'https://example.org',
    );
    expect(text).toContain('connect-src ');
    expect(text).toContain('https://abc.supabase.co');
    expect(text).toContain(VOICE_WIDGET_SCRIPT);
    expect(text).toContain('frame-src https://www.youtube-nocookie.com https://www.chatbase.co');
  });
});
