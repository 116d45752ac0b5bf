/** Renders the social card drawing to the 1200×630 PNG that Open Graph and Twitter cards use. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

const require = createRequire(import.meta.url);
let ready: Promise<void> | null = null;

export async function renderSocialCard(svgPath: string): Promise<Uint8Array> {
  ready ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  await ready;
  const resvg = new Resvg(readFileSync(svgPath, 'utf8'), { fitTo: { mode: 'width', value: 1200 } });
  return resvg.render().asPng();
}
