/**
 * The rule behind figures.test.ts, the llms test and the drawings test: prose may state a figure
 * that src/content/figures.ts holds only in the form the module holds it. It reads quantities
 * with units out of any text ("146.6 m", "c. 2551–2528 BCE", "51°50′34″", "16, 29 and 33 Hz")
 * and reports each one that lies close to a figure of the module without being that figure at
 * the precision written: "146.7 m" where the module holds 146.6 m, "2530 BCE" where it holds a
 * reign ending in 2528 BCE. Test code only; the page never imports it.
 */
import type { Figure, Unit } from './figures';

export interface Quantity {
  value: number;
  unit: Unit;
  /** Half the last written digit: "146.6" is good to ±0.05, "51°50′34″" to half a second. */
  precision: number;
  text: string;
}

const UNITS: Unit[] = [
  'million km',
  'million tonnes',
  'million',
  'royal cubits',
  'arcminutes',
  'hectares',
  'tonnes',
  'inches',
  'palms',
  'years',
  'BCE',
  'Hz',
  'km',
  'cm',
  'mm',
  'm',
  '%',
  '°',
];

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const JOIN = String.raw`\s*(?:,\s*and|,|and|or|to|–|×|±)\s*`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const GROUP = new RegExp(
  String.raw`(?<![\d.,])((?:${NUMBER})(?:${JOIN}(?:${NUMBER}))*)\s?(${UNITS.map(escape).join('|')})(?![A-Za-z\d])`,
  'g',
);
const DMS = /(\d+)°(\d+)′(?:(\d+)″)?/g;

const half = (written: string) => {
  const decimals = written.split('.')[1]?.length ?? 0;
  return 0.5 * 10 ** -decimals;
};

/** Every quantity with a unit the module uses, in reading order. */
export function quantities(text: string): Quantity[] {
  const found: Quantity[] = [];
  const rest = text.replace(DMS, (match, d: string, m: string, s?: string) => {
    const value = Number(d) + Number(m) / 60 + Number(s ?? 0) / 3600;
    found.push({ value, unit: '°', precision: s ? 0.5 / 3600 : 0.5 / 60, text: match });
    return ' ';
  });
  for (const match of rest.matchAll(GROUP)) {
    const [text, numbers = '', unit] = match;
    for (const written of numbers.match(new RegExp(NUMBER, 'g')) ?? []) {
      const plain = written.replace(/,/g, '');
      found.push({ value: Number(plain), unit: unit as Unit, precision: half(plain), text });
    }
  }
  return found;
}

/** Centimetres and millimetres are compared as metres; every other unit only with itself. */
const METRES: Partial<Record<Unit, number>> = { m: 1, cm: 0.01, mm: 0.001 };
const comparable = (q: { value: number; unit: Unit }) =>
  q.unit in METRES
    ? { value: q.value * (METRES[q.unit] ?? 1), dimension: 'length' }
    : { value: q.value, dimension: q.unit };

/** How close a written figure must come to a module figure to be read as a claim about it. */
function near(written: number, held: number, unit: Unit): boolean {
  if (unit === 'BCE') return Math.abs(written - held) <= 60;
  return Math.abs(written - held) <= Math.abs(held) * 0.015;
}

export interface Mismatch {
  place: string;
  written: string;
  held: string;
}

/**
 * Each quantity in `text` that is near a figure of `figures` but equal (at its written precision)
 * to none of them. A quantity equal to some figure passes, whatever else it is near.
 */
export function mismatches(place: string, text: string, figures: readonly Figure[]): Mismatch[] {
  const out: Mismatch[] = [];
  for (const q of quantities(text)) {
    if (heldAs(q, figures).length) continue;
    const c = comparable(q);
    const same = figures
      .map((f) => ({ f, c: comparable(f) }))
      .filter(({ c: fc }) => fc.dimension === c.dimension);
    const close = same.filter(({ f, c: fc }) => near(c.value, fc.value, f.unit));
    if (close.length)
      out.push({ place, written: q.text, held: close.map(({ f }) => f.display).join(' or ') });
  }
  return out;
}

/** The figures a written quantity states: equal to it at its written precision. */
export function heldAs(q: Quantity, figures: readonly Figure[]): Figure[] {
  const c = comparable(q);
  const scale = q.unit in METRES ? (METRES[q.unit] ?? 1) : 1;
  return figures.filter((f) => {
    const fc = comparable(f);
    return (
      fc.dimension === c.dimension && Math.abs(fc.value - c.value) <= q.precision * scale + 1e-9
    );
  });
}

/** Every figure reachable from a module's exports (objects with a value, unit and display). */
export function collectFigures(root: unknown): Figure[] {
  const seen = new Set<unknown>();
  const out: Figure[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const own = (key: string) =>
      Object.prototype.hasOwnProperty.call(node, key)
        ? (node as Record<string, unknown>)[key]
        : undefined;
    if (
      typeof own('value') === 'number' &&
      typeof own('unit') === 'string' &&
      typeof own('display') === 'string'
    ) {
      out.push(node as Figure);
      return;
    }
    for (const key of Object.keys(node)) visit(own(key));
  };
  visit(root);
  return out;
}
