import {
  acoustics as a,
  age,
  dates as d,
  derivedFigures as D,
  enochGap,
  greatPyramid as g,
  khafreReign,
  khufuReign,
  mererYear,
  orionFit,
  otherMonuments as o,
  petrieSideError,
  radiocarbonOlder,
  sun,
} from './figures';
import {
  bonani,
  dee,
  cole,
  dash,
  dobeckiSchoch,
  dunn,
  espenakPhases,
  genesis,
  herodotusPhoenix,
  herodotusPyramid,
  iauAu,
  ianaTz,
  krupp,
  lehner,
  lehnerHawass,
  morishima,
  orofino,
  petrie,
  proctor,
  procureur,
  rhind,
  rossi,
  smyth,
  spence,
  stadelmann,
  tallet,
  ussher,
  vanBladel,
  vyse,
} from './sources';
import type { Source } from './types';

/**
 * What the built-in Pharaoh assistant knows: questions visitors ask, each answered from the
 * site's research with its sources. The assistant quotes these and never makes up an answer.
 * Numbers come from ./figures, so an answer and the page never disagree.
 */
export interface KnowledgeEntry {
  id: string;
  question: string;
  answer: string;
  /** Other words visitors use for this subject; they help the search find it. */
  keywords: string;
  sources: Source[];
}

