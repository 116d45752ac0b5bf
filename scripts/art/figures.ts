/**
 * Measured figures the drawings are scaled from. Sources: Petrie, The Pyramids and Temples of
 * Gizeh (1883); Lehner, The Complete Pyramids (1997); Morishima et al., Nature 552 (2017).
 */
export const greatPyramid = {
  base: 230.3, // m, mean side
  height: 146.6, // m, original, to the lost apex
  slopeDeg: 51.84,
  entranceHeight: 16.9, // m above the base, north face
  descendingDeg: 26.52,
  subterraneanDepth: 30, // m below the base, floor of the subterranean chamber
  queenFloor: 21.2, // m above the base
  galleryStart: 21.7,
  galleryLength: 46.7,
  galleryHeight: 8.6,
  kingFloor: 43.0,
  kingNS: 5.23, // m, north-south width of the King's Chamber
  kingHeight: 5.84,
  relievingTop: 69, // m, top of the gabled roof over the relieving chambers
  voidLow: 60, // m, approximate lowest level of the 2017 void
  voidLength: 30,
} as const;

/** Approximate centres (metres east and north of Khufu's centre) and sides of the three pyramids. */
export const plateau = [
  { name: 'Khufu', east: 0, north: 0, side: 230.3, height: 146.6 },
  { name: 'Khafre', east: -322, north: -339, side: 215.3, height: 143.5 },
  { name: 'Menkaure', east: -563, north: -739, side: 104.6, height: 65.5 },
] as const;

/** Orion's belt, J2000: right ascension in hours, declination in degrees. */
export const orionBelt = [
  { name: 'Alnitak', ra: 5 + 40 / 60 + 45.5 / 3600, dec: -(1 + 56 / 60 + 34 / 3600) },
  { name: 'Alnilam', ra: 5 + 36 / 60 + 12.8 / 3600, dec: -(1 + 12 / 60 + 7 / 3600) },
  { name: 'Mintaka', ra: 5 + 32 / 60 + 0.4 / 3600, dec: -(17 / 60 + 57 / 3600) },
] as const;

export const astronomicalUnitKm = 149_597_871;
