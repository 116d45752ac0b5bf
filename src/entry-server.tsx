import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { env } from './lib/env';

export { parseSiteUrl } from './seo/site-url';
export { headTags } from './seo/head-tags';
export { structuredDataTags } from './seo/structured-data';
export { llmsFullTxt, llmsTxt, robotsTxt, sitemapXml } from './seo/crawl-files';

/** Prerenders the page at build time (scripts/prerender.ts). */
export function render(): string {
  return renderToString(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

/** What the server needs to know about this build's configuration (for its CSP). */
export function buildInfo() {
  return {
    supabaseUrl: env.supabaseUrl,
    elevenLabs: env.elevenLabsAgentId !== '',
    chatbaseDomain: env.chatbaseId ? env.chatbaseDomain : null,
  };
}
