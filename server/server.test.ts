import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFound } from '../src/content/not-found';
import { llmsFullTxt, llmsTxt, robotsTxt, sitemapXml } from '../src/seo/crawl-files';
import { parseSiteUrl } from '../src/seo/site-url';
import { inlineScriptHashes } from './security';
import { count, distDir, post, row, startApp, type Running } from './test-support/harness';

describe('serving the page', () => {
  let server: Running;
  beforeAll(async () => {
    server = await startApp();
  });
  afterAll(() => server?.close());

  it('sends precompressed HTML with no-cache and every security header', async () => {
    const res = await fetch(`${server.base}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    // Checked on every visit, so it keeps the validator that lets the answer be a 304.
    expect(res.headers.get('etag')).not.toBeNull();
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('microphone=(self)');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    const hashes = inlineScriptHashes(readFileSync(join(distDir, 'index.html'), 'utf8'));
    expect(hashes.length).toBeGreaterThan(0);
    expect(csp).toContain(`script-src 'self' ${hashes.join(' ')}`);
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
    expect(csp).not.toContain('unpkg.com');
    expect(csp).not.toContain('chatbase');
  });

  it('caches hashed assets for a year and serves gzip to gzip-only clients', async () => {
    const html = readFileSync(join(distDir, 'index.html'), 'utf8');
    const script = /data-entry="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    expect(script).not.toBe('');
    const res = await fetch(`${server.base}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    // It never changes under its name, so nothing to revalidate it with.
    for (const name of ['etag', 'last-modified', 'accept-ranges'])
      expect(res.headers.get(name), name).toBeNull();
    // A script is no document: nosniff, and none of the page's policy headers.
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('x-frame-options')).toBeNull();
    // An SVG opens as a document of its own, so it keeps the policy.
    const svg = readdirSync(join(distDir, 'assets')).find((name) => name.endsWith('.svg'));
    expect(svg).toBeDefined();
    const drawing = await fetch(`${server.base}/assets/${svg}`);
    expect(drawing.status).toBe(200);
    expect(drawing.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('answers a byte range past the end with 416 and the size, as RFC 9110 asks', async () => {
    const size = statSync(join(distDir, 'favicon.ico')).size;
    const part = await fetch(`${server.base}/favicon.ico`, { headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${size}`);
    const past = await fetch(`${server.base}/favicon.ico`, {
      headers: { range: `bytes=${size + 100}-` },
    });
    expect(past.status).toBe(416);
    // Without it a client cannot tell how much there is to ask for.
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
    expect(past.headers.get('content-type')).toMatch(/text\/plain/);
  });

  it('answers a missing build file with a short 404 and nothing that runs', async () => {
    const res = await fetch(`${server.base}/assets/no-such-chunk.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/text\/plain/);
    expect(await res.text()).not.toContain('<script');
  });

  it('answers unknown paths with a real 404 page', async () => {
    for (const path of ['/no/such/chamber', '/chambers/no-such.js']) {
      const res = await fetch(`${server.base}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/text\/html/);
      const page = await res.text();
      // The build's own 404 page, as a static host shows it, with the site's words and look.
      expect(page, path).toBe(readFileSync(join(distDir, '404.html'), 'utf8'));
      for (const words of [notFound.title, notFound.heading, notFound.home])
        expect(page, path).toContain(words);
    }
  });

  it('serves the crawler files, generated from the content modules, with their content types', async () => {
    const siteUrl = parseSiteUrl(undefined);
    const files: [string, string, string][] = [
      ['/robots.txt', 'text/plain', robotsTxt(siteUrl)],
      ['/sitemap.xml', 'application/xml', sitemapXml(siteUrl)],
      ['/llms.txt', 'text/plain', llmsTxt(siteUrl)],
      ['/llms-full.txt', 'text/plain', llmsFullTxt(siteUrl)],
    ];
    for (const [path, type, body] of files) {
      const res = await fetch(`${server.base}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain(type);
      expect(await res.text(), path).toBe(body);
    }
    const robots = robotsTxt(siteUrl);
    for (const bot of [
      'GPTBot',
      'OAI-SearchBot',
      'ChatGPT-User',
      'ClaudeBot',
      'Claude-SearchBot',
      'PerplexityBot',
      'Google-Extended',
    ]) {
      expect(robots).toContain(`User-agent: ${bot}\nAllow: /`);
    }
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    expect(llmsTxt(siteUrl)).toMatch(/^# .+\n\n> .+\n/);
    expect(llmsFullTxt(siteUrl)).toContain('### Pi and phi in pyramid design');
    const png = await fetch(`${server.base}/og-image.png`);
    expect(png.headers.get('content-type')).toBe('image/png');
  });

  it('has health and readiness checks', async () => {
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    const ready = await fetch(`${server.base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok' });
  });

  it('logs one JSON line per request and never the message text', async () => {
    // Earlier tests' lines may still be on their way: a request to a path of its own marks
    // where they end, since a line is written after its response has gone.
    const mark = `/log-mark-${Date.now()}`;
    await fetch(`${server.base}${mark}`);
    const marked = () => server.logs.findIndex((line) => line.includes(mark));
    await expect.poll(marked, { timeout: 30_000 }).toBeGreaterThanOrEqual(0);
    server.logs.splice(0, marked() + 1);
    const secret = 'my secret question about Enoch';
    await post(server.base, row({ message: secret }));
    await count(server.base);
    await fetch(`${server.base}/healthz`);
    // A request's line is written once its response has gone, so it may follow the response.
    const logged = () =>
      server.logs
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry.msg === 'request')
        .map((r) => [r.method, r.path, r.status]);
    await expect.poll(logged, { timeout: 30_000 }).toEqual([
      ['POST', '/rest/v1/chat_logs', 201],
      ['GET', '/rest/v1/chat_logs', 200],
      ['GET', '/healthz', 200],
    ]);
    expect(server.logs.join('\n')).not.toContain(secret);
  });
});

describe('keys, limits and TLS', () => {
  it('requires the anonymous key when ANON_KEY is set', async () => {
    const server = await startApp({ ANON_KEY: 'public-anon-key' });
    try {
      expect((await count(server.base)).status).toBe(401);
      expect((await count(server.base, { apikey: 'wrong' })).body).toMatchObject({
        code: 'PGRST301',
      });
      expect((await post(server.base, row(), { apikey: 'wrong' })).status).toBe(401);
      expect((await post(server.base, row(), { apikey: 'public-anon-key' })).status).toBe(201);
      expect(await count(server.base, { authorization: 'Bearer public-anon-key' })).toEqual({
        status: 200,
        body: [{ count: 1 }],
      });
    } finally {
      await server.close();
    }
  });

  it('rate limits writes per client with 429 and Retry-After', async () => {
    const server = await startApp({ RATE_LIMIT_MAX: '3' });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await post(server.base, row())).status);
      expect(statuses).toEqual([201, 201, 201, 429]);
      const limited = await post(server.base, row());
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      const error = (await limited.json()) as { code: string; message: string };
      expect(error.code).toBe('PGRST429');
      // The window as configured (the default minute), not the time left until it resets.
      expect(error.message).toMatch(/^Too many writes: at most 3 per 1 minute; try again in /);
      expect((await count(server.base)).body).toEqual([{ count: 3 }]);
      expect((await count(server.base)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('sends HSTS when behind TLS', async () => {
    const server = await startApp({ TRUST_PROXY: 'true' });
    try {
      expect(
        (await fetch(`${server.base}/healthz`)).headers.get('strict-transport-security'),
      ).toMatch(/max-age=\d+/);
    } finally {
      await server.close();
    }
  });
});

describe('persistence', () => {
  it('keeps PGlite data across a restart on the same DATA_DIR', async () => {
    const first = await startApp();
    await post(first.base, [row(), row()]);
    const dataDir = first.config.dataDir;
    await first.close({ keepData: true });
    const second = await startApp({ DATA_DIR: dataDir });
    try {
      expect((await count(second.base)).body).toEqual([{ count: 2 }]);
    } finally {
      await second.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
