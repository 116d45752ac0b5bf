import { library as find, petrie } from './sources';
import type { Source } from './types';

/**
 * What the built-in Pharaoh assistant knows: questions visitors ask, each answered from the
 * site's research with its sources. The assistant quotes these and never makes up an answer.
 */
export interface KnowledgeEntry {
  id: string;
  question: string;
  answer: string;
  /** Other words visitors use for this subject; they help the search find it. */
  keywords: string;
  sources: Source[];
}

const lehner: Source = {
  author: 'Mark Lehner',
  work: 'The Complete Pyramids',
  year: 1997,
  url: find('The Complete Pyramids', 'Lehner'),
};
const lehnerHawass: Source = {
  author: 'Mark Lehner and Zahi Hawass',
  work: 'Giza and the Pyramids',
  year: 2017,
  url: find('Giza and the Pyramids', 'Lehner'),
};
const tallet: Source = {
  author: 'Pierre Tallet and Mark Lehner',
  work: 'The Red Sea Scrolls',
  year: 2021,
  url: find('The Red Sea Scrolls', 'Tallet'),
};
const morishima: Source = {
  author: 'Kunihiro Morishima et al.',
  work: "Discovery of a big void in Khufu's Pyramid, Nature 552",
  year: 2017,
  url: 'https://doi.org/10.1038/nature24647',
};
const procureur: Source = {
  author: 'Sébastien Procureur et al.',
  work: "Precise characterization of a corridor-shaped structure in Khufu's Pyramid, Nature Communications 14",
  year: 2023,
  url: 'https://doi.org/10.1038/s41467-023-36351-0',
};
const herodotus: Source = {
  author: 'Herodotus',
  work: 'Histories II.124–125, tr. A. D. Godley',
  year: 1920,
  url: 'https://www.perseus.tufts.edu/hopper/text?doc=Hdt.+2.124',
};
const smyth: Source = {
  author: 'Charles Piazzi Smyth',
  work: 'Our Inheritance in the Great Pyramid',
  year: 1864,
  url: find('Our Inheritance in the Great Pyramid', 'Smyth'),
};
const bauval: Source = {
  author: 'Robert Bauval and Adrian Gilbert',
  work: 'The Orion Mystery',
  year: 1994,
  url: find('The Orion Mystery', 'Bauval'),
};
const krupp: Source = {
  author: 'E. C. Krupp',
  work: 'Pyramid Marketing Schemes, Sky & Telescope 95 (2)',
  year: 1998,
  url: find('Sky and Telescope', 'Krupp'),
};
const spence: Source = {
  author: 'Kate Spence',
  work: 'Ancient Egyptian chronology and the astronomical orientation of pyramids, Nature 408',
  year: 2000,
  url: 'https://doi.org/10.1038/35042510',
};
const dunn: Source = {
  author: 'Christopher Dunn',
  work: 'The Giza Power Plant',
  year: 1998,
  url: find('The Giza Power Plant', 'Dunn'),
};
const schoch: Source = {
  author: 'Robert M. Schoch',
  work: 'Redating the Great Sphinx of Giza, KMT 3 (2)',
  year: 1992,
  url: find('KMT', 'Schoch'),
};
const gantenbrink: Source = {
  author: 'Rudolf Gantenbrink',
  work: 'The Upuaut Project',
  year: 1993,
  url: 'http://www.cheops.org/',
};
const rossi: Source = {
  author: 'Corinna Rossi',
  work: 'Architecture and Mathematics in Ancient Egypt',
  year: 2004,
  url: find('Architecture and Mathematics in Ancient Egypt', 'Rossi'),
};
const site: Source = {
  author: 'This site',
  work: 'Theories Decoded: the researched answers',
  year: 2026,
  url: '/#theories-decoded',
};

