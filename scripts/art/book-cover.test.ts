import { describe, expect, it } from 'vitest';
import { book } from '../../src/content';
import { renderPng } from '../og-image';
import { bookCover, type CoverBook } from './book-cover';
import { bookCoverAsset } from './book-cover-plugin';
import { escapeXml } from './svg';
import { textWidth } from './wrap';

const cover = { alt: 'A cover', width: 400, height: 600 };
const APEX_Y = 280;
const INNER_WIDTH = 400 - 2 * 44;

/** The <text> rows of a drawing, in order, with their size and baseline. */
function rows(svg: string): { y: number; size: number; text: string }[] {
  return [...svg.matchAll(/<text x="[\d.]+" y="([\d.]+)" font-size="(\d+)"[^>]*>([^<]*)</g)].map(
    ([, y, size, text]) => ({ y: Number(y), size: Number(size), text: text ?? '' }),
  );
}

const titleRows = (svg: string) => rows(svg).filter((row) => row.y < APEX_Y);

/** Whether the rows spell `text` in capitals, allowing for a cut word or a final ellipsis. */
function spells(drawn: { text: string }[], text: string): boolean {
  const squash = (s: string) => s.replace(/\s+/g, '');
  const want = squash(escapeXml(text.toUpperCase()));
  const got = squash(drawn.map((row) => row.text).join(''));
  return got.endsWith('…') ? want.startsWith(got.slice(0, -1)) : got === want;
}

describe('the book cover', () => {
  it('names the book in src/content/book.ts, whatever book that is', () => {
    const svg = bookCover(book);
    expect(svg).toContain('viewBox="0 0 400 600" width="400" height="600"');
    expect(spells(titleRows(svg), book.title)).toBe(true);
    const below = rows(svg).filter((row) => row.y > APEX_Y);
    expect(spells(below.slice(0, -1), book.author)).toBe(true);
    expect(below.at(-1)?.text).toBe(escapeXml(String(book.year)));
  });

  it('puts a short title on one large line and wraps a long one inside the frame', () => {
    const short = titleRows(bookCover({ title: 'Giza', author: 'Z. Hawass', year: 2011, cover }));
    expect(short.map((row) => row.text)).toEqual(['GIZA']);

    const title =
      'The Orion Mystery: Unlocking the Secrets of the Pyramids, the Stars and the Hidden Chamber';
    const long = titleRows(bookCover({ title, author: 'R. Bauval', year: 1994, cover }));
    expect(long.length).toBeGreaterThan(2);
    expect(long.map((row) => row.text).join(' ')).toBe(title.toUpperCase());
    expect(long[0]?.size).toBeLessThan(short[0]?.size ?? 0);
    for (const row of long) expect(textWidth(row.text, row.size)).toBeLessThanOrEqual(INNER_WIDTH);
  });

  it('ends a title too long for the space in an ellipsis, above the pyramid', () => {
    const title = Array.from({ length: 60 }, (_, i) => `chamber${i}`).join(' ');
    const svg = bookCover({ title, author: 'Someone', year: 2000, cover });
    const lines = titleRows(svg);
    expect(lines.at(-1)?.text).toMatch(/…$/);
    for (const row of lines) expect(textWidth(row.text, row.size)).toBeLessThanOrEqual(INNER_WIDTH);
    expect(rows(svg).filter((row) => row.y > APEX_Y && row.y < 420)).toEqual([]);
  });

  it('escapes the text, so any title or author gives well-formed SVG', async () => {
    const hostile: CoverBook = {
      title: 'Stones & Stars: <script>alert("x")</script>',
      author: "O'Brien & <b>Sons</b>",
      year: '1999 <i>',
      cover: { ...cover, alt: 'Cover of "Stones & Stars" <script>' },
    };
    const svg = bookCover(hostile);
    expect(svg).not.toMatch(/<(script|b|i)>/i);
    expect(svg).toContain('&lt;SCRIPT&gt;');
    expect(svg).toContain('<title>Cover of &quot;Stones &amp; Stars&quot; &lt;script&gt;</title>');
    // resvg refuses malformed XML, so a render proves the markup parses.
    const png = Buffer.from(await renderPng(svg, 400));
    expect(png.readUInt32BE(16)).toBe(400);
  });

  it('refuses a size other than the drawing, which would shift the layout', () => {
    expect(() =>
      bookCover({ ...book, cover: { ...book.cover, width: 300 } } as unknown as CoverBook),
    ).toThrow(/400×600/);
  });
});

describe('the book cover in the build', () => {
  it('is emitted at the address book.cover.src names', () => {
    const plugin = bookCoverAsset(book);
    const emitted: { fileName?: string; source?: unknown }[] = [];
    const hook = plugin.generateBundle;
    if (typeof hook !== 'function') throw new Error('the plugin has no generateBundle hook');
    const context = { emitFile: (file: (typeof emitted)[number]) => emitted.push(file) };
    hook.call(context as never, ...([{}, {}, false] as unknown as Parameters<typeof hook>));
    expect(emitted).toEqual([
      { type: 'asset', fileName: book.cover.src.slice(1), source: bookCover(book) },
    ]);
  });

  it('refuses a cover address it could not emit', () => {
    expect(() => bookCoverAsset({ ...book, cover: { ...book.cover, src: 'cover.png' } })).toThrow(
      /book\.cover\.src/,
    );
  });
});
