/**
 * Puts the server-rendered page into dist/index.html, so every static word is in the HTML
 * before any JavaScript runs. Runs after `vite build` and `vite build --ssr`.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = `${root}${process.env.BUILD_OUT_DIR ?? 'dist'}`;
const htmlPath = `${out}/index.html`;
const ssrEntry = `${out}-ssr/entry-server.js`;

const { render, buildInfo } = (await import(pathToFileURL(ssrEntry).href)) as {
  render: () => string;
  buildInfo: () => object;
};
const shell = readFileSync(htmlPath, 'utf8');
if (!shell.includes('<!--app-html-->'))
  throw new Error('dist/index.html has no <!--app-html--> slot');
writeFileSync(htmlPath, shell.replace('<!--app-html-->', render()));
// The server reads this to allow exactly the third-party origins this build uses in its CSP.
writeFileSync(`${out}/build-info.json`, `${JSON.stringify(buildInfo(), null, 2)}\n`);
rmSync(`${out}-ssr`, { recursive: true, force: true });
console.log('prerendered dist/index.html');
