import {
  bonani,
  dee,
  cole,
  dash,
  herodotusPhoenix,
  herodotusPyramid,
  iauAu,
  lehner,
  lehnerHawass,
  morishima,
  petrie,
  rossi,
  tacitusPhoenix,
  tallet,
  ussher,
  vanLeeuwen,
  vyse,
} from './sources';
import type { Source } from './types';

/**
 * One source of truth for every number the site states in more than one place: the answers,
 * the knowledge entries, the captions, the llms files and the drawings all take their figures
 * from here, in the display form given here. Edit a value and every text and drawing follows;
 * src/content/figures.test.ts fails when prose writes a figure this module holds differently.
 *
 * A figure is measured (a value from a source) or derived (computed here from other figures).
 */
export type Unit =
  | 'm'
  | 'cm'
  | 'mm'
  | 'km'
  | 'million km'
  | '°'
  | 'arcminutes'
  | 'BCE'
  | 'years'
  | 'tonnes'
  | 'million'
  | 'million tonnes'
  | 'hectares'
  | 'Hz'
  | '%'
  | 'royal cubits'
  | 'palms'
  | 'inches'
  | '';

export interface Figure {
  value: number;
  unit: Unit;
  /** How the prose writes it, made from the value: edit the value, the text follows. */
  display: string;
  /** The number alone, as displayed, with any prefix ("c. 2551"), for ranges. */
  number: string;
  /** The works it is taken from; 'derived' when it is computed here from other figures (the
   * computation is the code, with a comment saying what it is). */
  source: readonly Source[] | 'derived';
}

const format = (value: number, decimals: number, grouping = true) =>
  value.toLocaleString('en-GB', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: grouping,
  });

/** A measured figure; exported as `figure` for the tests of the rule. */
function measured(
  value: number,
  unit: Unit,
  source: Source | Source[],
  decimals = 0,
  prefix = '',
): Figure {
  const number = `${prefix}${format(value, decimals, unit !== 'BCE')}`;
  const suffix = unit === '' || unit === '°' ? unit : ` ${unit}`;
  return {
    value,
    unit,
    display: `${number}${suffix}`,
    number,
    source: Array.isArray(source) ? source : [source],
  };
}

const words = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];

/** A small count, written as a word ("five") when it is one. */
function counted(value: number, source: Source | Source[]): Figure {
  const figure = measured(value, '', source);
  const word = words[value];
  return word ? { ...figure, display: word, number: word } : figure;
}

