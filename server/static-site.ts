/** Serves the built page: precompressed files, immutable hashed assets, fresh HTML, a real 404. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Cache-Control by kind of file; scripts/static-headers.ts gives a static host the same. */
export const CACHE = {
  /** Hashed files under /assets/: a new build gives them new names. */
  asset: 'public, max-age=31536000, immutable',
  /** The pages: checked with the server on every visit. */
  page: 'no-cache',
  /** The other files at the root (robots.txt, the icons). */
  rootFile: 'public, max-age=3600',
} as const;

/**
 * The build's 404 page (dist/404.html, the one a static host shows: the site's look, theme and
 * words from src/content/not-found.ts); a plain one when no build is served.
 */
export function notFoundPage(distDir?: string): string {
  const built = distDir ? join(distDir, '404.html') : '';
  if (built && existsSync(built)) return readFileSync(built, 'utf8');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Page not found</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0a0e24;color:#f3e9cf;font:18px/1.5 Georgia,serif;text-align:center}a{color:#e8bd5a}</style></head><body><main><h1>Page not found</h1><p>This chamber is sealed. <a href="/">Return to the Great Pyramid</a>.</p></main></body></html>`;
}

export async function staticSite(app: FastifyInstance, opts: { distDir: string }): Promise<void> {
  if (!existsSync(join(opts.distDir, 'index.html'))) {
    throw new Error(`No built page in ${opts.distDir}: run \`npm run build\` first`);
  }
  await app.register(fastifyStatic, {
    root: opts.distDir,
    preCompressed: true,
    cacheControl: false,
    index: ['index.html'],
    setHeaders(res, servedPath) {
      const path = servedPath.replace(/\.(br|gz)$/, '');
      res.header('cache-control', path.endsWith('.html') ? CACHE.page : CACHE.rootFile);
    },
  });
  // A hashed asset never changes under its name, so a browser never asks whether it did: an
  // ETag, a Last-Modified and Accept-Ranges would be about 100 bytes of every response, sent
  // for nothing (seven scripts on a first visit).
  await app.register(fastifyStatic, {
    root: join(opts.distDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    etag: false,
    lastModified: false,
    acceptRanges: false,
    setHeaders(res) {
      res.header('cache-control', CACHE.asset);
    },
  });
}

export function readBuiltHtml(distDir: string): string {
  return readFileSync(join(distDir, 'index.html'), 'utf8');
}