export const knowledge: KnowledgeEntry[] = [
  // The six sample questions of THEORIES DECODED, in short.
  {
    id: 'pi-phi',
    question: 'Do pi and phi appear in the design of the Great Pyramid?',
    keywords:
      'pi phi golden ratio 2π perimeter height slope seked mathematics constant encode encoded hidden number circle',
    answer: `Perimeter divided by height gives ${D.perimeterOverHeight.display}, within ${D.piError.display} of 2π, and slant height divided by half the base gives ${D.slantOverHalfBase.display}, close to the golden ratio. Both follow from one building rule, a slope of ${g.seked.display} run per cubit of rise (${g.slope.display}), which Petrie's measured ${g.petrieSlope.display} fits. No Egyptian text names π or φ.`,
    sources: [petrie, rossi, rhind],
  },
  {
    id: 'acoustics',
    question: "What are the acoustic properties of the King's Chamber?",
    keywords:
      'acoustic sound resonance frequency hum granite vibration music healing musical instrument infrasound reverberate echo low notes',
    answer: `The granite King's Chamber (${g.kingLength.number} × ${g.kingWidth.display}, ${g.kingHeight.display} high) resonates like any hard-walled room; its lowest standing waves fall near ${a.alongLength.number}, ${a.across.number} and ${a.floorToCeiling.display}. Tom Danley's recordings there in the 1990s, reported by Christopher Dunn, found strong low resonances and a long reverberation. No ancient text gives the room an acoustic purpose; it held Khufu's sarcophagus.`,
    sources: [petrie, dunn, lehner],
  },
  {
    id: 'sphinx',
    question: 'What is the Great Sphinx?',
    keywords:
      'sphinx lion human head statue khafre carved bedrock water erosion size big long high',
    answer: `The Great Sphinx is a recumbent lion with a king's head, ${o.sphinxLength.display} long and ${o.sphinxHeight.display} high, carved from the plateau's own limestone. Most Egyptologists attribute it to Khafre (${khafreReign}) because it lies beside his causeway and valley temple; no inscription names its maker. Rainer Stadelmann argues for Khufu, and Vassil Dobrev, in a television documentary of 2004, for Djedefre. A far older date from weathering, argued by Robert Schoch in 1992, is disputed.`,
    sources: [lehnerHawass, stadelmann, dobeckiSchoch],
  },
  {
    id: 'power-plant',
    question: 'Was the Great Pyramid a power plant?',
    keywords: 'power plant energy electricity microwave hydrogen generator dunn machine device',
    answer: `Christopher Dunn argued in 1998 that the pyramid made energy. No conductors, fittings or machine parts have been reported; the Queen's Chamber shafts end at small blocking stones, the southern one reached by a robot in 1993 and the northern one in 2002; and Khufu's name in the relieving chambers and Merer's logbook tie the building to his reign.`,
    sources: [dunn, lehner, lehnerHawass, tallet],
  },
  {
    id: 'enoch',
    question: 'Did Enoch live while the pyramid was built?',
    keywords: 'enoch idris hermes flood bible genesis antediluvian legend',
    answer: `The story that Enoch (Idris, Hermes) built the pyramids before the Flood is a medieval Arabic legend. On James Ussher's biblical chronology Enoch lived ${d.enochBorn.number}–${d.enochTaken.display}, ${enochGap.display} before Khufu's reign (${khufuReign}). The monument's own evidence names Khufu.`,
    sources: [genesis, ussher, vanBladel, lehner],
  },
  {
    id: 'phoenix-2040',
    question: 'Will the pyramid activate in 2040 to stop a phoenix reset?',
    keywords: '2040 phoenix reset cataclysm activate cycle prophecy countdown may 16 happen',
    answer: `The idea has no ancient source. Herodotus gives the phoenix ${d.phoenixHerodotus.display}, and nothing ties it to 2040. The most thorough scans, by muon imaging, found a space above the Grand Gallery whose purpose is unknown and a corridor behind the north face; neither has been entered. The countdown marks the date; it is not a prediction.`,
    sources: [herodotusPhoenix, morishima, procureur],
  },
  // The monument.
  {
    id: 'dimensions',
    question: 'How big is the Great Pyramid?',
    keywords:
      'size dimensions measurements base side length area footprint meters metres feet big large wide width original height originally ground covers acres hectares perimeter',
    answer: `Each side of the base measures about ${g.baseSide.display} (Petrie: ${g.petrieSide.display} on average), covering ${D.area.display}. The original height was about ${g.heightOriginal.display} (${g.heightCubits.display}); the faces rise at about ${g.slope.display}.`,
    sources: [petrie, lehner],
  },
  {
    id: 'height-today',
    question: 'How tall is the Great Pyramid today?',
    keywords:
      'height tall today now current 138 lost apex missing top shorter lower eroded used to be',
    answer: `It stands about ${g.heightToday.display} today. Its top courses and capstone are gone, which lowered it from its original ${g.heightOriginal.display}, and so is its smooth casing.`,
    sources: [lehner, lehnerHawass],
  },
  {
    id: 'tallest',
    question: 'Was it the tallest building in the world?',
    keywords:
      'tallest highest building world record structure ever lincoln cathedral beat surpassed overtaken taller than held the title',
    answer: `For thousands of years, as far as is known. At about ${g.heightOriginal.display} it was taller than any other building of the ancient world; the spire of Lincoln Cathedral, finished around 1311, is usually named as the first structure to rise higher, though its height is only an estimate.`,
    sources: [lehner],
  },
  {
    id: 'age',
    question: 'How old is the Great Pyramid?',
    keywords: 'old age built date year bce years ago fourth dynasty',
    answer: `It was built for King Khufu of the Fourth Dynasty, who reigned ${khufuReign} on Mark Lehner's dates, ${age.display} ago; dates of this age are uncertain by decades. Radiocarbon dates from its mortar place it in the Old Kingdom, though most Fourth-Dynasty samples came out ${radiocarbonOlder} older than the historical dates; a 2009 reanalysis of the same measurements found much closer agreement.`,
    sources: [lehner, bonani, dee],
  },
  {
    id: 'khufu',
    question: 'Who was Khufu?',
    keywords:
      'khufu cheops king pharaoh owner tomb reign who ruler same person name greek dynasty rule ruled biography',
    answer: `Khufu, called Cheops by the Greeks, was the second king of the Fourth Dynasty, dated ${khufuReign} by Mark Lehner. The Turin king list gives him ${d.turinYears.display}, but Merer's logbook is dated around year ${mererYear} of his reign, so he likely reigned longer. The Great Pyramid was his tomb; his name was painted by the work gangs in the relieving chambers.`,
    sources: [lehner, tallet, lehnerHawass],
  },
  {
    id: 'builders',
    question: 'Who built the Great Pyramid? Was it slaves?',
    keywords:
      'who built builders workers slaves labour labor crew gangs workforce people village farmers paid',
    answer: `Paid and fed Egyptian crews built it for Khufu, not slaves. Their town south of the plateau (Heit el-Ghurab) had bakeries and large supplies of meat, and they were buried nearby; marks above the King's Chamber name gangs such as Friends of Khufu. Mark Lehner estimates that a few thousand skilled builders were helped by rotating labourers.`,
    sources: [lehnerHawass, tallet],
  },
  {
    id: 'architect',
    question: 'Who was the architect of the Great Pyramid?',
    keywords: 'architect hemiunu designed design designer vizier overseer engineer planned',
    answer: `Hemiunu, Khufu's vizier and 'overseer of all construction projects of the king', is thought to have directed the work. His mastaba tomb lies beside the pyramid, and his statue is in Hildesheim.`,
    sources: [lehner],
  },
  {
    id: 'how-long',
    question: 'How long did it take to build the Great Pyramid?',
    keywords: 'how long take build years duration time construction twenty',
    answer: `No record says. Herodotus was told ${d.herodotusYears.display}; Merer's logbook shows limestone still arriving around year ${mererYear} of Khufu's reign, beyond the Turin king list's ${d.turinYears.display}, so the work probably ran late into his reign.`,
    sources: [herodotusPyramid, tallet, lehner],
  },
  {
    id: 'construction',
    question: 'How was the Great Pyramid built?',
    keywords:
      'how built construction method ramps sledges levers blocks lift move stones technique tools copper chisels technology cranes without machines engineering raised wheels sand water constructed',
    answer: `Most blocks were quarried on the plateau and most likely dragged on sledges up ramps whose layout is still debated: straight, zigzag or spiral. Copper tools, stone pounders, levers and organised crews did the work; the granite came by boat from Aswan.`,
    sources: [lehner, lehnerHawass],
  },
  {
    id: 'blocks',
    question: 'How many stone blocks are in the Great Pyramid and how heavy are they?',
    keywords: 'blocks stones number how many weight heavy tons mass million',
    answer: `Roughly ${g.blocks.display} blocks, most of them limestone of about ${g.blockMass.display} on average, ${D.totalMass.display} in all by that reckoning; the granite beams over the King's Chamber weigh tens of tonnes each.`,
    sources: [lehner],
  },
  {
    id: 'stone-sources',
    question: 'Where did the stone for the Great Pyramid come from?',
    keywords:
      'stone quarry limestone granite tura aswan material source where from rock rocks made of',
    answer: `The core limestone was quarried on the Giza plateau itself. The fine white casing came from Tura across the Nile, and the granite of the King's Chamber from Aswan, far up the Nile, brought by boat.`,
    sources: [lehner, tallet],
  },
  {
    id: 'merer',
    question: 'What is the Diary of Merer?',
    keywords:
      'merer diary papyri wadi al-jarf logbook papyrus oldest red sea scrolls written record',
    answer: `The oldest inscribed papyri known, found in 2013 at Wadi al-Jarf on the Red Sea. They are the logbook of an inspector, Merer, whose crew shipped limestone from Tura to the pyramid, called Akhet-Khufu, around year ${mererYear} of Khufu's reign.`,
    sources: [tallet],
  },
  {
    id: 'casing',
    question: 'Was the Great Pyramid once white and smooth?',
    keywords:
      'casing white smooth shiny polished limestone covering outer surface layer stripped removed gleam shine colour color joints',
    answer: `Yes. It was faced with white Tura limestone, cut so finely that Petrie measured joints about ${g.casingJoint.display} wide. Most of the casing was carried off in the Middle Ages as building stone; some blocks remain at the base.`,
    sources: [petrie, lehner],
  },
  {
    id: 'capstone',
    question: 'Did the Great Pyramid have a golden capstone?',
    keywords: 'capstone pyramidion gold top apex cap golden tip missing electrum dollar',
    answer: `Its capstone (pyramidion) is lost, and nothing records that it was gold. Pyramidia found at other pyramids, such as Amenemhat III's at Dahshur, are of stone.`,
    sources: [lehner],
  },
  {
    id: 'orientation',
    question: 'How accurately is the Great Pyramid aligned to north?',
    keywords:
      'orientation north aligned cardinal directions compass true north accuracy arcminutes',
    answer: `On average its sides are ${g.orientation.display} off the cardinal points. How the builders did it is not recorded: proposals include stars circling the pole, Kate Spence's pair of stars crossing the meridian together, and the Sun's shadow, on any day or at an equinox, each argued to be accurate enough.`,
    sources: [petrie, spence, dash],
  },
  {
    id: 'location',
    question: 'Where is the Great Pyramid?',
    keywords: 'where location located city country giza cairo egypt plateau map coordinates nile',
    answer: `On the Giza plateau on the west bank of the Nile, at the edge of modern Cairo, Egypt, about 30° north. It is the largest of three main pyramids there, with Khafre's and Menkaure's.`,
    sources: [lehnerHawass],
  },
  {
    id: 'three-pyramids',
    question: 'What are the three pyramids of Giza?',
    keywords:
      'three pyramids other neighbouring next khafre menkaure giza complex necropolis second third names main',
    answer: `Khufu's (the Great Pyramid, ${g.heightOriginal.display}), his son Khafre's (${o.khafreHeight.display}, on higher ground so it looks taller) and Menkaure's (${o.menkaureHeight.display}), heights as built. Smaller queens' pyramids, temples, causeways and the Sphinx complete the complex.`,
    sources: [lehner, lehnerHawass],
  },
  {
    id: 'wonder',
    question: 'Is the Great Pyramid one of the Seven Wonders?',
    keywords: 'seven wonders ancient world list only surviving',
    answer: `Yes, it is the oldest of the Seven Wonders of the Ancient World and the only one still standing.`,
    sources: [lehnerHawass],
  },
  {
    id: 'chambers',
    question: 'What chambers are inside the Great Pyramid?',
    keywords: 'chambers inside rooms interior passages layout',
    answer: `Three main chambers: the unfinished Subterranean Chamber cut into the bedrock ${g.subterraneanDepth.display} below the base, and above the base the Queen's Chamber at ${g.queenFloor.display} and the granite King's Chamber at ${g.kingFloor.display}, reached by the Grand Gallery.`,
    sources: [petrie, lehner],
  },
  {
    id: 'kings-chamber',
    question: "What is in the King's Chamber?",
    keywords:
      "king's chamber inside contains contents granite sarcophagus coffer burial room red granite",
    answer: `A room of red Aswan granite, ${g.kingLength.number} × ${g.kingWidth.display} and ${g.kingHeight.display} high, holding an empty, lidless granite sarcophagus. Above its ceiling ${g.relievingChambers.display} low relieving chambers spread the weight of the masonry.`,
    sources: [petrie, lehner],
  },
  {
    id: 'queens-chamber',
    question: "What is the Queen's Chamber?",
    keywords: "queen's chamber niche gabled room middle chamber",
    answer: `A limestone room with a gabled roof on the pyramid's centre line, ${g.queenFloor.display} above the base. It was never for a queen; the name was given by later explorers. Its purpose is uncertain: one proposal is a statue of the king in its niche.`,
    sources: [lehner],
  },
  {
    id: 'subterranean',
    question: 'What is the Subterranean Chamber?',
    keywords:
      'subterranean chamber underground pit bedrock unfinished lower see look like describe walk into empty box lid rock deepest lowest',
    answer: `An unfinished room cut into the bedrock ${g.subterraneanDepth.display} below the base, reached by the long descending passage. Work stopped before it was finished, perhaps when the plan moved the burial higher.`,
    sources: [petrie, lehner],
  },
  {
    id: 'grand-gallery',
    question: 'What is the Grand Gallery?',
    keywords: 'grand gallery corbelled passage ascending hall ceiling',
    answer: `A steep corridor ${g.galleryLength.display} long and ${g.galleryHeight.display} high with a corbelled roof: ${g.galleryCourses.display} courses step inward, narrowing it from ${g.galleryFloorWidth.display} at the floor to ${g.galleryTopWidth.display} at the top. It leads up to the King's Chamber.`,
    sources: [petrie, lehner],
  },
  {
    id: 'relieving',
    question: "What are the relieving chambers above the King's Chamber?",
    keywords: 'relieving chambers graffiti cartouche vyse stress beams above ceiling',
    answer: `Above the King's Chamber are ${g.relievingChambers.display} low compartments, topped by a gable of limestone beams, which spread the load of the masonry. Nathaniel Davison entered the lowest in 1765; Howard Vyse and John Perring opened the four above it in 1837 and found red-painted marks of the work gangs with Khufu's name.`,
    sources: [vyse, lehner],
  },
  {
    id: 'shafts',
    question: 'What are the narrow shafts in the Great Pyramid for?',
    keywords: 'shafts air vents narrow channels stars alnitak thuban gantenbrink door',
    answer: `Four narrow shafts leave the King's and Queen's Chambers. The King's Chamber shafts reach the outside; the Queen's Chamber shafts end at small blocking stones, the southern one reached by Rudolf Gantenbrink's robot in 1993 and the northern one in 2002. Many Egyptologists think they served the king's soul, aimed at the northern stars and at Orion.`,
    sources: [lehner, lehnerHawass],
  },
  {
    id: 'big-void',
    question: 'What is the Big Void found in the Great Pyramid?',
    keywords:
      'big void scanpyramids muon hidden chamber discovery 2017 cosmic rays corridor 2023 nobody has entered unexplored',
    answer: `In 2017 the ScanPyramids team reported a space ${g.bigVoidLength.display} long above the Grand Gallery, found by imaging cosmic-ray muons; its purpose is unknown. A corridor behind the north face, first detected in 2016–17, was characterised in 2023, and a camera pushed through a joint filmed inside it. Neither has been entered.`,
    sources: [morishima, procureur],
  },
  {
    id: 'entrance',
    question: 'How do you get inside the Great Pyramid?',
    keywords: 'entrance enter go in tourists visitors visit open tunnel robbers al-mamun',
    answer: `The original entrance is on the north face, ${g.entrance.display} up. Visitors today use the tunnel forced below it, traditionally credited to the caliph al-Ma'mun, who visited Egypt in 832 CE.`,
    sources: [petrie, lehner],
  },
  {
    id: 'mummy',
    question: 'Was Khufu buried in the pyramid? Was a mummy found?',
    keywords: 'mummy body burial found treasure robbed tomb empty grave',
    answer: `No mummy or treasure has been found. The sarcophagus was empty when first recorded; the pyramid was probably robbed in antiquity. Its plan, sarcophagus and the tombs around it show it was built as Khufu's tomb.`,
    sources: [lehner],
  },
  {
    id: 'purpose',
    question: 'Why was the Great Pyramid built?',
    keywords: 'why purpose reason tomb meaning function meant for use shape',
    answer: `As the tomb of King Khufu and the centre of his funerary cult, with temples, a causeway and boat pits around it. Egyptologists link its shape to the sun god and to the king's rising to the sky.`,
    sources: [lehner, lehnerHawass],
  },
  {
    id: 'boats',
    question: 'What are the Khufu boats?',
    keywords: 'boat ship solar barque khufu ship pit cedar',
    answer: `Dismantled cedar ships buried in pits beside the pyramid. The first, found in 1954, was rebuilt: ${g.boatLength.display} long.`,
    sources: [lehnerHawass],
  },
  // The theories of the card grid.
  {
    id: 'orion',
    question: "Are the Giza pyramids aligned with Orion's belt?",
    keywords: 'orion belt correlation stars alnitak alnilam mintaka bauval layout match',
    answer: `Robert Bauval proposed in 1989 that the three pyramids copy Orion's belt. Orofino and Bernardini's statistics (2016) find the match 'does not seem to be fortuitous'; the astronomer E. C. Krupp objects that the map must be turned upside down to match. Fitted to Khufu and Khafre on Petrie's survey of their centres, the belt turns ${orionFit.turn.display} and Mintaka lands ${orionFit.lands} Menkaure's base, ${orionFit.offset.display} from its centre.`,
    sources: [orofino, krupp, petrie],
  },
  {
    id: 'petrie',
    question: 'Who was Flinders Petrie and what did he measure?',
    keywords:
      'petrie survey flinders measurements triangulation 1880 1883 measured surveyed archaeologist disproved',
    answer: `William Matthew Flinders Petrie surveyed Giza in 1880–82 with theodolites and careful triangulation. His book of 1883 records the base, angles, chambers and joints, each side of the base with a probable error of ${petrieSideError}, and showed that Piazzi Smyth's pyramid-inch measurements were wrong.`,
    sources: [petrie],
  },
  {
    id: 'smyth',
    question: 'Who was Charles Piazzi Smyth?',
    keywords:
      'piazzi smyth astronomer royal scotland pyramid inch pyramidology book 1864 victorian divine',
    answer: `Charles Piazzi Smyth was Astronomer Royal for Scotland. In Our Inheritance in the Great Pyramid (1864) he took up John Taylor's idea of 1859 that a 'pyramid inch' encoded divine measures of the Earth and time, and dedicated the edition of 1874 to Taylor's memory. Petrie's survey found his measurements wrong.`,
    sources: [smyth, proctor, petrie],
  },
  {
    id: 'solar-distance',
    question: 'Does the pyramid height encode the distance to the Sun?',
    keywords: 'sun distance earth height billion astronomical unit encode 149',
    answer: `The claim multiplies the height by a billion: ${g.heightOriginal.display} × 10⁹ = ${sun.claim.display}, against a mean Earth–Sun distance of ${sun.au.display}, ${sun.short.display} short. The Egyptians did not use metres, so the match is a coincidence of units.`,
    sources: [lehner, iauAu],
  },
  {
    id: 'aliens',
    question: 'Did aliens build the pyramids?',
    keywords: 'aliens extraterrestrial atlantis lost civilization ancient astronauts',
    answer: `No evidence supports it. The quarries, tools, workers' town, tombs of the builders, the papyri of Merer and the earlier step and bent pyramids show Egyptians learning to build pyramids over a century.`,
    sources: [lehnerHawass, tallet],
  },
  {
    id: 'precision',
    question: 'How precise is the Great Pyramid?',
    keywords:
      'precision accuracy level square sides difference error exact accurately laid out perfect equal same length',
    answer: `Petrie's four sides differ by only ${g.petrieSideSpread.display}; J. H. Cole's survey of 1925, made after more of the casing edge had been cleared, gives ${g.coleSideShortest.number} to ${g.coleSideLongest.display}, a spread of ${g.coleSideSpread.display}. Either way the sides match to a tiny fraction of their length, and the corners are within a few arcminutes of right angles.`,
    sources: [petrie, cole],
  },
  {
    id: 'moon-clock',
    question: 'How does this page show the moon phase and Cairo time?',
    keywords:
      'moon phase clock cairo time website countdown lunar calendar counting target timer date time zone',
    answer: `The moon uses a mean lunation of 29.53058867 days from the new moon of 6 January 2000, 18:14 UTC, in eight phases. The clock shows the time zone Africa/Cairo, daylight saving included. The countdown runs to midnight UTC on 16 May 2040.`,
    sources: [espenakPhases, ianaTz],
  },
];
