import { moonPhaseNames, sky, type MoonPhaseName } from '../../content';

const DAY_MS = 86_400_000;
const SYNODIC_MS = sky.synodicDays * DAY_MS;
const REFERENCE_MS = Date.parse(sky.referenceNewMoonUtc);

export interface MoonPhase {
  /** Position in the lunation: 0 new, 0.25 first quarter, 0.5 full, 0.75 last quarter. */
  fraction: number;
  name: MoonPhaseName;
  /** Illuminated share of the disc, 0 to 1. */
  illumination: number;
}

/**
 * The spec's mean-lunation model. Each of the 8 phases owns the interval centred on its exact
 * moment, from 1/16 of a lunation before it to 1/16 after.
 */
export function moonPhaseAt(instantMs: number): MoonPhase {
  const cycles = (instantMs - REFERENCE_MS) / SYNODIC_MS;
  const fraction = cycles - Math.floor(cycles);
  const index = Math.floor(fraction * 8 + 0.5) % 8;
  return {
    fraction,
    name: moonPhaseNames[index] ?? 'New',
    illumination: (1 - Math.cos(2 * Math.PI * fraction)) / 2,
  };
}

/**
 * SVG path of the lit part of a unit disc centred at (0,0), lit from the right while waxing.
 * The terminator is an ellipse whose x radius is |cos(2π·fraction)|.
 */
export function litPath(fraction: number): string {
  const waxing = fraction < 0.5;
  const rx = Math.abs(Math.cos(2 * Math.PI * fraction));
  const gibbous = fraction > 0.25 && fraction < 0.75;
  const outer = waxing ? 1 : 0;
  const inner = waxing === gibbous ? 1 : 0;
  return `M0 -1 A1 1 0 0 ${outer} 0 1 A${rx.toFixed(4)} 1 0 0 ${inner} 0 -1Z`;
}
