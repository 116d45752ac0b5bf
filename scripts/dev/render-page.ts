import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from '../../server/security';
import { fillShell, displayFontScript, type ServerEntry } from '../page-html';

export interface RenderedPage {
  html: string;
  headers: Record<string, string>;
}

/**
 * The production policy, with two additions for Vite's client, which keeps a WebSocket to this
 * server for reloads and, when the socket drops (Vite restarts after an edit of a file
 * vite.config.ts imports), pings the server from a blob: SharedWorker until it is back. CSP3
 * lets 'self' cover ws: on the same host, but older browsers read it as http(s) only, so the
 * socket is named. Everything else stays as strict as in production (inline scripts by hash,
 * Vite's React preamble included), so a CSP mistake shows in the preview first.
 */
function previewPolicy(policy: string, host: string): string {
  for (const directive of ['connect-src ', 'worker-src ']) {
    if (!policy.includes(directive)) throw new Error(`the CSP has no ${directive.trim()}`);
  }
  return policy
    .replace('connect-src ', `connect-src ws://${host} `)
    .replace('worker-src ', 'worker-src blob: ');
}

/**
 * Renders the page as the build does (prerender.ts): the same entry, loaded through Vite so an
 * edit shows at the next load, put into index.html's slots after Vite's own transform.
 */
export async function renderPage(
  vite: ViteDevServer,
  root: string,
  url: string,
  host: string,
): Promise<RenderedPage> {
  const template = readFileSync(join(root, 'index.html'), 'utf8');
  const shell = await vite.transformIndexHtml(url, template);
  const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
  const siteUrl = entry.parseSiteUrl(process.env.SITE_URL?.trim() || `http://${host}`);
  const head = [
    // src/styles.css names the font by this address; Vite serves it as is (and uncached, so
    // the preview behaves as a first visit until the font is remembered).
    displayFontScript('/src/fonts/cinzel-subset.woff2'),
    // The build inlines the stylesheet. Here Vite's compiled CSS comes as a file, so the page
    // is styled before its script runs (the script then adds the same rules, hot-swappable).
    '<link rel="stylesheet" href="/src/styles.css?direct" />',
    entry.headTags(siteUrl),
  ].join('\n    ');
  const html = fillShell(shell, {
    head,
    app: entry.render(),
    bodyEnd: entry.structuredDataTags(siteUrl),
  });
  const csp = previewPolicy(
    contentSecurityPolicy(entry.buildInfo(), inlineScriptHashes(html)),
    host,
  );
  return {
    html,
    headers: {
      ...securityHeaders(csp, false),
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    },
  };
}
