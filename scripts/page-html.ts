import { displayFont } from '../src/lib/display-font';
import { inlineScript } from './inline-script';

/**
 * What the page's HTML is made of, shared by the build (prerender.ts) and the live preview
 * (dev-server.ts), so the preview shows what the build ships.
 */

type Builder = (siteUrl: string) => string;

/** The exports of src/entry-server.tsx, built (prerender) or loaded through Vite (preview). */
export interface ServerEntry {
  render: () => string;
  buildInfo: () => { supabaseUrl: string; elevenLabs: boolean; chatbaseDomain: string | null };
  parseSiteUrl: (raw: string | undefined) => string;
  headTags: Builder;
  structuredDataTags: Builder;
  robotsTxt: Builder;
  sitemapXml: Builder;
  llmsTxt: Builder;
  llmsFullTxt: Builder;
}

export interface PageParts {
  /** Tags for the head (display-font script, canonical, social tags), in place of `<!--seo-head-->`. */
  head: string;
  /** The server-rendered app, in place of `<!--app-html-->`. */
  app: string;
  /** JSON-LD, at the end of the body: crawlers read it anywhere, and the head stays short. */
  bodyEnd: string;
}

const SLOTS = ['<!--app-html-->', '<!--seo-head-->'];

/** index.html (after Vite's transform) with the page put in its slots. */
export function fillShell(shell: string, parts: PageParts): string {
  for (const slot of SLOTS) {
    if (!shell.includes(slot)) throw new Error(`index.html has no ${slot} slot`);
  }
  // Replacer functions: a `$&` or `$'` in the content must stay text, not a pattern.
  return shell
    .replace('<!--seo-head-->', () => parts.head)
    .replace('<!--app-html-->', () => parts.app)
    .replace('</body>', () => `  ${parts.bodyEnd}\n  </body>`);
}

/** The display font's head script: Cinzel on repeat visits only (src/lib/display-font.ts). */
export const displayFontScript = (href: string): string =>
  `<script>${inlineScript(displayFont, JSON.stringify(href))}</script>`;
