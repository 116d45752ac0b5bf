/** The app icons and the web manifest in the production build (npm test builds it first). */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '../src/content/site';
import { faviconSource } from './favicon';

const dist = join(import.meta.dirname, '..', 'dist');
const read = (name: string) => readFileSync(join(dist, name));
const PNG = '89504e470d0a1a0a';
const pngSize = (data: Buffer) => [data.readUInt32BE(16), data.readUInt32BE(20)];

describe('app icons', () => {
  it('ships a favicon.ico of PNG images at 16, 32 and 48 px', () => {
    const ico = read('favicon.ico');
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => {
      const length = ico.readUInt32LE(6 + 16 * i + 8);
      const offset = ico.readUInt32LE(6 + 16 * i + 12);
      const image = ico.subarray(offset, offset + length);
      expect(image.subarray(0, 8).toString('hex')).toBe(PNG);
      expect(pngSize(image)[0]).toBe(ico.readUInt8(6 + 16 * i));
      return pngSize(image)[0];
    });
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('ships a 180 px Apple touch icon', () => {
    const icon = read('apple-touch-icon.png');
    expect(icon.subarray(0, 8).toString('hex')).toBe(PNG);
    expect(pngSize(icon)).toEqual([180, 180]);
  });

  it('ships a web manifest named from the content whose icons exist at their stated sizes', () => {
    const manifest = JSON.parse(read('site.webmanifest').toString('utf8')) as {
      name: string;
      start_url: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest.name).toBe(site.brand);
    expect(manifest.start_url).toBe('/');
    expect(manifest.icons.length).toBeGreaterThanOrEqual(2);
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(existsSync(join(dist, icon.src))).toBe(true);
      expect(pngSize(read(icon.src))).toEqual([width, height]);
    }
  });

  it('links every icon and the manifest from the page head, the SVG icon inline', () => {
    const svg = readFileSync(faviconSource, 'utf8').trim();
    for (const page of ['index.html', '404.html']) {
      const html = read(page).toString('utf8');
      // Inline, the icon is no request: browsers fetch icons at load, which on a fast
      // connection comes before the first paint (scripts/favicon.ts).
      const inline =
        /<link rel="icon" href="data:image\/svg\+xml,([^"]+)" type="image\/svg\+xml" \/>/.exec(
          html,
        );
      expect(inline, `${page} has the SVG icon inline`).not.toBeNull();
      expect(decodeURIComponent(inline?.[1] ?? '')).toBe(svg);
      expect(html).not.toContain('href="/favicon.svg"');
    }
    const html = read('index.html').toString('utf8');
    for (const href of ['/favicon.ico', '/apple-touch-icon.png', '/site.webmanifest'])
      expect(html).toContain(`href="${href}"`);
    // Tools that ask for the file by name still find it.
    expect(read('favicon.svg').toString('utf8').trim()).toBe(svg);
  });
});
