import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { site } from './src/content/site.ts';
import { themeBoot } from './src/lib/theme-boot.ts';

/** Fills the HTML shell from the content module and inlines the theme script before paint. */
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
        .replace('<!--theme-boot-->', `<script>(${themeBoot.toString()})();</script>`);
    },
  };
}

// The server's ANON_KEY is the public key the page must send; one variable sets both.
if (!process.env.VITE_SUPABASE_ANON_KEY && process.env.ANON_KEY) {
  process.env.VITE_SUPABASE_ANON_KEY = process.env.ANON_KEY;
}

export default defineConfig({
  plugins: [react(), tailwindcss(), htmlShell()],
  build: { target: 'es2022', assetsInlineLimit: 0 },
  test: {
    include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});
