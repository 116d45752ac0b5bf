import { library, petrie } from './sources';
import type { Source } from './types';

/** A researched answer: what the claim says, what was measured, and where it is written down. */
export interface ResearchedAnswer {
  question: string;
  claim: string;
  evidence: string;
  sources: Source[];
}

/** The six sample questions of THEORIES DECODED, in the spec's order, each answered. */
export const researchedAnswers: ResearchedAnswer[] = [
  {
    question: 'pi and phi in pyramid design',
    claim:
      'The builders encoded two mathematical constants in the shape: the perimeter of the base divided by the height gives 2π, and the slant height of a face divided by half the base gives the golden ratio φ ≈ 1.618.',
    evidence:
      "Petrie's survey puts the mean side at 230.35 m and the casing slope at 51°50′40″, which restores the lost apex to about 146.6 m. Then perimeter ÷ height = 921.4 ÷ 146.6 = 6.285, against 2π = 6.283 (0.04 % off), and slant height ÷ half-base = 186.4 ÷ 115.2 = 1.619, against φ = 1.618. Both follow from one building rule. Egyptian builders set a slope as a seked, the horizontal run per cubit of rise; the Rhind Mathematical Papyrus (c. 1550 BCE) works such problems. A seked of 5½ palms gives tan θ = 7 ÷ 5.5 = 14/11 = 1.2727, a slope of 51.84°; 4/π = 1.2732 and √φ = 1.2720 both sit within 0.1 % of that fraction, so any pyramid built to this seked matches both constants. No Egyptian text names π or φ.",
    sources: [
      petrie,
      {
        author: 'Corinna Rossi',
        work: 'Architecture and Mathematics in Ancient Egypt',
        year: 2004,
        url: library('Architecture and Mathematics in Ancient Egypt', 'Rossi'),
      },
      {
        author: 'British Museum',
        work: 'Rhind Mathematical Papyrus, EA 10057, problems 56–60',
        year: 'c. 1550 BCE',
        url: 'https://www.britishmuseum.org/collection/object/Y_EA10057',
      },
    ],
  },
  {
    question: 'the acoustic properties of the great pyramid',
    claim:
      "The King's Chamber was built as a resonator: its granite and proportions tune it to particular low frequencies, for ritual, healing or a machine-like purpose.",
    evidence:
      "The King's Chamber is a granite room 10.47 m by 5.23 m and 5.84 m high (20 by 10 royal cubits), lined with red granite brought from Aswan, some 800 km up the Nile. Any hard-walled room resonates; its lowest standing waves fall where half a wavelength fits a dimension: 343 ÷ (2 × 10.47) ≈ 16 Hz along the length, ≈ 29 Hz floor to ceiling and ≈ 33 Hz across. Recordings made in the chamber in the 1990s report strong low resonances and a long reverberation, which is what dense polished stone does in a closed room. The chamber held Khufu's granite sarcophagus; the five low compartments above it spread the load of the roof, and builders' marks inside them name Khufu's work gangs. No ancient text assigns the room an acoustic purpose.",
    sources: [
      petrie,
      {
        author: 'Mark Lehner',
        work: 'The Complete Pyramids',
        year: 1997,
        url: library('The Complete Pyramids', 'Lehner'),
      },
      {
        author: 'Christopher Dunn',
        work: 'The Giza Power Plant (reports acoustic measurements by Tom Danley)',
        year: 1998,
        url: library('The Giza Power Plant', 'Dunn'),
      },
    ],
  },
  {
    question: 'what the Sphinx is',
    claim:
      'The Great Sphinx is far older than the pyramids: rain, not wind, cut the deep vertical fissures in its enclosure walls, so it must date from a wetter era thousands of years before Khafre.',
    evidence:
      "The Sphinx is a recumbent lion with a king's head, carved out of the plateau's own limestone: about 73 m long and 20 m high. It lies beside the causeway and valley temple of Khafre (reigned c. 2558–2532 BCE), and the blocks of the temple in front of it were cut from the Sphinx's own enclosure, which ties its carving to that building programme. The geologist Robert Schoch argued in 1992 that the weathering shows long rainfall and dated the core to 7000–5000 BCE or earlier. Geologists and Egyptologists who disagree point to the very different hardness of the limestone layers and to salt crystallisation, which cut similar profiles, and note that no tools, settlements or burials of an earlier culture have been found at Giza.",
    sources: [
      {
        author: 'Mark Lehner and Zahi Hawass',
        work: 'Giza and the Pyramids',
        year: 2017,
        url: library('Giza and the Pyramids', 'Lehner'),
      },
      {
        author: 'Robert M. Schoch',
        work: 'Redating the Great Sphinx of Giza, KMT 3 (2)',
        year: 1992,
        url: library('KMT', 'Schoch'),
      },
    ],
  },
  {
    question: 'whether the pyramid is a power plant',
    claim:
      "The pyramid was a machine: the Queen's Chamber made hydrogen from chemicals fed through its shafts, and the granite King's Chamber turned the Earth's vibrations into microwave energy (Christopher Dunn, 1998).",
    evidence:
      "A machine leaves traces, and none are there: no conductors, fittings or residues beyond the salt that crusts many limestone monuments. The Queen's Chamber shafts do not reach the surface; the robot Upuaut found the southern one closed after about 60 m by a small limestone slab with two copper pins (Gantenbrink, 1993), so no gas could flow. The structure is what a tomb of its time looks like: a limestone core with granite-lined chambers, a sarcophagus, and workmen's marks with Khufu's name in the relieving chambers. Papyri found at Wadi al-Jarf in 2013, the logbook of an inspector named Merer, record crews shipping limestone from Tura to \"Akhet-Khufu\", the pyramid's ancient name, in about the 27th year of Khufu's reign.",
    sources: [
      {
        author: 'Christopher Dunn',
        work: 'The Giza Power Plant',
        year: 1998,
        url: library('The Giza Power Plant', 'Dunn'),
      },
      {
        author: 'Pierre Tallet and Mark Lehner',
        work: 'The Red Sea Scrolls',
        year: 2021,
        url: library('The Red Sea Scrolls', 'Tallet'),
      },
      {
        author: 'Rudolf Gantenbrink',
        work: 'The Upuaut Project',
        year: 1993,
        url: 'http://www.cheops.org/',
      },
    ],
  },
  {
    question: 'whether Enoch lived during construction',
    claim:
      'Enoch, remembered in Islamic and Hermetic tradition as Idris or Hermes, built the pyramids before the Flood to keep knowledge safe, and so lived while the Great Pyramid rose.',
    evidence:
      "The legend is medieval: Arabic writers from the 9th century on, gathered by al-Maqrizi in the 15th, tell that Hermes, identified with Idris and Enoch, built the pyramids against a coming flood. Genesis 5 places Enoch seven generations from Adam and long before the Flood. On James Ussher's 1650 reading of the Hebrew text, Enoch was born in 3382 BCE and taken by God in 3017 BCE, about 450 years before the usual date for the Great Pyramid, c. 2560 BCE, and the Flood follows in 2348 BCE, after the pyramid stood. The building's own evidence names Khufu: his name in the relieving chambers, the logbook of Merer, and radiocarbon dates on mortar and charcoal from the monument that fall in the third millennium BCE. No source older than the legend connects Enoch with Giza.",
    sources: [
      {
        author: 'Genesis 5:18–24',
        work: 'Hebrew Bible',
        year: 'c. 6th–5th century BCE',
        url: 'https://www.sefaria.org/Genesis.5.18-24',
      },
      {
        author: 'al-Maqrizi',
        work: 'al-Khitat (description of Egypt)',
        year: 'c. 1440',
        url: library('Khitat', 'Maqrizi'),
      },
      {
        author: 'Georges Bonani et al.',
        work: 'Radiocarbon dates of Old and Middle Kingdom monuments in Egypt, Radiocarbon 43 (3)',
        year: 2001,
        url: library('Radiocarbon dates of Old and Middle Kingdom monuments in Egypt', 'Bonani'),
      },
    ],
  },
  {
    question: 'whether it will activate in 2040 to stop the next global phoenix event reset',
    claim:
      'A catastrophe, a "phoenix event", strikes the Earth on a fixed cycle and resets civilisation; the pyramid is a device that will switch on around 2040, the date this page counts down to, to shield against the next one.',
    evidence:
      'The idea has circulated online since the 2010s; it has no ancient source. The phoenix (bennu) was a bird of Heliopolis; Herodotus heard from its priests that it came every 500 years, and Tacitus reports 500 or 1,461 years, the Sothic period of the Egyptian calendar. Neither mentions the pyramids or 2040. Nothing in the monument could activate: it has no moving parts, and the most thorough look inside it, muon imaging by the ScanPyramids team, found a large empty space above the Grand Gallery (2017) and a hidden corridor behind the north face (2023), both consistent with construction, neither with machinery. The claim can be checked only on the day; the countdown here marks the date, not a prediction.',
    sources: [
      {
        author: 'Herodotus',
        work: 'Histories II.73, tr. A. D. Godley',
        year: 1920,
        url: 'https://www.perseus.tufts.edu/hopper/text?doc=Hdt.+2.73',
      },
      {
        author: 'Kunihiro Morishima et al.',
        work: "Discovery of a big void in Khufu's Pyramid, Nature 552",
        year: 2017,
        url: 'https://doi.org/10.1038/nature24647',
      },
      {
        author: 'Sébastien Procureur et al.',
        work: "Precise characterization of a corridor-shaped structure in Khufu's Pyramid, Nature Communications 14",
        year: 2023,
        url: 'https://doi.org/10.1038/s41467-023-36351-0',
      },
    ],
  },
];
