import { greatPyramid as shown } from '../../src/content/figures';
import { greatPyramid as g, plateau } from './figures';
import { caption, f, frame, gradient, LABEL, palette as p, stars, text } from './svg';

const W = 400;
const H = 300;
const slope = Math.tan((g.slopeDeg * Math.PI) / 180);

/** Three pyramids in a row, heights in true ratio, nearer ones lower in the frame. */
function skyline(horizon: number, scale: number, fill: string, edge: string): string {
  const spots = [
    { x: 285, dy: 0 },
    { x: 150, dy: -6 },
    { x: 52, dy: -10 },
  ];
  return plateau
    .map((q, i) => {
      const h = q.height * scale;
      const half = h / slope;
      const base = horizon + spots[i]!.dy;
      const x = spots[i]!.x;
      return (
        `<polygon points="${f(x - half)},${f(base)} ${f(x)},${f(base - h)} ${f(x + half)},${f(base)}" fill="${fill}"/>` +
        `<polygon points="${f(x)},${f(base - h)} ${f(x + half)},${f(base)} ${f(x + half * 0.35)},${f(base)}" fill="${edge}" opacity="0.6"/>`
      );
    })
    .reverse()
    .join('');
}

export function sunset(): string {
  const body =
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    `<circle cx="215" cy="178" r="30" fill="${p.sun}"/>` +
    skyline(236, 0.95, '#2b1a22', '#5a2f2a') +
    `<rect y="236" width="${W}" height="${H - 236}" fill="#3d2418"/>`;
  const defs = gradient('sky', [
    ['0', '#2a2456'],
    ['0.55', '#c8553d'],
    ['1', '#f6a94a'],
  ]);
  return frame(W, H, 'The three pyramids of Giza against a sunset', defs, body);
}

export function night(): string {
  const body =
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    stars(3, 140, W, 210) +
    `<circle cx="320" cy="60" r="18" fill="#f3f0e0"/><circle cx="328" cy="56" r="16" fill="${p.night}"/>` +
    skyline(240, 0.95, '#141a3a', '#2b3570') +
    `<rect y="240" width="${W}" height="${H - 240}" fill="#0e1230"/>`;
  return frame(
    W,
    H,
    'The pyramids under a starry sky with a crescent moon',
    gradient('sky', [
      ['0', '#04061a'],
      ['1', p.navy],
    ]),
    body,
  );
}

export function researchTeam(): string {
  const person = (x: number, h: number) =>
    `<circle cx="${x}" cy="${250 - h}" r="6" fill="#1a1410"/><rect x="${x - 6}" y="${250 - h + 7}" width="12" height="${h - 7}" rx="5" fill="#1a1410"/>`;
  const body =
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    skyline(250, 0.8, p.stone, p.shade) +
    `<rect y="250" width="${W}" height="50" fill="${p.sand}"/>` +
    person(212, 52) +
    person(330, 48) +
    person(360, 55) +
    `<path d="M178 250 l8 -40 l8 40 M186 210 v-6" stroke="#1a1410" stroke-width="2.5" fill="none"/><rect x="179" y="198" width="14" height="8" fill="#1a1410"/>` +
    // The sight line ends on the Great Pyramid's apex, as skyline() draws it at this scale.
    `<line x1="193" y1="202" x2="285" y2="${f(250 - plateau[0]!.height * 0.8)}" stroke="#1a1410" stroke-width="1.5" stroke-dasharray="5 3"/>`;
  return frame(
    W,
    H,
    'Surveyors with a theodolite sighting the pyramid apex',
    gradient('sky', [
      ['0', '#7fb0d8'],
      ['1', '#f1dcae'],
    ]),
    body,
  );
}

export function digitalMapping(): string {
  const base = 250;
  const h = 190;
  const half = h / slope;
  let grid = '';
  for (let i = 1; i < 8; i++) {
    const y = base - (h * i) / 8;
    const w = half * (1 - i / 8);
    grid += `<line x1="${f(200 - w)}" y1="${f(y)}" x2="${f(200 + w)}" y2="${f(y)}" stroke="${p.gold}" stroke-width="0.7" opacity="0.7"/>`;
    grid += `<line x1="${f(200 - half + (2 * half * i) / 8)}" y1="${base}" x2="200" y2="${base - h}" stroke="${p.gold}" stroke-width="0.7" opacity="0.7"/>`;
  }
  const body =
    `<rect width="${W}" height="${H}" fill="${p.night}"/>` +
    `<path d="M0 ${base} H${W}" stroke="${p.muted}" opacity="0.5"/>` +
    `<polygon points="${f(200 - half)},${base} 200,${base - h} ${f(200 + half)},${base}" fill="none" stroke="${p.sun}" stroke-width="1.6"/>` +
    grid +
    `<path d="M${f(200 + half - 40)} ${base} A40 40 0 0 0 ${f(200 + half - 40 * Math.cos((g.slopeDeg * Math.PI) / 180))} ${f(base - 40 * Math.sin((g.slopeDeg * Math.PI) / 180))}" fill="none" stroke="${p.ink}"/>` +
    text(200 + half - 78, base - 12, shown.slope.display, LABEL) +
    caption(
      16,
      288,
      `Wireframe at a slope of ${shown.slope.display}, a seked of ${shown.seked.display}`,
      W - 32,
    );
  return frame(W, H, 'A wireframe model of the pyramid at its measured slope', '', body);
}

