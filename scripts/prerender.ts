/**
 * Finishes the build: puts the server-rendered page into index.html (every static word is in
 * the HTML before any JavaScript runs), adds the head tags, JSON-LD and the display font's script, and writes
 * robots.txt, sitemap.xml, llms.txt, llms-full.txt, 404.html, the social card and the app icons, all from
 * the content modules. Runs after `vite build` and `vite build --ssr`.
 */
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeAppIcons } from './app-icons';
import { notFoundPage } from './not-found-page';
import { renderSocialCard } from './og-image';
import { staticHostHeaders } from './static-headers';
import { fillShell, displayFontScript, type ServerEntry } from './page-html';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = `${root}${process.env.BUILD_OUT_DIR ?? 'dist'}`;
const entry = (await import(pathToFileURL(`${out}-ssr/entry-server.js`).href)) as ServerEntry;
const siteUrl = entry.parseSiteUrl(process.env.SITE_URL);
if (!process.env.SITE_URL?.trim())
  console.warn(
    [
      '',
      '*** SITE_URL is not set: the canonical link, sitemap and JSON-LD point at ' + siteUrl + '.',
      '*** Fine for a local preview; for a public site build with SITE_URL=https://your.domain',
      '',
    ].join('\n'),
  );

const font = readdirSync(`${out}/assets`).find((name) => /^cinzel-subset-.+\.woff2$/.test(name));
if (!font)
  throw new Error('The subset display font is missing from the build (scripts/subset-font.ts)');
const fontScript = displayFontScript(`/assets/${font}`);
const head = [fontScript, entry.headTags(siteUrl)].join('\n    ');

// The stylesheet is small (about 6 KB gzipped), so it is inlined: the first paint then waits
// for no request but the document itself.
const inlineCss = (html: string): string =>
  html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/,
    (_tag, file: string) => {
      const css = readFileSync(`${out}/${file}`, 'utf8');
      return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    },
  );

const built = readFileSync(`${out}/index.html`, 'utf8');
const stylesheet = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"/.exec(built)?.[1];
// Taken from the built page: under tsx the function's source would call a __name() helper.
const themeScript = /<script data-theme-boot>[\s\S]*?<\/script>/.exec(built)?.[0];
if (!themeScript) throw new Error('index.html has no theme script for 404.html to share');
const notFound = notFoundPage(stylesheet, [themeScript, fontScript]);
writeFileSync(`${out}/404.html`, notFound);
const page = fillShell(inlineCss(built), {
  head,
  app: entry.render(),
  bodyEnd: entry.structuredDataTags(siteUrl),
});
writeFileSync(`${out}/index.html`, page);

const files: Record<string, (siteUrl: string) => string> = {
  'robots.txt': entry.robotsTxt,
  'sitemap.xml': entry.sitemapXml,
  'llms.txt': entry.llmsTxt,
  'llms-full.txt': entry.llmsFullTxt,
};
for (const [name, build] of Object.entries(files)) writeFileSync(`${out}/${name}`, build(siteUrl));
writeFileSync(
  `${out}/og-image.png`,
  await renderSocialCard(`${root}src/content/art/social-card.svg`),
);
await writeAppIcons(root, out);
// The server reads this to allow exactly the third-party origins this build uses in its CSP.
const info = entry.buildInfo();
writeFileSync(`${out}/build-info.json`, `${JSON.stringify(info, null, 2)}\n`);
// A static host gets the same policy from a file.
writeFileSync(
  `${out}/_headers`,
  staticHostHeaders(
    info,
    [page, notFound],
    siteUrl,
    readdirSync(out, { withFileTypes: true })
      .filter((file) => file.isFile() && !/\.html$|^_headers$/.test(file.name))
      .map((file) => file.name)
      .sort(),
  ),
);
rmSync(`${out}-ssr`, { recursive: true, force: true });
// Vite's manifest feeds the budget test; it is moved out so the site never publishes it.
renameSync(`${out}/.vite/manifest.json`, `${out}-manifest.json`);
rmSync(`${out}/.vite`, { recursive: true, force: true });
console.log(`prerendered ${out}/index.html for ${siteUrl}`);
