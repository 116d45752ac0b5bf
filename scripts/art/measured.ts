import { greatPyramid as shown, sun } from '../../src/content/figures';
import { greatPyramid as g, orionBelt, orionFit, plateau } from './figures';
import { caption, f, frame, gradient, LABEL, lineBreaks, palette as p, stars, text } from './svg';
import { textWidth } from './wrap';

const W = 400;
const H = 300;

/** North-south section, north on the left, every level and length scaled from `figures.ts`. */
export function crossSection(): string {
  const s = 1.4; // px per metre
  const cx = 200;
  const gy = 228;
  const X = (m: number) => cx + m * s;
  const Y = (m: number) => gy - m * s;
  const half = g.base / 2;
  const faceAt = (h: number) => half * (1 - h / g.height);
  const tan = (d: number) => Math.tan((d * Math.PI) / 180);
  const entryX = -faceAt(g.entranceHeight);
  const junctionX = entryX + g.entranceHeight / tan(g.descendingDeg);
  const bottomX = entryX + (g.entranceHeight + g.subterraneanDepth - 3) / tan(g.descendingDeg);
  const galleryRise = g.galleryLength * Math.sin((26 * Math.PI) / 180);
  const galleryRun = g.galleryLength * Math.cos((26 * Math.PI) / 180);
  const gx0 = 2 - galleryRun;
  const line = (a: [number, number], b: [number, number], w = 1.6) =>
    `<line x1="${f(X(a[0]))}" y1="${f(Y(a[1]))}" x2="${f(X(b[0]))}" y2="${f(Y(b[1]))}" stroke="${p.ink}" stroke-width="${w}"/>`;
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    stars(7, 40, W, 120),
    `<rect y="${gy}" width="${W}" height="${H - gy}" fill="#3b2f1f"/>`,
    `<polygon points="${f(X(-half))},${gy} ${f(X(0))},${f(Y(g.height))} ${f(X(half))},${gy}" fill="url(#stone)" stroke="${p.gold}" stroke-width="1.2"/>`,
    line([entryX, g.entranceHeight], [bottomX, -g.subterraneanDepth + 3]),
    `<rect x="${f(X(bottomX))}" y="${f(Y(-g.subterraneanDepth + 4))}" width="${f(14 * s)}" height="${f(4 * s)}" fill="${p.night}" stroke="${p.ink}"/>`,
    line([junctionX, 0.5], [gx0, g.galleryStart]),
    line([gx0, g.galleryStart], [-3, g.galleryStart]),
    `<rect x="${f(X(-3))}" y="${f(Y(g.queenFloor + 6))}" width="${f(5.8 * s)}" height="${f(6 * s)}" fill="${p.night}" stroke="${p.ink}"/>`,
    `<polygon points="${f(X(gx0))},${f(Y(g.galleryStart))} ${f(X(2))},${f(Y(g.galleryStart + galleryRise))} ${f(X(2))},${f(Y(g.galleryStart + galleryRise + g.galleryHeight))} ${f(X(gx0))},${f(Y(g.galleryStart + g.galleryHeight))}" fill="${p.night}" stroke="${p.ink}" stroke-width="1"/>`,
    line([2, g.kingFloor], [6, g.kingFloor]),
    `<rect x="${f(X(6))}" y="${f(Y(g.kingFloor + g.kingHeight))}" width="${f(g.kingNS * s)}" height="${f(g.kingHeight * s)}" fill="${p.gold}" stroke="${p.ink}"/>`,
    `<path d="M${f(X(6))} ${f(Y(g.kingFloor + 8))} h${f(g.kingNS * s)} M${f(X(6))} ${f(Y(g.kingFloor + 12))} h${f(g.kingNS * s)} M${f(X(6))} ${f(Y(g.kingFloor + 16))} h${f(g.kingNS * s)} M${f(X(6))} ${f(Y(g.kingFloor + 20))} h${f(g.kingNS * s)} M${f(X(3))} ${f(Y(g.kingFloor + 22))} L${f(X(8.6))} ${f(Y(g.relievingTop))} L${f(X(14))} ${f(Y(g.kingFloor + 22))}" stroke="${p.ink}" fill="none" stroke-width="0.8"/>`,
    `<line x1="${f(X(6))}" y1="${f(Y(g.kingFloor + 1))}" x2="${f(X(-faceAt(80)))}" y2="${f(Y(80))}" stroke="${p.muted}" stroke-width="0.8" stroke-dasharray="3 2"/>`,
    `<line x1="${f(X(6 + g.kingNS))}" y1="${f(Y(g.kingFloor + 1))}" x2="${f(X(faceAt(75)))}" y2="${f(Y(75))}" stroke="${p.muted}" stroke-width="0.8" stroke-dasharray="3 2"/>`,
    `<rect x="${f(X(-14))}" y="${f(Y(g.voidLow + 8))}" width="${f(g.voidLength * s)}" height="${f(8 * s)}" fill="none" stroke="${p.sun}" stroke-dasharray="2 2"/>`,
    text(X(-14), Y(g.voidLow + 10), 'Big Void (2017)', LABEL, p.sun),
    text(X(16), Y(g.kingFloor + 2), "King's Chamber", LABEL),
    text(X(6), Y(g.queenFloor), "Queen's Chamber", LABEL),
    text(X(bottomX + 14), Y(-g.subterraneanDepth + 1), 'Subterranean chamber', LABEL),
    text(10, 20, 'N', 14, p.gold),
    text(390, 20, 'S', 14, p.gold, 'end'),
    caption(
      W / 2,
      292,
      `Base ${shown.baseSide.display} · height ${shown.heightOriginal.display} · slope ${shown.slope.display}`,
      W - 20,
      'middle',
    ),
  ].join('');
  const defs =
    gradient('sky', [
      ['0', p.night],
      ['1', p.navy],
    ]) +
    gradient('stone', [
      ['0', p.sand],
      ['1', p.stone],
    ]);
  return frame(W, H, 'North-south section of the Great Pyramid to scale', defs, body);
}