export function celestialAlignment(): string {
  let trails = '';
  for (let r = 20; r <= 140; r += 15) {
    trails += `<path d="M${200 - r} 110 A${r} ${r} 0 0 1 ${200 + r * Math.cos(0.9)} ${f(110 - r * Math.sin(0.9))}" stroke="${p.muted}" fill="none" opacity="0.55"/>`;
  }
  const body =
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    stars(5, 60, W, H) +
    trails +
    `<circle cx="200" cy="110" r="2.5" fill="${p.sun}"/>` +
    text(208, 106, 'celestial pole', LABEL, p.sun) +
    `<line x1="200" y1="118" x2="200" y2="200" stroke="${p.gold}" stroke-dasharray="3 3"/>` +
    // Above the caption, which may take two lines.
    `<polygon points="140,238 200,200 260,238" fill="${p.stone}" stroke="${p.gold}"/>` +
    caption(
      16,
      290,
      `Sides on average ${shown.orientation.display} off the cardinal points`,
      W - 32,
    );
  return frame(
    W,
    H,
    'Star trails around the celestial pole above the pyramid',
    gradient('sky', [
      ['0', '#050820'],
      ['1', p.navy],
    ]),
    body,
  );
}

/** Item 5, first image: the pyramid in profile at dawn, drawn at its true slope. */
export function dawnProfile(): string {
  const h = 200;
  const half = h / slope;
  const body =
    `<rect width="600" height="400" fill="url(#sky)"/>` +
    stars(17, 30, 600, 120) +
    `<circle cx="470" cy="300" r="40" fill="${p.sun}" opacity="0.9"/>` +
    `<polygon points="${f(300 - half)},320 300,${320 - h} ${f(300 + half)},320" fill="url(#stone)"/>` +
    `<polygon points="300,${320 - h} ${f(300 + half)},320 ${f(300 + half * 0.2)},320" fill="${p.shade}" opacity="0.55"/>` +
    `<rect y="320" width="600" height="80" fill="#5b4026"/>`;
  const defs =
    gradient('sky', [
      ['0', '#1c2250'],
      ['0.6', '#8a4d5e'],
      ['1', '#f0a85a'],
    ]) +
    gradient('stone', [
      ['0', p.sand],
      ['1', p.stone],
    ]);
  return frame(600, 400, 'The Great Pyramid at dawn, in profile at its true slope', defs, body);
}

/** Item 5, second image: the Grand Gallery end-on, its corbelled courses to scale. */
export function grandGallery(): string {
  const s = 38; // px per metre
  const base = 370;
  const cx = 380; // right of centre, so the caption on the left clears the courses
  const wall = 2.3; // m, height of the vertical lower walls
  const floor = g.galleryFloorWidth;
  const top = g.galleryTopWidth;
  const n = g.galleryCourses;
  const course = (g.galleryHeight - wall) / n;
  let courses = '';
  for (let i = 0; i < n; i++) {
    const w = floor - (i * (floor - top)) / (n - 1);
    const y = base - wall * s - (i + 1) * course * s;
    // Each course as wide as the space it leaves, so the drawing keeps the true proportions.
    courses += `<rect x="${f(cx - (w / 2) * s)}" y="${f(y)}" width="${f(w * s)}" height="${f(course * s)}" fill="#080604" stroke="${p.gold}" stroke-width="1.2"/>`;
  }
  const body =
    `<rect width="600" height="400" fill="#2a1f14"/>` +
    `<rect x="${f(cx - (floor / 2) * s)}" y="${f(base - wall * s)}" width="${f(floor * s)}" height="${f(wall * s)}" fill="#080604" stroke="${p.gold}"/>` +
    courses +
    `<rect x="0" y="${base}" width="600" height="30" fill="#2a1f14"/>` +
    [
      'Grand Gallery, end-on:',
      `${shown.galleryHeight.display} high,`,
      `${shown.galleryFloorWidth.display} wide at the floor,`,
      `${shown.galleryTopWidth.display} at the roof`,
    ]
      .map((line, i) => text(20, 70 + i * 30, line, LABEL * 1.5, i ? p.ink : p.muted))
      .join('');
  return frame(600, 400, 'The corbelled Grand Gallery seen end-on, to scale', '', body);
}

/** The 1200×630 social card: the three pyramids, true to their height ratio, under the stars. */
export function socialCard(): string {
  const w = 1200;
  const h = 630;
  const horizon = 520;
  const pyramid = (x: number, height: number, shade: string) => {
    const half = height / slope;
    return (
      `<polygon points="${f(x - half)},${horizon} ${f(x)},${f(horizon - height)} ${f(x + half)},${horizon}" fill="url(#stone)"/>` +
      `<polygon points="${f(x)},${f(horizon - height)} ${f(x + half)},${horizon} ${f(x + half * 0.3)},${horizon}" fill="${shade}" opacity="0.7"/>`
    );
  };
  const [khufu, khafre, menkaure] = plateau.map((q) => q.height * 2.4);
  const body =
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>` +
    stars(41, 220, w, 430) +
    `<circle cx="960" cy="130" r="46" fill="#f4e8bb" mask="url(#crescent)"/>` +
    pyramid(300, menkaure!, p.shade) +
    pyramid(790, khafre!, p.shade) +
    pyramid(560, khufu!, p.shade) +
    `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="#1a1408"/>` +
    `<rect y="${horizon}" width="${w}" height="3" fill="${p.gold}" opacity="0.8"/>`;
  const defs =
    gradient('sky', [
      ['0', '#04061a'],
      ['0.7', '#1b2352'],
      ['1', '#3a2d5c'],
    ]) +
    gradient('stone', [
      ['0', p.gold],
      ['1', p.goldDeep],
    ]) +
    '<mask id="crescent"><rect width="1200" height="630" fill="#fff"/><circle cx="978" cy="118" r="42" fill="#000"/></mask>';
  return frame(w, h, 'The three pyramids of Giza under a night sky', defs, body);
}
