import type { Source } from './types';

/**
 * Every work the site cites, once. Each link opens the work itself: a DOI, the archive.org item
 * of a scan, the publisher's page of a book, a museum's record of an object. Never a library
 * search and never this site (src/content/sources.test.ts checks both).
 */

export const petrie: Source = {
  author: 'W. M. Flinders Petrie',
  work: 'The Pyramids and Temples of Gizeh',
  year: 1883,
  url: 'https://archive.org/details/pyramidstempleso00petruoft',
};

export const cole: Source = {
  author: "W. M. Flinders Petrie, reporting J. H. Cole's survey",
  work: 'Surveys of the Great Pyramids, Nature 116',
  year: 1925,
  url: 'https://doi.org/10.1038/116942a0',
};

export const smyth: Source = {
  author: 'Charles Piazzi Smyth',
  work: 'Our Inheritance in the Great Pyramid, edition of 1874, dedicated to John Taylor',
  year: 1874,
  url: 'https://archive.org/details/ourinheritancein00smytuoft',
};

export const proctor: Source = {
  author: 'Richard A. Proctor',
  work: 'The Great Pyramid: Observatory, Tomb, and Temple',
  year: 1883,
  url: 'https://digi.ub.uni-heidelberg.de/diglit/proctor1883',
};

export const vyse: Source = {
  author: 'Richard William Howard Vyse',
  work: 'Operations Carried On at the Pyramids of Gizeh in 1837, volume 1',
  year: 1840,
  url: 'https://doi.org/10.11588/diglit.6551',
};

export const lehner: Source = {
  author: 'Mark Lehner',
  work: 'The Complete Pyramids',
  year: 1997,
  url: 'https://thamesandhudson.com/the-complete-pyramids-9780500285473',
};

export const lehnerHawass: Source = {
  author: 'Mark Lehner and Zahi Hawass',
  work: 'Giza and the Pyramids',
  year: 2017,
  url: 'https://thamesandhudson.com/giza-and-the-pyramids-9780500051894',
};

export const tallet: Source = {
  author: 'Pierre Tallet and Mark Lehner',
  work: 'The Red Sea Scrolls',
  year: 2021,
  url: 'https://thamesandhudson.com/the-red-sea-scrolls-how-ancient-papyri-reveal-the-secrets-of-the-pyramids-9780500052112',
};

export const rossi: Source = {
  author: 'Corinna Rossi',
  work: 'Architecture and Mathematics in Ancient Egypt',
  year: 2004,
  url: 'https://www.cambridge.org/9780521690539',
};

export const rhind: Source = {
  author: 'British Museum',
  work: 'Rhind Mathematical Papyrus, EA 10057, problems 56–60',
  year: 'c. 1550 BCE',
  url: 'https://www.britishmuseum.org/collection/object/Y_EA10057',
};

export const bonani: Source = {
  author: 'Georges Bonani et al.',
  work: 'Radiocarbon dates of Old and Middle Kingdom monuments in Egypt, Radiocarbon 43 (3)',
  year: 2001,
  url: 'https://doi.org/10.1017/S0033822200041242',
};

export const dee: Source = {
  author: 'Michael W. Dee et al.',
  work: 'Reanalysis of the chronological discrepancies obtained by the Old and Middle Kingdom Monuments Project, Radiocarbon 51 (3)',
  year: 2009,
  url: 'https://www.cambridge.org/core/journals/radiocarbon/article/reanalysis-of-the-chronological-discrepancies-obtained-by-the-old-and-middle-kingdom-monuments-project/70C1DD44D297BC29CD82A59692A235A1',
};

export const morishima: Source = {
  author: 'Kunihiro Morishima et al.',
  work: "Discovery of a big void in Khufu's Pyramid by observation of cosmic-ray muons, Nature 552",
  year: 2017,
  url: 'https://doi.org/10.1038/nature24647',
};

export const procureur: Source = {
  author: 'Sébastien Procureur et al.',
  work: "Precise characterization of a corridor-shaped structure in Khufu's Pyramid by observation of cosmic-ray muons, Nature Communications 14",
  year: 2023,
  url: 'https://doi.org/10.1038/s41467-023-36351-0',
};

export const herodotusPyramid: Source = {
  author: 'Herodotus',
  work: 'Histories II.124, tr. A. D. Godley',
  year: 1920,
  url: 'https://www.perseus.tufts.edu/hopper/text?doc=Hdt.+2.124',
};

