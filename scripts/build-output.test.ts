/**
 * Checks on the production build in dist/ (npm test builds it first): byte budgets, which are
 * deterministic, the head, and the structured data answer engines read.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';

const dist = join(import.meta.dirname, '..', 'dist');
let html = '';
let manifest: Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }> = {};
const gz = (path: string) => gzipSync(readFileSync(join(dist, path))).length;
const KB = 1024;

beforeAll(() => {
  if (!existsSync(join(dist, 'index.html'))) throw new Error('Build first: npm run build');
  html = readFileSync(join(dist, 'index.html'), 'utf8');
  manifest = JSON.parse(readFileSync(`${dist}-manifest.json`, 'utf8')) as typeof manifest;
});

/** A chunk's file and the files of everything it imports statically, added to `into`. */
function withImports(name: string, into: Set<string>): Set<string> {
  const chunk = manifest[name];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dependency of chunk.imports ?? []) withImports(dependency, into);
  return into;
}

describe('performance budgets of the production build', () => {
  it('loads at most 80 KB of gzipped JavaScript before the visitor interacts', () => {
    // The page names one entry; src/main.tsx imports its two dynamic imports (React DOM and
    // the islands) at once, so they count, with everything they import. Deeper dynamic
    // imports (the assistant dialog, the toasts) wait for the visitor.
    const entry = /<script data-entry="\/([^"]+)"/.exec(html)?.[1];
    const key = Object.keys(manifest).find((name) => manifest[name]?.file === entry);
    expect(key).toBeDefined();
    const eager = manifest[key ?? '']?.dynamicImports ?? [];
    expect(eager.sort()).toEqual([
      'node_modules/react-dom/client.js',
      'src/page/hydrate-islands.tsx',
    ]);
    const files = new Set<string>();
    for (const name of [key ?? '', ...eager]) withImports(name, files);
    const total = [...files].reduce((sum, file) => sum + gz(file), 0);
    console.log(
      `first-load JavaScript: ${(total / KB).toFixed(1)} KB gzipped in ${files.size} file(s)`,
    );
    expect(files.size).toBeGreaterThan(2);
    expect(total).toBeLessThanOrEqual(80 * KB);
  });

  it('keeps the assistant, loaded when it first opens, at most 20 KB gzipped', () => {
    // Everything the dialog pulls in that the page has not already loaded: the knowledge, the
    // retriever and its common-word set.
    const dialog = 'src/widgets/assistant/assistant-dialog.tsx';
    expect(manifest[dialog], 'the dialog is its own chunk').toBeDefined();
    const loaded = new Set<string>();
    const entry = Object.keys(manifest).find((name) => name === 'index.html') ?? '';
    for (const name of [entry, ...(manifest[entry]?.dynamicImports ?? [])])
      withImports(name, loaded);
    const lazy = withImports(dialog, new Set());
    const files = [...lazy].filter((file) => !loaded.has(file));
    const total = files.reduce((sum, file) => sum + gz(file), 0);
    console.log(
      `assistant chunk: ${(total / KB).toFixed(1)} KB gzipped in ${files.length} file(s)`,
    );
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(20 * KB);
  });

  it('ships the inline scripts of both pages minified', () => {
    // Vite minifies the bundle, not the HTML's own scripts (scripts/inline-script.ts does).
    const notFound = readFileSync(join(dist, '404.html'), 'utf8');
    for (const page of [html, notFound]) {
      const inline = [...page.matchAll(/<script(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g)];
      expect(inline.length).toBeGreaterThan(1);
      for (const [, body = ''] of inline) {
        expect(body).not.toMatch(/\n\s|\t/);
        // Nor may it call the build's own helpers (tsx's __name).
        expect(body).not.toContain('__name(');
      }
    }
  });

  it('requests the JavaScript only after the first paint, with no script tag in the way', () => {
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.filter((tag) => /\bsrc=/.test(tag))).toEqual([]);
    expect(html).not.toContain('rel="modulepreload"');
    const loader = /<script data-entry="\/([^"]+)" data-preload="([^"]*)">/.exec(html);
    expect(loader).not.toBeNull();
    const preloads = (loader?.[2] ?? '').split(' ').filter(Boolean);
    for (const file of preloads) expect(existsSync(join(dist, file))).toBe(true);
    // Everything the entry loads at once is fetched beside it, in one round trip, and nothing
    // that waits for the visitor (the assistant's dialog) is.
    const entry = Object.keys(manifest).find((name) => manifest[name]?.file === loader?.[1]);
    const eager = new Set<string>();
    for (const name of [entry ?? '', ...(manifest[entry ?? '']?.dynamicImports ?? [])])
      withImports(name, eager);
    eager.delete(loader?.[1] ?? '');
    expect(eager.size).toBeGreaterThan(1);
    expect(preloads.map((file) => file.replace(/^\//, '')).sort()).toEqual([...eager].sort());
  });

  it('inlines at most 15 KB of gzipped CSS, so nothing but the document blocks rendering', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect([...head.matchAll(/<link rel="stylesheet"/g)]).toHaveLength(0);
    const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
    expect(styles).toHaveLength(1);
    const size = gzipSync(styles[0] ?? '').length;
    console.log(`CSS: ${(size / KB).toFixed(1)} KB gzipped, inlined`);
    expect(size).toBeLessThanOrEqual(15 * KB);
    const blockingScripts = [
      ...head.matchAll(
        /<script(?![^>]*\b(?:type="module"|async|defer|type="application\/ld\+json"))[^>]*\bsrc=/g,
      ),
    ];
    expect(blockingScripts).toHaveLength(0);
  });

  it('keeps the HTML document at most 40 KB gzipped', () => {
    const size = gzipSync(html).length;
    console.log(`HTML: ${(size / KB).toFixed(1)} KB gzipped`);
    expect(size).toBeLessThanOrEqual(40 * KB);
  });

  it("keeps every font off a first visit's critical path, each subset to the characters used", () => {
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => m[1] ?? '');
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) {
      // No late swap: a face that misses the first paint is not used on that page.
      expect(face).toMatch(/font-display:\s*optional/);
      const font = /url\((?:")?\/?(assets\/[^")]+\.woff2)/.exec(face)?.[1] ?? '';
      expect(readFileSync(join(dist, font)).length).toBeLessThan(20 * KB);
      // Not preloaded: the head script fetches it after load, for the next visit.
      expect(html).not.toMatch(/<link[^>]*\.woff2/);
      expect(html).toMatch(new RegExp(`["\`]/${font}["\`]\\);</script>`));
    }
  });

  it('gives every image its dimensions', () => {
    const images = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
    expect(images.length).toBeGreaterThan(10);
    for (const img of images) expect(img).toMatch(/\bwidth="\d+"[^>]*\bheight="\d+"/);
  });
});

describe('what search and answer engines read', () => {
  it('has the title, description, canonical, language and social cards', () => {
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<title>[^<]{20,}<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:8080/"');
    for (const tag of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type'])
      expect(html).toContain(`property="${tag}"`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    const png = readFileSync(join(dist, 'og-image.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('has one h1 and a heading outline without skipped levels', () => {
    const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    for (let i = 1; i < levels.length; i++)
      expect((levels[i] ?? 0) - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1);
    for (const landmark of ['<header', '<main', '<footer']) expect(html).toContain(landmark);
  });
});
