/**
 * Cuts the display font down to the characters the page can show, before Vite builds: the
 * variable Cinzel falls from about 26 KB to a fraction of that. Run through
 * `node --import tsx --import ./scripts/asset-loader.mjs` so the content modules load.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import * as content from '../src/content/index.ts';

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, out);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) strings(item, out);
  return out;
}

// Everything in the content, both cases (headings are uppercased by CSS), and what the clock,
// countdown and placeholders can show.
const base =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 .,:;!?\'"“”‘’()-–—·…%&/';
const text = [
  ...new Set([
    ...base,
    ...strings(content).join('').toUpperCase(),
    ...strings(content).join('').toLowerCase(),
    ...strings(content).join(''),
  ]),
].join('');

const require = createRequire(import.meta.url);
const source = require.resolve('@fontsource-variable/cinzel/files/cinzel-latin-wght-normal.woff2');
const subset = await subsetFont(readFileSync(source), text, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 700 } },
});
const outDir = fileURLToPath(new URL('../src/fonts/', import.meta.url));
mkdirSync(outDir, { recursive: true });
writeFileSync(`${outDir}cinzel-subset.woff2`, subset);
console.log(`subset Cinzel to ${text.length} characters: ${subset.length} bytes`);
