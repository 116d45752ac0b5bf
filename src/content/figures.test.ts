import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectFigures, mismatches, quantities } from './figure-check';
import type * as FiguresModule from './figures';
import type { Figure } from './figures';

/** Every piece of prose src/content publishes, by place, read fresh (so a mocked module counts). */
async function prose(): Promise<{ place: string; text: string }[]> {
  const [{ knowledge }, { researchedAnswers }, { gallery }, { theoriesGrid }, { site }, { book }] =
    await Promise.all([
      import('./knowledge'),
      import('./answers'),
      import('./gallery'),
      import('./theories'),
      import('./site'),
      import('./book'),
    ]);
  const { showcase } = await import('./showcase');
  return [
    ...knowledge.map((e) => ({ place: `knowledge ${e.id}`, text: `${e.question} ${e.answer}` })),
    ...researchedAnswers.map((a) => ({
      place: `answer "${a.question}"`,
      text: `${a.claim} ${a.evidence}`,
    })),
    { place: 'gallery intro', text: gallery.intro },
    ...gallery.images.map((i) => ({
      place: `gallery ${i.title}`,
      text: `${i.title}. ${i.description} ${i.alt}`,
    })),
    ...theoriesGrid.cards.map((c) => ({ place: `card ${c.id}`, text: `${c.title}. ${c.summary}` })),
    { place: 'site intro', text: `${site.description} ${site.intro} ${site.footerNote}` },
    {
      place: 'site credit',
      text: `${site.credit.researcherNote} ${site.credit.site.label} ${site.credit.site.name}`,
    },
    {
      place: 'book',
      text: `${book.subtitle}. ${book.authorCredit}. ${book.blurb} ${book.cover.alt}`,
    },
    ...showcase.map((s, i) => ({
      place: `showcase ${i + 1}`,
      text: `${s.caption} ${s.picture.alt}`,
    })),
  ];
}

const heldFigures = async () => collectFigures(await import('./figures'));

// A made-up module, so the rule is tested apart from today's values.
const H = (value: number, unit: Figure['unit'], display: string): Figure => ({
  value,
  unit,
  display,
  number: display,
  source: 'derived',
});
const fake = [
  H(146.6, 'm', '146.6 m'),
  H(143.5, 'm', '143.5 m'),
  H(2589, 'BCE', '2589 BCE'),
  H(2566, 'BCE', '2566 BCE'),
  H(51 + 50 / 60 + 34 / 3600, '°', '51°50′34″'),
  H(4.6, 'cm', '4.6 cm'),
];

describe('the figures rule', () => {
  it('reads quantities with their units out of prose', () => {
    const read = (text: string) => quantities(text).map((q) => `${q.value} ${q.unit}`);
    expect(read('It rose 146.6 m over a base of 230.3 m a side.')).toEqual(['146.6 m', '230.3 m']);
    expect(read('He reigned c. 2589–2566 BCE.')).toEqual(['2589 BCE', '2566 BCE']);
    expect(read('near 16, 29 and 33 Hz; 10.47 × 5.24 m; 1,461 years')).toEqual([
      '16 Hz',
      '29 Hz',
      '33 Hz',
      '10.47 m',
      '5.24 m',
      '1461 years',
    ]);
    expect(read('a slope of 51°52′ ± 2′, or 0.03 % off, 149.6 million km')).toEqual([
      `${51 + 52 / 60} °`,
      '0.03 %',
      '149.6 million km',
    ]);
    expect(read('a 200 metre scale bar in 1837, year 26–27')).toEqual([]);
  });

  it('fails prose that writes a figure the module holds differently', () => {
    expect(mismatches('t', 'It rose 146.7 m.', fake)).toHaveLength(1);
    expect(mismatches('t', 'It was built around 2560 BCE.', fake)).toHaveLength(1);
    expect(mismatches('t', 'at 51°50′40″', fake)).toHaveLength(1);
    expect(mismatches('t', 'sides that differ by 4.65 cm', fake)).toHaveLength(1);
    // Units convert: 46 mm is the 4.6 cm the module holds.
    expect(mismatches('t', 'sides that differ by 46 mm', fake)).toEqual([]);
  });

  it('passes prose that writes the figures as the module holds them, or rounds them', () => {
    const text =
      'It rose 146.6 m (Khafre 143.5 m), reigned c. 2589–2566 BCE, sloped at 51°50′34″; sides differ by 4.6 cm. Rounded: 147 m.';
    expect(mismatches('t', text, fake)).toEqual([]);
    // Quantities far from every figure are not this rule's business.
    expect(mismatches('t', 'the Rhind papyrus, c. 1550 BCE, and a boat 43.6 m long', fake)).toEqual(
      [],
    );
  });

  it('follows the module, not the values: any figure written from its display passes', async () => {
    const { figure } = await import('./figures');
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 10_000, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom<Figure['unit']>('m', 'km', 'Hz', 'tonnes', 'years'),
        (value, decimals, unit) => {
          const f = figure(value, unit, [], decimals);
          expect(mismatches('t', `It measures ${f.display}.`, [f])).toEqual([]);
          // One more in the last written digit, kept near, is a contradiction.
          const step = 10 ** -decimals;
          const off = figure(Number(f.number.replace(/,/g, '')) + step * 3, unit, [], decimals);
          if (Math.abs(off.value - f.value) <= f.value * 0.015 && off.display !== f.display)
            expect(mismatches('t', `It measures ${off.display}.`, [f])).toHaveLength(1);
        },
      ),
    );
  });
});

