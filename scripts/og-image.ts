/** Renders drawings to PNG with resvg: the 1200×630 social card, and the app icons. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

const require = createRequire(import.meta.url);
// resvg's WebAssembly may be initialised once per process.
let ready: Promise<void> | null = null;

export async function renderPng(svg: string, width: number): Promise<Uint8Array> {
  ready ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  await ready;
  return new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();
}

export const renderSocialCard = (svgPath: string): Promise<Uint8Array> =>
  renderPng(readFileSync(svgPath, 'utf8'), 1200);
