/**
 * dist/404.html for static hosts: the site's own stylesheet, words from the content module, and
 * the page's own theme and display-font scripts (the same bytes, so the same CSP hashes allow them).
 */
import { notFound } from '../src/content/not-found';
import { site } from '../src/content/site';
import { faviconLink } from './favicon';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `headScripts` are the page's own head scripts, copied from the built index.html. */
export function notFoundPage(stylesheet: string | undefined, headScripts: string[]): string {
  return `<!doctype html>
<html lang="${site.lang}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <meta name="color-scheme" content="light dark" />
    <title>${escape(`${notFound.title} · ${site.brand}`)}</title>
    ${faviconLink()}
    ${headScripts.join('\n    ')}
    ${stylesheet ? `<link rel="stylesheet" href="/${stylesheet}" />` : ''}
  </head>
  <body>
    <main class="mx-auto max-w-2xl px-5 py-24">
      <p class="font-display text-sm tracking-widest text-muted uppercase">${escape(site.brand)}</p>
      <h1 class="mt-3 font-display text-3xl font-bold">${escape(notFound.heading)}</h1>
      <p class="mt-4 leading-relaxed">${escape(notFound.text)}</p>
      <p class="mt-8"><a class="btn-primary" href="/">${escape(notFound.home)}</a></p>
    </main>
  </body>
</html>
`;
}