describe('the prose of src/content', () => {
  afterEach(() => {
    vi.doUnmock('./figures');
    vi.resetModules();
  });

  it('writes every figure as src/content/figures.ts holds it', async () => {
    const figures = await heldFigures();
    expect(figures.length).toBeGreaterThan(60);
    const found = (await prose()).flatMap(({ place, text }) => mismatches(place, text, figures));
    expect(found).toEqual([]);
  });

  it('takes every number it states in more than one place from the module', async () => {
    const figures = await heldFigures();
    const places = new Map<string, Set<string>>();
    for (const { place, text } of await prose())
      for (const q of quantities(text)) {
        const key = `${q.value} ${q.unit}`;
        places.set(key, (places.get(key) ?? new Set()).add(place));
      }
    const held = (value: number, unit: string) =>
      figures.some((f) => f.unit === unit && Math.abs(f.value - value) < 0.5 * 10 ** -3 + 1e-9) ||
      figures.some((f) => f.unit === unit && quantities(f.display).some((q) => q.value === value));
    const loose = [...places]
      .filter(([, where]) => where.size > 1)
      .map(([key]) => key)
      .filter((key) => {
        const [value = '', ...unit] = key.split(' ');
        return !held(Number(value), unit.join(' '));
      });
    expect(loose).toEqual([]);
  });

  it('stays green when an owner edits a figure, and fails a hard-coded old value', async () => {
    vi.resetModules();
    vi.doMock('./figures', async (importOriginal) => {
      const real = await importOriginal<typeof FiguresModule>();
      // What editing the one value in figures.ts does: every use of it changes.
      const heightOriginal = real.figure(147.2, 'm', [], 1);
      const [khufu, ...others] = real.plateau;
      return {
        ...real,
        greatPyramid: { ...real.greatPyramid, heightOriginal },
        plateau: [{ ...khufu, height: heightOriginal }, ...others],
      };
    });
    const figures = await heldFigures();
    const texts = await prose();
    expect(texts.some(({ text }) => text.includes('147.2 m'))).toBe(true);
    expect(texts.flatMap(({ place, text }) => mismatches(place, text, figures))).toEqual([]);
    expect(mismatches('hard-coded', 'It rose about 146.6 m.', figures)).toHaveLength(1);
  });
});

