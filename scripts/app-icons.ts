/**
 * The app icons, drawn from public/favicon.svg: favicon.ico (16, 32 and 48 px, for browsers and
 * tools that ask for /favicon.ico), the 180 px Apple touch icon, and the 192 and 512 px icons of
 * the web manifest. Square-cornered copies are used where the platform rounds the corners itself.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { site } from '../src/content/site';
import { renderPng as png } from './og-image';

/** An ICO file that holds PNG images, which every browser since IE 9 reads. */
export function ico(images: { size: number; data: Uint8Array }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(data.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map(({ data }) => Buffer.from(data))]);
}

export async function writeAppIcons(root: string, out: string): Promise<void> {
  const rounded = readFileSync(`${root}public/favicon.svg`, 'utf8');
  const square = rounded.replace(/\srx="[\d.]+"/, '');
  const sizes = [16, 32, 48];
  const small = await Promise.all(
    sizes.map(async (size) => ({ size, data: await png(rounded, size) })),
  );
  writeFileSync(`${out}/favicon.ico`, ico(small));
  writeFileSync(`${out}/apple-touch-icon.png`, await png(square, 180));
  for (const size of [192, 512]) writeFileSync(`${out}/icon-${size}.png`, await png(square, size));
  const manifest = {
    name: site.brand,
    short_name: site.brand,
    description: site.description,
    lang: site.lang,
    start_url: '/',
    display: 'browser',
    background_color: '#0a0e24',
    theme_color: '#0a0e24',
    icons: [192, 512].map((size) => ({
      src: `/icon-${size}.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
    })),
  };
  writeFileSync(`${out}/site.webmanifest`, `${JSON.stringify(manifest, null, 2)}\n`);
}