/** Plan of the plateau, north up, pyramids at Petrie's surveyed centres and true sides. */
export function plateauPlan(): string {
  const s = 0.27;
  const X = (e: number) => 268 + e * s;
  const Y = (n: number) => 40 - n * s;
  // A label goes right of its square, or left of it where the right would run off the plan.
  const label = (left: number, right: number, y: number, words: string) =>
    right + textWidth(words, LABEL) <= W - 4
      ? text(right, y, words, LABEL)
      : text(left, y, words, LABEL, p.ink, 'end');
  const squares = plateau
    .map((q) => {
      const half = q.side / 2;
      return (
        `<rect x="${f(X(q.east - half))}" y="${f(Y(q.north + half))}" width="${f(q.side * s)}" height="${f(q.side * s)}" fill="url(#stone)" stroke="${p.gold}"/>` +
        `<path d="M${f(X(q.east - half))} ${f(Y(q.north + half))} L${f(X(q.east + half))} ${f(Y(q.north - half))} M${f(X(q.east + half))} ${f(Y(q.north + half))} L${f(X(q.east - half))} ${f(Y(q.north - half))}" stroke="${p.shade}" stroke-width="0.8"/>` +
        label(X(q.east - half) - 6, X(q.east + half) + 6, Y(q.north) + 4, `${q.name} · ${q.side} m`)
      );
    })
    .join('');
  const body =
    `<rect width="${W}" height="${H}" fill="#2a2114"/>` +
    `<path d="M0 ${H} C120 250 200 270 ${W} 210 V${H}Z" fill="#3a2d1a"/>` +
    squares +
    `<path d="M30 50 v-26 l-6 10 M30 24 l6 10" stroke="${p.gold}" fill="none" stroke-width="1.6"/>` +
    text(30, 66, 'N', 14, p.gold, 'middle') +
    `<path d="M24 282 h${f(200 * s)}" stroke="${p.ink}" stroke-width="2"/>` +
    text(24, 274, '200 m', LABEL);
  return frame(
    W,
    H,
    'Plan of the Giza plateau with the three pyramids to scale',
    gradient('stone', [
      ['0', p.sand],
      ['1', p.stone],
    ]),
    body,
  );
}

/** Orion's belt fitted onto the pyramid centres by the first two stars (src/content/figures.ts). */
export function orionAlignment(): string {
  const s = 0.3;
  const X = (e: number) => 300 + e * s;
  const Y = (n: number) => 40 - n * s;
  const pyramids = plateau
    .map(
      (q) =>
        `<rect x="${f(X(q.east - q.side / 2))}" y="${f(Y(q.north + q.side / 2))}" width="${f(q.side * s)}" height="${f(q.side * s)}" fill="${p.stone}" opacity="0.85"/>`,
    )
    .join('');
  const starsDrawn = orionBelt
    .map((star, i) => {
      const pt = orionFit.stars[i]!;
      return (
        `<circle cx="${f(X(pt.x))}" cy="${f(Y(pt.y))}" r="5" fill="${p.sun}" stroke="#fff" stroke-width="1"/>` +
        text(X(pt.x) + 9, Y(pt.y) - 6, star.name, LABEL, p.sun)
      );
    })
    .join('');
  const body =
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    stars(11, 70, W, H) +
    pyramids +
    starsDrawn +
    [
      'Fit to Khufu and Khafre:',
      `Mintaka lands ${orionFit.lands} Menkaure,`,
      `${orionFit.offset.display} off centre.`,
    ]
      // Left of Khufu's square, where Alnitak is drawn.
      .flatMap((line) => lineBreaks(line, X(plateau[0]!.east - plateau[0]!.side / 2) - 24))
      .map((line, i) => text(12, 22 + i * 18, line, LABEL, p.muted))
      .join('');
  return frame(
    W,
    H,
    "Orion's belt laid over the Giza pyramids",
    gradient('sky', [
      ['0', p.night],
      ['1', p.dusk],
    ]),
    body,
  );
}

/** The claim: height × 10⁹ ≈ the Earth–Sun distance. Bars drawn to one scale. */
export function solarDistance(): string {
  const max = 330;
  const claimPx = ((g.height * 1e6) / sun.auKm) * max;
  const body =
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    stars(23, 50, W, H) +
    `<circle cx="362" cy="120" r="36" fill="${p.sun}" opacity="0.2"/><circle cx="362" cy="120" r="26" fill="${p.sun}"/>` +
    `<polygon points="20,140 44,108 68,140" fill="${p.stone}" stroke="${p.gold}"/>` +
    `<rect x="20" y="170" width="${f(claimPx)}" height="14" fill="${p.gold}"/>` +
    text(20, 162, `Height × 10⁹: ${sun.claim.display}`, LABEL) +
    `<rect x="20" y="214" width="${max}" height="14" fill="${p.muted}"/>` +
    text(20, 206, `Mean Earth–Sun distance: ${sun.au.display}`, LABEL) +
    text(20, 256, `Short by ${sun.short.display}`, LABEL, p.sun);
  return frame(
    W,
    H,
    'The pyramid height claim compared with the Earth–Sun distance',
    gradient('sky', [
      ['0', p.night],
      ['1', p.navy],
    ]),
    body,
  );
}