describe('the Orion fit', () => {
  it('depends on the stars only through their differences, as any fit of a sky patch must', async () => {
    const { fitBelt, orionBelt } = await import('./figures');
    const base = fitBelt();
    for (const hours of [-2, 2, 6]) {
      const [a, b, c] = orionBelt.map((star) => ({ ...star, ra: star.ra + hours }));
      if (!a || !b || !c) throw new Error('the belt has three stars');
      const moved = fitBelt([a, b, c]);
      expect(moved.margin, `${hours} h`).toBeCloseTo(base.margin, 6);
      expect(moved.turn.value, `${hours} h`).toBeCloseTo(base.turn.value, 6);
      expect(moved.lands).toBe(base.lands);
    }
  });

  it('says inside, at the edge or outside by how far Mintaka lands from the nearest side', async () => {
    const { fitBelt, orionBelt, plateau } = await import('./figures');
    const [khufu, khafre, menkaure] = plateau;
    const mintaka = fitBelt().stars[2];
    if (!mintaka) throw new Error('the fit places three stars');
    const half = menkaure.side.value / 2;
    // Menkaure moved so that Mintaka sits d metres inside its west side (outside when d < 0);
    // the fit itself rests on Khufu and Khafre only.
    const at = (d: number) =>
      fitBelt(orionBelt, [
        khufu,
        khafre,
        { ...menkaure, east: mintaka.x + half - d, north: mintaka.y },
      ]);
    expect(at(2.9).margin).toBeCloseTo(2.9, 6);
    expect(at(2.9).lands).toBe('at the edge of');
    expect(at(-2.9).lands).toBe('at the edge of');
    expect(at(3.1).lands).toBe('inside');
    expect(at(-3.1).lands).toBe('outside');
  });

  it("keeps the sky's shape: distances in proportion to the stars' separations, not mirrored", async () => {
    const { fitBelt, orionBelt } = await import('./figures');
    const unit = ({ ra, dec }: { ra: number; dec: number }) => {
      const [a, d] = [(ra * 15 * Math.PI) / 180, (dec * Math.PI) / 180];
      return [Math.cos(d) * Math.cos(a), Math.cos(d) * Math.sin(a), Math.sin(d)] as const;
    };
    const [u0, u1, u2] = orionBelt.map(unit);
    const [p0, p1, p2] = fitBelt().stars;
    if (!u0 || !u1 || !u2 || !p0 || !p1 || !p2) throw new Error('three stars');
    const angle = (a: readonly number[], b: readonly number[]) =>
      Math.acos(a.reduce((sum, x, i) => sum + x * (b[i] ?? 0), 0));
    const far = (a: { x: number; y: number }, b: { x: number; y: number }) =>
      Math.hypot(a.x - b.x, a.y - b.y);
    const scale = far(p0, p1) / angle(u0, u1);
    expect(far(p1, p2)).toBeCloseTo(scale * angle(u1, u2), 0);
    expect(far(p0, p2)).toBeCloseTo(scale * angle(u0, u2), 0);
    // Seen from inside the sphere (looking up at the sky) a triangle turns the other way than its
    // three directions do from outside; laid on the ground, seen from above, it must turn as the
    // sky does seen from below.
    const triple =
      u0[0] * (u1[1] * u2[2] - u1[2] * u2[1]) -
      u0[1] * (u1[0] * u2[2] - u1[2] * u2[0]) +
      u0[2] * (u1[0] * u2[1] - u1[1] * u2[0]);
    const area = (p1.x - p0.x) * (p2.y - p0.y) - (p1.y - p0.y) * (p2.x - p0.x);
    expect(Math.sign(area)).toBe(-Math.sign(triple));
  });
});

describe('the sums the π and φ answer prints', () => {
  it('divide to the ratio printed, which stands off its constant by the error printed', async () => {
    const { derivedFigures: D, greatPyramid: g } = await import('./figures');
    const read = (figure: Figure) => Number(figure.number.replace(/,/g, ''));
    const decimals = (figure: Figure) => figure.number.split('.')[1]?.length ?? 0;
    const chains: [number, number, Figure, Figure, Figure][] = [
      [read(D.perimeter), read(g.heightOriginal), D.perimeterOverHeight, D.twoPi, D.piError],
      [read(D.slant), read(D.halfBase), D.slantOverHalfBase, D.phi, D.phiError],
    ];
    for (const [a, b, ratio, constant, error] of chains) {
      expect((a / b).toFixed(decimals(ratio)), ratio.display).toBe(ratio.number);
      const off = Math.abs(read(ratio) / read(constant) - 1) * 100;
      expect(off.toFixed(decimals(error)), error.display).toBe(error.number);
    }
  });
});