/** A figure computed here from other figures; the comment at each use says how. */
function derived(value: number, unit: Unit, decimals = 0, prefix = ''): Figure {
  return { ...measured(value, unit, [], decimals, prefix), source: 'derived' };
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (rad: number) => (rad * 180) / Math.PI;

/** Degrees, minutes and seconds, e.g. 51°50′34″. */
export function dms(value: number): string {
  const total = Math.round(value * 3600);
  const d = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return s ? `${d}°${m}′${s}″` : `${d}°${m}′`;
}

export { measured as figure };

// ——— The Great Pyramid: measured ———

const baseSide = measured(230.3, 'm', lehner, 1);
const heightOriginal = measured(146.6, 'm', lehner, 1);
const sekedPalms = 5.5;
const seked = {
  value: sekedPalms,
  unit: 'palms' as const,
  display: '5½ palms',
  number: '5½',
  source: [rossi],
} satisfies Figure;

/** The slope a seked gives: rise 7 palms (one cubit) over `palms` of run. */
const sekedSlope = degrees(Math.atan(7 / sekedPalms));

export const greatPyramid = {
  baseSide,
  heightOriginal,
  heightToday: measured(138.5, 'm', lehnerHawass, 1),
  heightCubits: measured(280, 'royal cubits', lehner),
  baseCubits: measured(440, 'royal cubits', lehner),
  seked,
  slope: /* arctan(7 ÷ 5½): the slope of a seked of 5½ palms per cubit of rise */ derived(
    sekedSlope,
    '°',
    2,
  ),
  slopeDms: {
    .../* the same slope in degrees, minutes and seconds */ derived(sekedSlope, '°', 2),
    display: dms(sekedSlope),
  },
  petrieSide: measured(230.35, 'm', petrie, 2),
  petrieSideSpread: measured(4.6, 'cm', petrie, 1),
  petrieSideErrorLow: measured(13, 'mm', petrie),
  petrieSideErrorHigh: measured(17, 'mm', petrie),
  petrieSlope: { ...measured(51 + 52 / 60, '°', petrie, 2), display: `${dms(51 + 52 / 60)} ± 2′` },
  petrieHeightInches: { ...measured(5776, 'inches', petrie), display: '5,776 ± 7 inches' },
  coleSideShortest: measured(230.253, 'm', cole, 3),
  coleSideLongest: measured(230.454, 'm', cole, 3),
  coleSideSpread: /* longest minus shortest of Cole’s four sides, rounded */ derived(20, 'cm'),
  // Dash: aligned 'better than four minutes of arc'; Petrie's mean was 3′43″, and Cole's four
  // sides (1′57″ to 5′30″) average about 3′. 'About 4' overstated it.
  orientation: measured(4, 'arcminutes', dash, 0, 'under '),
  casingJoint: measured(0.5, 'mm', petrie, 1),
  entrance: measured(17, 'm', petrie, 0, 'about '),
  subterraneanDepth: measured(30, 'm', petrie, 0, 'about '),
  queenFloor: measured(21, 'm', petrie, 0, 'about '),
  kingFloor: measured(43, 'm', petrie),
  kingLength: measured(10.47, 'm', petrie, 2),
  kingWidth: measured(5.24, 'm', petrie, 2),
  kingHeight: measured(5.84, 'm', petrie, 2),
  // Petrie's figures, as quoted in 1912, are 1,815.6 in (46.1 m) along the floor and 1,883 in
  // (47.8 m) to the south wall, so 46.7 m is cited to Lehner alone; his 339 in height is 8.6 m.
  galleryLength: measured(46.7, 'm', lehner, 1),
  galleryHeight: measured(8.6, 'm', petrie, 1),
  galleryFloorWidth: measured(2.06, 'm', [petrie, lehner], 2),
  galleryTopWidth: measured(1.04, 'm', [petrie, lehner], 2),
  galleryCourses: counted(7, [petrie, lehner]),
  relievingChambers: counted(5, [vyse, lehner]),
  blocks: measured(2.3, 'million', lehner, 1),
  blockMass: measured(2.5, 'tonnes', lehner, 1),
  bigVoidLength: measured(30, 'm', morishima, 0, 'at least '),
  boatLength: measured(43.6, 'm', lehnerHawass, 1),
} as const;

const g = greatPyramid;

// ——— The Great Pyramid: derived ———

const perimeter = 4 * g.petrieSide.value;
const halfBase = g.petrieSide.value / 2;
const slant = Math.hypot(g.heightOriginal.value, halfBase);
const phi = (1 + Math.sqrt(5)) / 2;
/**
 * A figure as printed, read back as a number, so that each step of a printed sum follows from
 * the figures printed before it: the operands divide to the printed ratio, and the printed
 * ratio stands off the printed constant by the printed error.
 */
const shown = (value: number, decimals: number) => Number(format(value, decimals, false));
const percentOff = (x: number, target: number) => Math.abs(x / target - 1) * 100;
// The two ratios of the π and φ answer, each from its operands as printed.
const piRatio = shown(perimeter, 1) / g.heightOriginal.value;
const phiRatio = shown(slant, 3) / shown(halfBase, 3);

export const derivedFigures = {
  area: /* base side squared */ derived(
    (g.baseSide.value * g.baseSide.value) / 10_000,
    'hectares',
    1,
  ),
  totalMass: /* number of blocks × their average mass */ derived(
    g.blocks.value * g.blockMass.value,
    'million tonnes',
    1,
    'about ',
  ),
  perimeter: /* four times Petrie’s mean side, in metres */ derived(perimeter, '', 1),
  perimeterOverHeight: /* perimeter ÷ original height */ derived(piRatio, '', 3),
  twoPi: /* 2π */ derived(2 * Math.PI, '', 3),
  piError: /* how far perimeter ÷ height is from 2π */ derived(
    percentOff(shown(piRatio, 3), shown(2 * Math.PI, 3)),
    '%',
    2,
  ),
  slant: /* slant height of a face, from the height and half the base, in metres */ derived(
    slant,
    '',
    3,
  ),
  halfBase: /* half of Petrie’s mean side, in metres */ derived(halfBase, '', 3),
  slantOverHalfBase: /* slant height ÷ half the base */ derived(phiRatio, '', 4),
  phi: /* the golden ratio */ derived(phi, '', 4),
  phiError: /* how far that ratio is from φ */ derived(
    percentOff(shown(phiRatio, 4), shown(phi, 4)),
    '%',
    2,
  ),
  sekedTangent: /* rise ÷ run of a seked of 5½: 7 ÷ 5½ = 14/11 */ derived(7 / sekedPalms, '', 4),
  fourOverPi: /* 4/π */ derived(4 / Math.PI, '', 4),
  rootPhi: /* √φ */ derived(Math.sqrt(phi), '', 4),
} as const;

// ——— Sound in the King's Chamber: the lowest standing wave along each dimension ———

const speedOfSound = 343; // m/s in air at 20 °C
const mode = (length: number) => speedOfSound / (2 * length);
export const acoustics = {
  alongLength: /* 343 m/s ÷ (2 × length) */ derived(mode(g.kingLength.value), 'Hz'),
  floorToCeiling: /* 343 m/s ÷ (2 × height) */ derived(mode(g.kingHeight.value), 'Hz'),
  across: /* 343 m/s ÷ (2 × width) */ derived(mode(g.kingWidth.value), 'Hz'),
} as const;

// ——— Dates. Egyptian dates of this age are approximate: chronologies differ by decades. Reigns
// are The Complete Pyramids' (Baines and Málek's chronology); the Oxford History's (Shaw, 2000)
// puts Khufu at 2589–2566 BCE. ———

export const dates = {
  khufuReignStart: measured(2551, 'BCE', lehner, 0, 'c. '),
  khufuReignEnd: measured(2528, 'BCE', lehner),
  khafreReignStart: measured(2520, 'BCE', lehner, 0, 'c. '),
  khafreReignEnd: measured(2494, 'BCE', lehner),
  turinYears: measured(23, 'years', lehner),
  mererYearLow: measured(26, '', tallet),
  mererYearHigh: measured(27, '', tallet),
  herodotusYears: measured(20, 'years', herodotusPyramid),
  // Bonani et al.'s calibrated Fourth-Dynasty dates, as Dee et al. sum them up (158
  // measurements, most 200 to 300 years before the historical dates); their reanalysis of the
  // same measurements found much closer agreement. The project's members had summed up the 1995
  // samples as 100 to 200 years before the Cambridge Ancient History's earlier dates.
  radiocarbonOlderLow: measured(200, 'years', [bonani, dee]),
  radiocarbonOlderHigh: measured(300, 'years', [bonani, dee]),
  enochBorn: measured(3382, 'BCE', ussher),
  enochTaken: measured(3017, 'BCE', ussher),
  flood: measured(2348, 'BCE', ussher),
  phoenixHerodotus: measured(500, 'years', herodotusPhoenix),
  phoenixTacitusLong: measured(1461, 'years', tacitusPhoenix),
} as const;

/** Two figures of one unit as a range: "c. 2551–2528 BCE", "13–17 mm". */
export const range = (from: Figure, to: Figure) => `${from.number}–${to.display}`;

const d = dates;
export const khufuReign = range(d.khufuReignStart, d.khufuReignEnd);
export const khafreReign = range(d.khafreReignStart, d.khafreReignEnd);
export const mererYear = range(d.mererYearLow, d.mererYearHigh);
export const radiocarbonOlder = range(d.radiocarbonOlderLow, d.radiocarbonOlderHigh);
export const petrieSideError = range(g.petrieSideErrorLow, g.petrieSideErrorHigh);

/** Age in round hundreds of years, counted from the end of Khufu's reign to 2025. */
export const age = /* end of Khufu’s reign to 2025, to the nearest hundred years */ derived(
  Math.round((d.khufuReignEnd.value + 2025) / 100) * 100,
  'years',
  0,
  'about ',
);
/** Years between Ussher's date for Enoch's translation and the start of Khufu's reign. */
export const enochGap =
  /* Ussher’s date for Enoch’s translation minus the start of Khufu’s reign, to the nearest ten */ derived(
    Math.round((d.enochTaken.value - d.khufuReignStart.value) / 10) * 10,
    'years',
    0,
    'about ',
  );

// ——— The other pyramids and the Sphinx ———

export const otherMonuments = {
  khafreHeight: measured(143.5, 'm', lehner, 1),
  menkaureHeight: measured(65.5, 'm', lehner, 1),
  khafreSide: measured(215.3, 'm', lehner, 1),
  menkaureSide: measured(104.6, 'm', lehner, 1),
  sphinxLength: measured(73, 'm', lehnerHawass, 0, 'about '),
  sphinxHeight: measured(20, 'm', lehnerHawass),
} as const;

// ——— The Sun ———

const auKm = 149_597_870.7;
export const astronomicalUnitKm = auKm;
const claimKm = heightOriginal.value * 1e6; // metres × 10⁹ = kilometres × 10⁶
export const sun = {
  au: { ...measured(auKm / 1e6, 'million km', iauAu, 1), value: auKm / 1e6 },
  auKm,
  claim: /* original height in metres × 10⁹, in km */ derived(claimKm / 1e6, 'million km', 1),
  short: /* how far the claim falls short */ derived((1 - claimKm / auKm) * 100, '%', 0),
} as const;

// ——— The plan of the plateau and Orion's belt, for the drawings and the Orion caption ———

/**
 * Centres (metres east and north of Khufu's centre) and sides of the three pyramids. The centres
 * are Petrie's axial distances between them (1883, his triangulation; inches × 0.0254, along axes
 * within a few minutes of arc of north): Khafre 13,165.8 in west and 13,931.6 in south of Khufu,
 * Menkaure 22,616.0 and 29,102.0. Map coordinates rounded to a second of arc are up to 15 m off,
 * enough to move Mintaka in the belt fit below from inside Menkaure's base to outside it.
 */
export const plateau = [
  { name: 'Khufu', east: 0, north: 0, side: g.baseSide, height: g.heightOriginal },
  {
    name: 'Khafre',
    east: -334.4,
    north: -353.9,
    side: otherMonuments.khafreSide,
    height: otherMonuments.khafreHeight,
  },
  {
    name: 'Menkaure',
    east: -574.5,
    north: -739.2,
    side: otherMonuments.menkaureSide,
    height: otherMonuments.menkaureHeight,
  },
] as const;

/** Orion's belt, J2000 (Hipparcos): right ascension in hours, declination in degrees. */
export const orionBelt = [
  { name: 'Alnitak', ra: 5 + 40 / 60 + 45.5 / 3600, dec: -(1 + 56 / 60 + 34 / 3600) },
  { name: 'Alnilam', ra: 5 + 36 / 60 + 12.8 / 3600, dec: -(1 + 12 / 60 + 7 / 3600) },
  { name: 'Mintaka', ra: 5 + 32 / 60 + 0.4 / 3600, dec: -(17 / 60 + 57 / 3600) },
] as const;
export const orionSource = vanLeeuwen;

interface Point {
  x: number;
  y: number;
}

/**
 * Within this many metres of Menkaure's side, Mintaka is said to land at its edge: the base is
 * given as 102.2 to 105.5 m across (Lehner's two sides, Petrie's mean), so its half-side is
 * uncertain by about 1.7 m, and the fitted star by a metre or two more.
 */
const EDGE_MARGIN = 3;

type Star = { ra: number; dec: number };
type Centre = { east: number; north: number };

/**
 * Lays the belt on the plan as Bauval does: the sky as seen looking south (west to the right)
 * is scaled and turned, without mirroring, until Alnitak and Alnilam sit on the centres of
 * Khufu and Khafre. Returns where every star lands, how far the sky was turned, and where
 * Mintaka lands against Menkaure's base (inside, at its edge or outside) and its centre.
 */
export function fitBelt(
  belt: readonly [Star, Star, Star] = orionBelt,
  centres: readonly [Centre, Centre, Centre & { side: { value: number } }] = plateau,
) {
  const [alnitak, alnilam, mintakaStar] = belt;
  const [khufu, khafre, menkaure] = centres;
  // A patch of sky a few degrees across, flattened around Alnitak: east-west distances shrink
  // with the cosine of its declination. Only differences of right ascension count.
  const onSky = ({ ra, dec }: Star): Point => ({
    x: -((ra - alnitak.ra) * 15) * Math.cos(radians(alnitak.dec)),
    y: dec - alnitak.dec,
  });
  const [s0, s1] = [onSky(alnitak), onSky(alnilam)];
  const [g0, g1] = [
    { x: khufu.east, y: khufu.north },
    { x: khafre.east, y: khafre.north },
  ];
  const scale = Math.hypot(g1.x - g0.x, g1.y - g0.y) / Math.hypot(s1.x - s0.x, s1.y - s0.y);
  const turn = Math.atan2(g1.y - g0.y, g1.x - g0.x) - Math.atan2(s1.y - s0.y, s1.x - s0.x);
  const place = (p: Point): Point => {
    const dx = (p.x - s0.x) * scale;
    const dy = (p.y - s0.y) * scale;
    return {
      x: g0.x + dx * Math.cos(turn) - dy * Math.sin(turn),
      y: g0.y + dx * Math.sin(turn) + dy * Math.cos(turn),
    };
  };
  const stars = belt.map((star) => place(onSky(star)));
  const mintaka = place(onSky(mintakaStar));
  // How far inside the base (positive) or outside it (negative) Mintaka lands, measured square
  // to the nearer pair of sides (off a corner, a little less than the straight distance).
  const margin =
    menkaure.side.value / 2 -
    Math.max(Math.abs(mintaka.x - menkaure.east), Math.abs(mintaka.y - menkaure.north));
  const lands =
    Math.abs(margin) <= EDGE_MARGIN ? 'at the edge of' : margin > 0 ? 'inside' : 'outside';
  const turnDegrees = Math.abs(((degrees(turn) + 540) % 360) - 180);
  return {
    stars,
    margin,
    /** Where Mintaka lands, as the captions say it: "inside", "at the edge of" or "outside". */
    lands,
    turn: /* rotation of the belt in the fit, from the coordinates above */ derived(
      turnDegrees,
      '°',
    ),
    offset:
      /* distance from the fitted Mintaka to the centre of Menkaure, from the coordinates above */ derived(
        Math.hypot(mintaka.x - menkaure.east, mintaka.y - menkaure.north),
        'm',
        0,
        'about ',
      ),
  };
}

export const orionFit = fitBelt();
