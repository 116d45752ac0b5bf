import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin, Rollup } from 'vite';
import { defineConfig } from 'vitest/config';
import { bookCoverAsset } from './scripts/art/book-cover-plugin.ts';
import { faviconLink } from './scripts/favicon.ts';
import { BUILD_TARGET, inlineScript } from './scripts/inline-script.ts';
import { book } from './src/content/book.ts';
import { site } from './src/content/site.ts';
import { loadAfterFirstPaint } from './src/lib/paint-first.ts';
import { themeBoot } from './src/lib/theme-boot.ts';

/** Fills the HTML shell from the content module; inlines the favicon and the theme script. */
function htmlShell(): Plugin {
  const escape = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return {
    name: 'html-shell',
    transformIndexHtml(html) {
      return html
        .replace('%APP_LANG%', site.lang)
        .replace('%APP_TITLE%', escape(site.title))
        .replace('%APP_DESCRIPTION%', escape(site.description))
        .replace('<!--favicon-svg-->', faviconLink())
        .replace(
          '<!--theme-boot-->',
          `<script data-theme-boot>${inlineScript(themeBoot)}</script>`,
        );
    },
  };
}

/**
 * The chunks the entry loads at once: its imports, and the chunks it imports dynamically with
 * their own imports. The loader fetches them beside the entry, in one round trip; Vite's preload
 * helper would start them only once the entry had arrived and run. What the islands import
 * later (the assistant's dialog, sonner) is left to the helper.
 */
function firstLoad(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (found.has(file) || chunk?.type !== 'chunk') return;
    found.add(file);
    chunk.imports.forEach(visit);
  };
  entry.imports.forEach(visit);
  entry.dynamicImports.forEach(visit);
  return [...found];
}

/** In the build, the entry module is requested only after the first paint (src/lib/paint-first.ts). */
function paintFirst(): Plugin {
  let base = '/';
  return {
    name: 'paint-first',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        const tag = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        const entry = tag.exec(html)?.[1];
        if (!entry) throw new Error('paint-first: the built index.html has no entry module script');
        if (!bundle || !chunk) throw new Error('paint-first: Vite gave no bundle for index.html');
        const preloads = firstLoad(bundle, chunk)
          .map((file) => `${base}${file}`)
          .join(' ');
        // Vite's own preload tags would fetch before the first paint; the loader lists them.
        return html
          .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
          .replace(
            tag,
            `<script data-entry="${entry}" data-preload="${preloads}">${inlineScript(loadAfterFirstPaint, 'document.currentScript')}</script>`,
          );
      },
    },
  };
}

// The server's ANON_KEY is the public key the page must send; one variable sets both.
if (!process.env.VITE_SUPABASE_ANON_KEY && process.env.ANON_KEY) {
  process.env.VITE_SUPABASE_ANON_KEY = process.env.ANON_KEY;
}

export default defineConfig({
  plugins: [react(), tailwindcss(), htmlShell(), paintFirst(), bookCoverAsset(book)],
  // The manifest lets the budget test follow the entry's imports (scripts/build-output.test.ts).
  build: {
    target: BUILD_TARGET,
    assetsInlineLimit: 0,
    manifest: true,
    // The loader preloads what the entry needs (paintFirst), with a plain preload where
    // modulepreload is unknown, so Vite's polyfill would be dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // React in one file rather than five small ones: fewer requests, fewer gzip headers.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Pharaoh's common-word set is incompressible base64: gzip codes it far better in a
            // file of its own than amid the dialog's code (3.3 KB there, 2.6 KB alone).
            { name: 'common-words', test: /common-words-data/ },
          ],
        },
      },
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Tests start real databases: a fresh PGlite took 12 to 18 s on a loaded 2-core host (24
    // November), and over 90 s while other test files started theirs. These limits are an
    // allowance for the host, never the measure: what a test measures has its own bound.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // Each test file's temporary folders are removed when its tests are done.
    setupFiles: ['server/test-support/clean-temp-dirs.ts'],
  },
});