export const knowledge: KnowledgeEntry[] = [
  // The six sample questions of THEORIES DECODED, in short.
  {
    id: 'pi-phi',
    question: 'Do pi and phi appear in the design of the Great Pyramid?',
    keywords:
      'pi phi golden ratio 2π perimeter height slope seked mathematics constant encode encoded hidden number circle',
    answer:
      'Perimeter divided by height gives 6.285, within 0.04 % of 2π, and slant height divided by half the base gives 1.619, close to the golden ratio. Both follow from one building rule: a slope of 5½ palms run per cubit of rise (51.84°). No Egyptian text names π or φ.',
    sources: [petrie, rossi, site],
  },
  {
    id: 'acoustics',
    question: "What are the acoustic properties of the King's Chamber?",
    keywords:
      'acoustic sound resonance frequency hum granite vibration music healing musical instrument infrasound reverberate echo low notes',
    answer:
      "The granite King's Chamber (10.47 × 5.23 m, 5.84 m high) resonates like any hard-walled room; its lowest standing waves fall near 16, 29 and 33 Hz. Recordings report strong low resonances and long reverberation. No ancient text gives the room an acoustic purpose; it held Khufu's sarcophagus.",
    sources: [petrie, lehner, site],
  },
  {
    id: 'sphinx',
    question: 'What is the Great Sphinx?',
    keywords:
      'sphinx lion human head statue khafre carved bedrock water erosion size big long high',
    answer:
      "The Great Sphinx is a recumbent lion with a king's head, about 73 m long and 20 m high, carved from the plateau's own limestone. Its position beside Khafre's causeway and valley temple dates it to his reign, c. 2558–2532 BCE. A much older date from rain erosion (Schoch, 1992) is disputed.",
    sources: [lehnerHawass, schoch, site],
  },
  {
    id: 'power-plant',
    question: 'Was the Great Pyramid a power plant?',
    keywords: 'power plant energy electricity microwave hydrogen generator dunn machine device',
    answer:
      "Christopher Dunn argued in 1998 that the pyramid made energy. No conductors, fittings or chemical residues have been found, the Queen's Chamber shafts are closed by small stone slabs, and Khufu's name in the relieving chambers and the papyri of Merer place it as his tomb.",
    sources: [dunn, gantenbrink, tallet],
  },
  {
    id: 'enoch',
    question: 'Did Enoch live while the pyramid was built?',
    keywords: 'enoch idris hermes flood bible genesis antediluvian legend',
    answer:
      "The story that Enoch (Idris, Hermes) built the pyramids before the Flood is a medieval Arabic legend. On Ussher's biblical chronology Enoch lived 3382–3017 BCE, about 450 years before the pyramid (c. 2560 BCE). The monument's own evidence names Khufu.",
    sources: [
      {
        author: 'Genesis 5:18–24',
        work: 'Hebrew Bible',
        year: 'c. 6th–5th century BCE',
        url: 'https://www.sefaria.org/Genesis.5.18-24',
      },
      lehner,
      site,
    ],
  },
  {
    id: 'phoenix-2040',
    question: 'Will the pyramid activate in 2040 to stop a phoenix reset?',
    keywords: '2040 phoenix reset cataclysm activate cycle prophecy countdown may 16',
    answer:
      'The idea has circulated online since the 2010s and has no ancient source. Herodotus gives the phoenix 500 years; nothing ties it to 2040. The pyramid has no moving parts, and muon imaging found only construction voids. The countdown marks the date; it is not a prediction.',
    sources: [morishima, procureur, site],
  },
  // The monument.
  {
    id: 'dimensions',
    question: 'How big is the Great Pyramid?',
    keywords:
      'size dimensions measurements base side length area footprint meters metres feet big large wide width original height originally ground covers acres hectares perimeter',
    answer:
      'Each side of the base measures about 230.3 m (Petrie: 230.35 m on average), covering 5.3 hectares. The original height was about 146.6 m (280 royal cubits); the faces rise at 51.84°.',
    sources: [petrie, lehner],
  },
  {
    id: 'height-today',
    question: 'How tall is the Great Pyramid today?',
    keywords:
      'height tall today now current 138 lost capstone apex missing top shorter lower eroded used to be',
    answer:
      'It stands about 138.5 m today. The top courses and the capstone are gone, and so is the smooth casing, which lowered it from its original 146.6 m.',
    sources: [lehner],
  },
  {
    id: 'tallest',
    question: 'Was it the tallest building in the world?',
    keywords:
      'tallest highest building world record structure ever lincoln cathedral beat surpassed overtaken taller than held the',
    answer:
      "Yes. At about 146.6 m it was the tallest structure made by people for some 3,800 years, until Lincoln Cathedral's spire was finished around 1311.",
    sources: [lehner],
  },
  {
    id: 'age',
    question: 'How old is the Great Pyramid?',
    keywords: 'old age built constructed date year bce years ago fourth dynasty',
    answer:
      'It was built for King Khufu of the Fourth Dynasty, around 2560 BCE, about 4,500 years ago. Radiocarbon dates from its mortar fall in the same millennium.',
    sources: [
      lehner,
      {
        author: 'Georges Bonani et al.',
        work: 'Radiocarbon dates of Old and Middle Kingdom monuments in Egypt, Radiocarbon 43 (3)',
        year: 2001,
        url: find('Radiocarbon dates of Old and Middle Kingdom monuments in Egypt', 'Bonani'),
      },
    ],
  },
  {
    id: 'khufu',
    question: 'Who was Khufu?',
    keywords: 'khufu cheops king pharaoh owner tomb reign who ruler same person name greek',
    answer:
      "Khufu, called Cheops by the Greeks, was the second king of the Fourth Dynasty and reigned around 2589–2566 BCE. The Great Pyramid was his tomb; his name is painted by the work gangs in the relieving chambers above the King's Chamber.",
    sources: [lehner, lehnerHawass],
  },
  {
    id: 'builders',
    question: 'Who built the Great Pyramid? Was it slaves?',
    keywords: 'who built builders workers slaves labour labor crew gangs workforce',
    answer:
      "Paid and fed Egyptian crews, not slaves. Excavations of the workers' town south of the plateau (Heit el-Ghurab) and their tombs show organised gangs with names such as Friends of Khufu, bakeries and large supplies of meat. A few thousand skilled builders were helped by rotating labourers.",
    sources: [lehnerHawass, tallet],
  },
  {
    id: 'architect',
    question: 'Who was the architect of the Great Pyramid?',
    keywords: 'architect hemiunu designed design designer vizier overseer engineer planned',
    answer:
      "Hemiunu, Khufu's vizier and 'overseer of all construction projects of the king', is thought to have directed the work. His mastaba tomb lies beside the pyramid, and his statue is in Hildesheim.",
    sources: [lehner],
  },
  {
    id: 'how-long',
    question: 'How long did it take to build the Great Pyramid?',
    keywords: 'how long take build years duration time construction twenty',
    answer:
      "About twenty years, the length of Khufu's reign. Herodotus reported twenty years; the logbook of Merer shows work still under way around the 27th year of the reign.",
    sources: [herodotus, tallet],
  },
  {
    id: 'construction',
    question: 'How was the Great Pyramid built?',
    keywords:
      'how built construction method ramps sledges levers blocks lift move stones technique tools copper chisels technology cranes without machines engineering raised',
    answer:
      'Blocks were quarried on the plateau and dragged on sledges, over wetted ground, up ramps whose exact layout is still debated: straight, zigzag or spiral. Copper tools, stone pounders, levers and organised crews did the work; the granite came by boat from Aswan.',
    sources: [lehner, lehnerHawass],
  },
  {
    id: 'blocks',
    question: 'How many stone blocks are in the Great Pyramid and how heavy are they?',
    keywords: 'blocks stones number how many weight heavy tons mass million',
    answer:
      "Roughly 2.3 million blocks, most of them limestone of about 2.5 tonnes on average; the largest granite beams over the King's Chamber weigh 25 to 80 tonnes. The whole mass is near 6 million tonnes.",
    sources: [lehner],
  },
  {
    id: 'stone-sources',
    question: 'Where did the stone for the Great Pyramid come from?',
    keywords:
      'stone quarry limestone granite tura aswan material source where from rock rocks made of',
    answer:
      "The core limestone was quarried on the Giza plateau itself. The fine white casing came from Tura across the Nile, and the granite of the King's Chamber from Aswan, about 800 km upstream, brought by boat.",
    sources: [lehner, tallet],
  },
  {
    id: 'merer',
    question: 'What is the Diary of Merer?',
    keywords: 'merer diary papyri wadi al-jarf logbook papyrus oldest red sea scrolls',
    answer:
      "The oldest inscribed papyri known, found in 2013 at Wadi al-Jarf on the Red Sea. They are the logbook of an inspector, Merer, whose crew shipped limestone from Tura to the pyramid, called Akhet-Khufu, around the 27th year of Khufu's reign.",
    sources: [tallet],
  },
  {
    id: 'casing',
    question: 'Was the Great Pyramid once white and smooth?',
    keywords:
      'casing white smooth shiny polished limestone covering outer surface layer stripped removed',
    answer:
      'Yes. It was faced with polished white Tura limestone, cut so finely that Petrie measured joints about half a millimetre wide. Most casing was stripped after earthquakes in the 14th century to build Cairo; some blocks remain at the base.',
    sources: [petrie, lehner],
  },
  {
    id: 'capstone',
    question: 'Did the Great Pyramid have a golden capstone?',
    keywords: 'capstone pyramidion gold top apex cap golden tip',
    answer:
      "Its capstone (pyramidion) is lost, and nothing records that it was gold. Pyramidia found at other pyramids, such as Amenemhat III's at Dahshur, are of stone.",
    sources: [lehner],
  },
  {
    id: 'orientation',
    question: 'How accurately is the Great Pyramid aligned to north?',
    keywords:
      'orientation north aligned cardinal directions compass true north accuracy arcminutes',
    answer:
      'Its sides face the cardinal points to within about 3 to 4 arcminutes of true north, a twentieth of a degree. The builders probably used stars circling the celestial pole; Kate Spence proposed a pair of stars crossing the meridian together.',
    sources: [petrie, spence],
  },
  {
    id: 'location',
    question: 'Where is the Great Pyramid?',
    keywords: 'where location city country giza cairo egypt plateau map coordinates nile',
    answer:
      "On the Giza plateau on the west bank of the Nile, at the edge of modern Cairo, Egypt, about 30° north. It is the largest of three main pyramids there, with Khafre's and Menkaure's.",
    sources: [lehnerHawass],
  },
  {
    id: 'three-pyramids',
    question: 'What are the three pyramids of Giza?',
    keywords:
      'three pyramids other neighbouring next khafre menkaure giza complex necropolis second third',
    answer:
      "Khufu's (the Great Pyramid, 146.6 m), his son Khafre's (143.5 m, on higher ground so it looks taller) and Menkaure's (65.5 m). Smaller queens' pyramids, temples, causeways and the Sphinx complete the complex.",
    sources: [lehnerHawass],
  },
  {
    id: 'wonder',
    question: 'Is the Great Pyramid one of the Seven Wonders?',
    keywords: 'seven wonders ancient world list only surviving',
    answer:
      'Yes, it is the oldest of the Seven Wonders of the Ancient World and the only one still standing.',
    sources: [lehner],
  },
  {
    id: 'chambers',
    question: 'What chambers are inside the Great Pyramid?',
    keywords: 'chambers inside rooms interior passages layout',
    answer:
      "Three main chambers: the unfinished Subterranean Chamber cut into the bedrock about 30 m below the base, the Queen's Chamber at about 21 m, and the granite King's Chamber at 43 m, reached by the Grand Gallery.",
    sources: [petrie, lehner],
  },
  {
    id: 'kings-chamber',
    question: "What is in the King's Chamber?",
    keywords:
      "king's chamber inside contains contents granite sarcophagus coffer burial room red granite",
    answer:
      'A room of red Aswan granite, 10.47 × 5.23 m and 5.84 m high, holding an empty, lidless granite sarcophagus. Above its ceiling five low relieving chambers spread the weight of the masonry.',
    sources: [petrie, lehner],
  },
  {
    id: 'queens-chamber',
    question: "What is the Queen's Chamber?",
    keywords: "queen's chamber niche gabled room middle chamber",
    answer:
      "A limestone room with a gabled roof on the pyramid's centre line, about 21 m above the base. It was never for a queen; the name comes from Arab explorers. Its purpose is uncertain, perhaps for a statue of the king in its niche.",
    sources: [lehner],
  },
  {
    id: 'subterranean',
    question: 'What is the Subterranean Chamber?',
    keywords:
      'subterranean chamber underground pit bedrock unfinished lower see look like describe walk into empty box lid',
    answer:
      'An unfinished room cut into the bedrock about 30 m below the base, reached by the long descending passage. Work stopped before it was finished, perhaps when the plan moved the burial higher.',
    sources: [petrie, lehner],
  },
  {
    id: 'grand-gallery',
    question: 'What is the Grand Gallery?',
    keywords: 'grand gallery corbelled passage ascending hall ceiling',
    answer:
      "A steep corridor 46.7 m long and 8.6 m high with a corbelled roof: seven courses step inward, narrowing it from 2.06 m at the floor to 1.04 m at the top. It leads up to the King's Chamber.",
    sources: [petrie, lehner],
  },
  {
    id: 'relieving',
    question: "What are the relieving chambers above the King's Chamber?",
    keywords: 'relieving chambers graffiti cartouche vyse stress beams above ceiling',
    answer:
      "Five low compartments stacked over the King's Chamber, topped by a gable of limestone beams, which spread the load of the masonry. Opened by Howard Vyse in 1837, they carry red-painted marks of the work gangs with Khufu's name.",
    sources: [lehner],
  },
  {
    id: 'shafts',
    question: 'What are the narrow shafts in the Great Pyramid for?',
    keywords: 'shafts air vents narrow channels stars alnitak thuban gantenbrink door',
    answer:
      "Four narrow shafts leave the King's and Queen's Chambers. The King's Chamber shafts reach the outside; the Queen's Chamber shafts are closed by small slabs with copper pins (Gantenbrink, 1993). They are thought to be for the king's soul, aimed at the northern stars and at Orion.",
    sources: [gantenbrink, lehner],
  },
  {
    id: 'big-void',
    question: 'What is the Big Void found in the Great Pyramid?',
    keywords:
      'big void scanpyramids muon hidden chamber discovery 2017 cosmic rays corridor 2023 nobody has entered unexplored',
    answer:
      'In 2017 the ScanPyramids team found a space at least 30 m long above the Grand Gallery by imaging cosmic-ray muons. In 2023 they confirmed a hidden corridor behind the north face. Neither has been entered; both fit known building practice.',
    sources: [morishima, procureur],
  },
  {
    id: 'entrance',
    question: 'How do you get inside the Great Pyramid?',
    keywords: 'entrance enter go in tourists visitors visit open tunnel robbers al-mamun',
    answer:
      "The original entrance is on the north face, about 17 m up. Visitors today use the tunnel forced below it, traditionally credited to the caliph al-Ma'mun around 820 CE.",
    sources: [lehner],
  },
  {
    id: 'mummy',
    question: 'Was Khufu buried in the pyramid? Was a mummy found?',
    keywords: 'mummy body burial found treasure robbed tomb empty grave',
    answer:
      "No mummy or treasure has been found. The sarcophagus was empty when first recorded; the pyramid was probably robbed in antiquity. Its plan, sarcophagus and the tombs around it show it was built as Khufu's tomb.",
    sources: [lehner],
  },
  {
    id: 'purpose',
    question: 'Why was the Great Pyramid built?',
    keywords: 'why purpose built reason tomb meaning function build meant for use shape',
    answer:
      "As the tomb of King Khufu and the centre of his funerary cult, with temples, a causeway and boat pits around it. Its shape is linked to the sun god Ra and to the king's rising to the sky.",
    sources: [lehner, lehnerHawass],
  },
  {
    id: 'boats',
    question: 'What are the Khufu boats?',
    keywords: 'boat ship solar barque khufu ship pit cedar',
    answer:
      'Dismantled cedar ships buried in pits beside the pyramid. The first, found in 1954, was rebuilt: 43.6 m long. It is shown in the Grand Egyptian Museum.',
    sources: [lehnerHawass],
  },
  // The theories of the card grid.
  {
    id: 'orion',
    question: "Are the Giza pyramids aligned with Orion's belt?",
    keywords: 'orion belt correlation stars alnitak alnilam mintaka bauval layout match',
    answer:
      "Robert Bauval proposed in 1989 that the three pyramids copy Orion's belt. Astronomers object that the map must be turned upside down to match and that the third star is offset; this site's drawing fits the first two and shows Mintaka falling beside Menkaure.",
    sources: [bauval, krupp],
  },
  {
    id: 'petrie',
    question: 'Who was Flinders Petrie and what did he measure?',
    keywords: 'petrie survey flinders measurements triangulation 1880 1883 measured surveyed',
    answer:
      "William Matthew Flinders Petrie surveyed Giza in 1880–82 with theodolites and careful triangulation. His book of 1883 gives the base, angles, chambers and joints to millimetres, and disproved Piazzi Smyth's sacred-inch theory.",
    sources: [petrie],
  },
  {
    id: 'smyth',
    question: 'Who was Charles Piazzi Smyth?',
    keywords: 'piazzi smyth astronomer royal scotland pyramid inch pyramidology book 1864',
    answer:
      "Astronomer Royal for Scotland. In Our Inheritance in the Great Pyramid (1864) he argued that a 'pyramid inch' encoded divine measures of the Earth and time. Petrie's survey found his measurements wrong; the book is still the root of much pyramid theory.",
    sources: [smyth, petrie],
  },
  {
    id: 'solar-distance',
    question: 'Does the pyramid height encode the distance to the Sun?',
    keywords: 'sun distance earth height billion astronomical unit encode 149',
    answer:
      'The claim multiplies the height by a billion: 146.6 m × 10⁹ = 146.6 million km, against a measured mean Earth–Sun distance of 149.6 million km, 2 % short. The Egyptians did not use metres, so the match is a coincidence of units.',
    sources: [site],
  },
  {
    id: 'aliens',
    question: 'Did aliens build the pyramids?',
    keywords: 'aliens extraterrestrial atlantis lost civilization ancient astronauts',
    answer:
      "No evidence supports it. The quarries, tools, workers' town, tombs of the builders, the papyri of Merer and the earlier step and bent pyramids show Egyptians learning to build pyramids over a century.",
    sources: [lehnerHawass, tallet],
  },
  {
    id: 'precision',
    question: 'How precise is the Great Pyramid?',
    keywords:
      'precision accuracy level square sides difference error exact accurately laid out perfect',
    answer:
      'The four sides differ in length by only a few centimetres over 230 m, the corners are within a few arcminutes of right angles, and the base is level to about 2 cm. Petrie measured this in 1880–82.',
    sources: [petrie],
  },
  {
    id: 'moon-clock',
    question: 'How does this site show the moon phase and Cairo time?',
    keywords:
      'moon phase clock cairo time website countdown lunar calendar counting target timer date',
    answer:
      'The moon uses the mean lunation of 29.53058867 days from the new moon of 6 January 2000, 18:14 UTC, in eight phases. The clock shows the time zone Africa/Cairo, daylight saving included. The countdown runs to 16 May 2040.',
    sources: [site],
  },
];
