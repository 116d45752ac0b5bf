/**
 * The figures the drawings are scaled from. Every number the page also states comes from
 * src/content/figures.ts, the one source of truth, so a drawing and its caption cannot disagree.
 * The few values below that only place lines in a drawing (passage angles, the levels of the
 * gallery and the void) are approximate, read from Petrie (1883), Lehner (1997) and Morishima
 * et al. (2017), and are never printed.
 */
import {
  astronomicalUnitKm,
  greatPyramid as g,
  orionBelt,
  orionFit,
  plateau as plan,
} from '../../src/content/figures';

export const greatPyramid = {
  base: g.baseSide.value, // m, mean side
  height: g.heightOriginal.value, // m, original, to the lost apex
  slopeDeg: g.slope.value,
  entranceHeight: 16.9, // m above the base, north face (printed rounded: greatPyramid.entrance)
  descendingDeg: 26.52,
  subterraneanDepth: g.subterraneanDepth.value, // m below the base
  queenFloor: 21.2, // m above the base (printed rounded: greatPyramid.queenFloor)
  galleryStart: 21.7,
  galleryLength: g.galleryLength.value,
  galleryHeight: g.galleryHeight.value,
  galleryFloorWidth: g.galleryFloorWidth.value,
  galleryTopWidth: g.galleryTopWidth.value,
  galleryCourses: g.galleryCourses.value,
  kingFloor: g.kingFloor.value,
  kingNS: g.kingWidth.value, // m, north-south width of the King's Chamber
  kingHeight: g.kingHeight.value,
  relievingTop: 69, // m, top of the gabled roof over the relieving chambers
  voidLow: 60, // m, approximate lowest level of the 2017 void
  voidLength: g.bigVoidLength.value,
} as const;

/** Petrie's surveyed centres (metres east and north of Khufu's centre), sides and heights. */
export const plateau = plan.map((p) => ({
  name: p.name,
  east: p.east,
  north: p.north,
  side: p.side.value,
  height: p.height.value,
}));

export { astronomicalUnitKm, orionBelt, orionFit };
