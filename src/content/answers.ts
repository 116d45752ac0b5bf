import {
  acoustics as a,
  dates as d,
  derivedFigures as D,
  enochGap,
  greatPyramid as g,
  khafreReign,
  khufuReign,
  mererYear,
  otherMonuments as o,
  radiocarbonOlder,
} from './figures';
import {
  bonani,
  dee,
  dobeckiSchoch,
  dunn,
  genesis,
  herodotusPhoenix,
  lehner,
  lehnerHawass,
  morishima,
  petrie,
  procureur,
  rhind,
  rossi,
  stadelmann,
  tacitusPhoenix,
  tallet,
  ussher,
  vanBladel,
} from './sources';
import type { Source } from './types';

/** A researched answer: what the claim says, what was measured, and where it is written down. */
export interface ResearchedAnswer {
  question: string;
  claim: string;
  evidence: string;
  sources: Source[];
  /** The id of the answer's text, for links to it (the countdown's "Why 2040?"). */
  anchor?: string;
}

/** The six sample questions of THEORIES DECODED, in the spec's order, each answered. */
export const researchedAnswers: ResearchedAnswer[] = [
  {
    question: 'pi and phi in pyramid design',
    claim:
      'The builders encoded two mathematical constants in the shape: the perimeter of the base divided by the height gives 2π, and the slant height of a face divided by half the base gives the golden ratio φ ≈ 1.618.',
    evidence: `Petrie measured a mean side of ${g.petrieSide.display} and a casing slope of ${g.petrieSlope.display}, and from them derived a height of ${g.petrieHeightInches.display}; the height usually given, ${g.heightOriginal.display} (${g.heightCubits.display}), lies within his margin. Then perimeter ÷ height = ${D.perimeter.display} ÷ ${g.heightOriginal.number} = ${D.perimeterOverHeight.display}, against 2π = ${D.twoPi.display} (${D.piError.display} off), and slant height ÷ half-base = ${D.slant.display} ÷ ${D.halfBase.display} = ${D.slantOverHalfBase.display}, against φ = ${D.phi.display} (${D.phiError.display} off). Both follow from one building rule. Egyptian builders set a slope as a seked, the horizontal run per cubit of rise; the Rhind Mathematical Papyrus (c. 1550 BCE) works such problems. A seked of ${g.seked.display} gives tan θ = 7 ÷ 5.5 = 14/11 = ${D.sekedTangent.display}, a slope of ${g.slopeDms.display} (${g.slope.display}), inside Petrie's range; 4/π = ${D.fourOverPi.display} and √φ = ${D.rootPhi.display} both sit within 0.1 % of that fraction, so any pyramid built to this seked matches both constants. No Egyptian text names π or φ.`,
    sources: [petrie, rossi, rhind],
  },
  {
    question: 'the acoustic properties of the great pyramid',
    claim:
      "The King's Chamber was built as a resonator: its granite and proportions tune it to particular low frequencies, for ritual, healing or a machine-like purpose.",
    evidence: `The King's Chamber is a room ${g.kingLength.display} by ${g.kingWidth.display} and ${g.kingHeight.display} high (about 20 by 10 royal cubits), lined with red granite brought from Aswan. Any hard-walled room resonates; its lowest standing waves fall where half a wavelength fits a dimension: 343 ÷ (2 × ${g.kingLength.number}) ≈ ${a.alongLength.display} along the length, ≈ ${a.across.display} across and ≈ ${a.floorToCeiling.display} floor to ceiling. Recordings made in the chamber in the 1990s by the acoustic engineer Tom Danley, reported by Christopher Dunn, describe strong low resonances and a long reverberation, which is what dense polished stone does in a closed room. The chamber held Khufu's granite sarcophagus; the ${g.relievingChambers.display} low compartments above it spread the load of the roof, and builders' marks inside them name Khufu's work gangs. No ancient text assigns the room an acoustic purpose.`,
    sources: [petrie, lehner, dunn],
  },
  {
    question: 'what the Sphinx is',
    claim:
      'The Great Sphinx is far older than the pyramids: rain, not wind, cut the deep vertical fissures in its enclosure walls, so it must date from a wetter era thousands of years before Khafre.',
    evidence: `The Sphinx is a recumbent lion with a king's head, carved out of the plateau's own limestone: ${o.sphinxLength.display} long and ${o.sphinxHeight.display} high. No inscription of its time names its maker. Most Egyptologists attribute it to Khafre (reigned ${khafreReign}) because it lies beside his causeway and valley temple, and the blocks of the temple in front of it were cut from the Sphinx's own enclosure, which ties its carving to that building programme; Rainer Stadelmann argues for Khufu instead. The geologist Robert Schoch argued in 1992 that the weathering of the enclosure shows long rainfall and, with the geophysicist Thomas Dobecki, dated its first excavation to 7000–5000 BCE. Geologists and Egyptologists who disagree point to the very different hardness of the limestone layers and to salt crystallisation, which cut similar profiles, and note that no tools, settlements or burials of an earlier culture have been found at Giza.`,
    sources: [lehnerHawass, stadelmann, dobeckiSchoch],
  },
  {
    question: 'whether the pyramid is a power plant',
    claim:
      "The pyramid was a machine: the Queen's Chamber made hydrogen from chemicals fed through its shafts, and the granite King's Chamber turned the Earth's vibrations into microwave energy (Christopher Dunn, 1998).",
    evidence: `A machine leaves traces, and none has been reported: no conductors, fittings or moving parts. The Queen's Chamber shafts do not reach the surface: in 1993 Rudolf Gantenbrink's robot Upuaut climbed the southern one to a small limestone slab with two copper pins, and in 2002 a second robot found a similar blocking stone in the northern one, so neither is an open pipe. The structure is what a royal tomb of its time looks like: a limestone core with granite-lined chambers, a sarcophagus, and workmen's marks with Khufu's name in the relieving chambers. Papyri found at Wadi al-Jarf in 2013, the logbook of an inspector named Merer, record crews shipping limestone from Tura to "Akhet-Khufu", the pyramid's ancient name, around year ${mererYear} of Khufu's reign (later than the Turin king list's ${d.turinYears.display} allow, so he probably reigned longer).`,
    sources: [dunn, lehner, lehnerHawass, tallet],
  },
  {
    question: 'whether Enoch lived during construction',
    claim:
      'Enoch, remembered in Islamic and Hermetic tradition as Idris or Hermes, built the pyramids before the Flood to keep knowledge safe, and so lived while the Great Pyramid rose.',
    evidence: `The legend is medieval: Arabic writers from the 9th century on tell that Hermes, whom they identified with Idris and Enoch, built the pyramids against a coming flood. Genesis 5 lists Enoch seventh in the line from Adam, long before the Flood. On James Ussher's reading of the Hebrew text (Annales, 1650), Enoch was born in ${d.enochBorn.display} and taken by God in ${d.enochTaken.display}, ${enochGap.display} before Khufu's reign (${khufuReign}; dates of this age are uncertain by decades), and the Flood follows in ${d.flood.display}, after the pyramid stood. The building's own evidence names Khufu: his name in the relieving chambers, the logbook of Merer, and radiocarbon dates on mortar and charcoal from the monument, which place it in the Old Kingdom, though most Fourth-Dynasty samples came out ${radiocarbonOlder} older than the historical dates; a 2009 reanalysis of the same measurements found much closer agreement. No source older than the legend connects Enoch with Giza.`,
    sources: [genesis, ussher, vanBladel, bonani, dee],
  },
  {
    question: 'whether it will activate in 2040 to stop the next global phoenix event reset',
    anchor: 'why-2040',
    claim:
      'A catastrophe, a "phoenix event", strikes the Earth on a fixed cycle and resets civilisation; the pyramid is a device that will switch on around 2040, the date this page counts down to, to shield against the next one.',
    evidence: `The idea has no ancient source. The phoenix (bennu) was a bird of Heliopolis; Herodotus, who knew it only from pictures, was told by the people of Heliopolis that it came every ${d.phoenixHerodotus.display}, and Tacitus gives either the same ${d.phoenixHerodotus.number} or ${d.phoenixTacitusLong.display}. Neither mentions the pyramids or 2040. No mechanism has been found in the pyramid: it is stone masonry around a few chambers and passages. Muon imaging of its interior by the ScanPyramids team found a large space above the Grand Gallery, reported in 2017, whose purpose the team calls unknown, and a corridor behind the north face, first detected in 2016–17 and characterised in 2023, when a camera pushed through a joint filmed inside it; neither has been entered. The claim can be checked only on the day; the countdown here marks the date, not a prediction.`,
    sources: [herodotusPhoenix, tacitusPhoenix, morishima, procureur],
  },
];