export const herodotusPhoenix: Source = {
  author: 'Herodotus',
  work: 'Histories II.73, tr. A. D. Godley',
  year: 1920,
  url: 'https://www.perseus.tufts.edu/hopper/text?doc=Hdt.+2.73',
};

export const tacitusPhoenix: Source = {
  author: 'Tacitus',
  work: 'Annals VI.28',
  year: 'c. 116 CE',
  url: 'https://www.perseus.tufts.edu/hopper/text?doc=Tac.+Ann.+6.28',
};

export const genesis: Source = {
  author: 'Genesis 5:18–24',
  work: 'Hebrew Bible',
  year: 'c. 6th–5th century BCE',
  url: 'https://www.sefaria.org/Genesis.5.18-24',
};

export const ussher: Source = {
  author: 'James Ussher',
  work: 'The Annals of the World (Annales Veteris Testamenti, 1650, in English)',
  year: 1658,
  url: 'https://quod.lib.umich.edu/e/eebo/A64619.0001.001',
};

export const vanBladel: Source = {
  author: 'Kevin van Bladel',
  work: 'The Arabic Hermes',
  year: 2009,
  url: 'https://doi.org/10.1093/acprof:oso/9780195376135.001.0001',
};

export const orofino: Source = {
  author: 'Vincenzo Orofino and Paolo Bernardini',
  work: 'Archaeoastronomical study of the main pyramids of Giza, Egypt: possible correlations with the stars?, Archaeological Discovery 4',
  year: 2016,
  url: 'https://doi.org/10.4236/ad.2016.41001',
};

export const krupp: Source = {
  author: 'E. C. Krupp',
  work: 'Pyramid Marketing Schemes, Sky & Telescope 93 (2), February 1997, pp. 64–65',
  year: 1997,
  url: 'https://ui.adsabs.harvard.edu/abs/1997S%26T....93b..64K/abstract',
};

export const spence: Source = {
  author: 'Kate Spence',
  work: 'Ancient Egyptian chronology and the astronomical orientation of pyramids, Nature 408',
  year: 2000,
  url: 'https://doi.org/10.1038/35042510',
};

export const dash: Source = {
  author: 'Glen Dash',
  work: "Occam's Egyptian razor: the equinox and the alignment of the pyramids, Journal of Ancient Egyptian Architecture 2",
  year: 2017,
  url: 'https://www.egyptian-architecture.com/JAEA2/JAEA2_Dash',
};

export const dunn: Source = {
  author: 'Christopher Dunn',
  work: 'The Giza Power Plant (reports acoustic measurements by Tom Danley)',
  year: 1998,
  url: 'https://www.innertraditions.com/books/the-giza-power-plant',
};

export const dobeckiSchoch: Source = {
  author: 'Thomas L. Dobecki and Robert M. Schoch',
  work: 'Seismic investigations in the vicinity of the Great Sphinx of Giza, Egypt, Geoarchaeology 7 (6)',
  year: 1992,
  url: 'https://doi.org/10.1002/gea.3340070603',
};

export const stadelmann: Source = {
  author: 'Rainer Stadelmann',
  work: "Le grand Sphinx de Giza, chef-d'œuvre du règne de Chéops, Comptes rendus de l'Académie des Inscriptions et Belles-Lettres 143 (3)",
  year: 1999,
  url: 'https://doi.org/10.3406/crai.1999.16044',
  lang: 'fr',
};

export const vanLeeuwen: Source = {
  author: 'Floor van Leeuwen',
  work: 'Validation of the new Hipparcos reduction, Astronomy & Astrophysics 474',
  year: 2007,
  url: 'https://doi.org/10.1051/0004-6361:20078357',
};

export const iauAu: Source = {
  author: 'International Astronomical Union',
  work: 'Resolution B2 of 2012: re-definition of the astronomical unit of length',
  year: 2012,
  url: 'https://www.iau.org/static/resolutions/IAU2012_English.pdf',
};

export const espenakPhases: Source = {
  author: 'Fred Espenak, NASA Goddard Space Flight Center',
  work: 'Phases of the Moon: 1901 to 2000',
  year: 2009,
  url: 'https://eclipse.gsfc.nasa.gov/phase/phases1901.html',
};

export const ianaTz: Source = {
  author: 'Internet Assigned Numbers Authority',
  work: 'Time Zone Database (zone Africa/Cairo)',
  year: 2025,
  url: 'https://www.iana.org/time-zones',
};
