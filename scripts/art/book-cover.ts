/**
 * The book cover: a gold pyramid under a star field, with the title, author and year of the
 * book in src/content/book.ts. It is drawn at build time (book-cover-plugin.ts) rather than
 * kept as a file, so an owner who swaps the book gets a cover that names the new one.
 */
import { escapeXml, frame, gradient, palette as p, stars } from './svg';
import { fit, type FitBox } from './wrap';

export interface CoverBook {
  title: string;
  author: string;
  year: number | string;
  cover: { alt: string; width: number; height: number };
}

const W = 400;
const H = 600;
const MARGIN = 44;
/** The title sits between the top of the frame and the apex of the pyramid (y 280). */
const TITLE = { top: 52, bottom: 258 };
const AUTHOR_TOP = 452;

const titleBox: FitBox = {
  width: W - 2 * MARGIN,
  height: TITLE.bottom - TITLE.top,
  maxSize: 34,
  minSize: 15,
  leading: 1.2,
};
const authorBox: FitBox = {
  width: W - 2 * MARGIN,
  height: 44,
  maxSize: 16,
  minSize: 11,
  leading: 1.25,
};

/** Centred lines, the first baseline `size` below `top`; returns the markup and where it ends. */
function lines(
  top: number,
  { size, lines: rows }: { size: number; lines: string[] },
  leading: number,
  fill: string,
): { markup: string; bottom: number } {
  const step = size * leading;
  const markup = rows
    .map(
      (row, i) =>
        `<text x="${W / 2}" y="${(top + size + i * step).toFixed(1)}" font-size="${size}" fill="${fill}" text-anchor="middle">${escapeXml(row)}</text>`,
    )
    .join('');
  return { markup, bottom: top + size + (rows.length - 1) * step };
}

export function bookCover(book: CoverBook): string {
  if (book.cover.width !== W || book.cover.height !== H)
    throw new Error(`The drawn book cover is ${W}×${H}; book.cover says otherwise`);
  const title = fit(book.title.toUpperCase(), titleBox);
  // A short title sits in the middle of its band rather than at the top of it.
  const used = title.size + (title.lines.length - 1) * title.size * titleBox.leading;
  const titleTop = TITLE.top + (titleBox.height - used) / 2 - title.size * 0.1;
  const author = lines(
    AUTHOR_TOP,
    fit(book.author.toUpperCase(), authorBox),
    authorBox.leading,
    p.ink,
  );
  const body =
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    stars(29, 90, W, 360) +
    `<rect x="16" y="16" width="368" height="568" fill="none" stroke="${p.gold}" stroke-width="2"/>` +
    `<polygon points="90,420 200,280 310,420" fill="${p.gold}"/><polygon points="200,280 310,420 240,420" fill="${p.goldDeep}"/>` +
    lines(titleTop, title, titleBox.leading, p.gold).markup +
    author.markup +
    `<text x="${W / 2}" y="${(author.bottom + 28).toFixed(1)}" font-size="14" fill="${p.muted}" text-anchor="middle">${escapeXml(String(book.year))}</text>`;
  return frame(
    W,
    H,
    escapeXml(book.cover.alt),
    gradient('sky', [
      ['0', p.night],
      ['1', p.navy],
    ]),
    body,
  );
}
