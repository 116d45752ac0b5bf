/** Small helpers shared by the drawings: palette, frame, seeded star field. */
import { wrap } from './wrap';

export const palette = {
  night: '#0b1026',
  navy: '#1b2352',
  dusk: '#3a2d5c',
  gold: '#e3b450',
  goldDeep: '#a8782a',
  sand: '#dcbb7e',
  stone: '#c59d5f',
  shade: '#8c6733',
  ink: '#f6ecd0',
  muted: '#a9b1d6',
  sun: '#ffcf6b',
} as const;

/** A fixed-seed generator so the drawings are identical on every run. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export function stars(seed: number, count: number, w: number, h: number): string {
  const rnd = seeded(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = (0.4 + rnd() * 1.1).toFixed(2);
    const o = (0.35 + rnd() * 0.65).toFixed(2);
    out += `<circle cx="${(rnd() * w).toFixed(1)}" cy="${(rnd() * h).toFixed(1)}" r="${r}" fill="#fff" opacity="${o}"/>`;
  }
  return out;
}

export function gradient(id: string, stops: [string, string][], vertical = true): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const s = stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('');
  return `<linearGradient id="${id}" ${dir}>${s}</linearGradient>`;
}

/**
 * The smallest label, in units of a 400-wide drawing. The page shows a drawing about 286 px wide
 * on a 320 px phone, where this reads as 10 px; a wider drawing scales it (art.test.ts holds
 * every label to it).
 */
export const LABEL = 14;

export function text(
  x: number,
  y: number,
  body: string,
  size = LABEL,
  fill: string = palette.ink,
  anchor = 'start',
): string {
  // A dark halo keeps a label legible over sandstone as well as sky.
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-size="${size}" fill="${fill}" text-anchor="${anchor}" stroke="${palette.night}" stroke-width="${f(size / 6)}" stroke-linejoin="round" paint-order="stroke">${body}</text>`;
}

const GLUE = '\u2060';

/**
 * A figure and its unit, with a scale word between ("54 m", "5½ palms", "146.6 million km"):
 * kept on one line, so a figure reads, and is checked (figures.test.ts), whole.
 */
const FIGURE = /\d[\d.,½¼¾]*(?: (?:thousand|million|billion))? (?=\S)/g;

/** `body` wrapped to `width` at LABEL size, no figure broken from its unit. */
export function lineBreaks(body: string, width: number): string[] {
  const glued = body.replace(FIGURE, (figure) => figure.replaceAll(' ', GLUE));
  return wrap(glued, LABEL, width).map((line) => line.replaceAll(GLUE, ' '));
}

/**
 * A caption from the content, which an owner may lengthen: wrapped to `width`, its last line on
 * `bottom`, so it grows upwards into the drawing rather than off its edge.
 */
export function caption(
  x: number,
  bottom: number,
  body: string,
  width: number,
  anchor = 'start',
): string {
  const lines = lineBreaks(body, width);
  const y = (i: number) => bottom - (lines.length - 1 - i) * LABEL * 1.3;
  return lines.map((line, i) => text(x, y(i), line, LABEL, palette.muted, anchor)).join('');
}

export function frame(w: number, h: number, title: string, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" ` +
    `font-family="Georgia, 'DejaVu Serif', serif"><title>${title}</title><defs>${defs}</defs>${body}</svg>\n`
  );
}

export const f = (n: number): string => n.toFixed(1);

/** Text that comes from the content modules may hold &, < or quotes; the SVG must stay well formed. */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
