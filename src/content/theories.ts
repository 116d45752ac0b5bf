import type { LinkCard } from './types';

/**
 * The call to action above the Theories Decoded grid: the only part of the grid that ships in
 * the page's JavaScript (an island of its own), so it is its own export.
 */
export const theoriesCall = {
  callToAction: 'Click START A CALL to speak with Pharaoh and unlock all knowledge.',
  callButton: 'START A CALL',
};

/**
 * Theories Decoded link grid. Cards 1 and 2 point at real, stable scans of Petrie's survey and
 * Smyth's book: the same items as sources.ts and book.ts name (sources.test.ts checks). Cards 3
 * to 12 carry placeholder links until the owner writes those pages. The cards are static HTML.
 */
export const theoriesGrid = {
  heading: 'Theories Decoded: the case files',
  ...theoriesCall,
  cards: [
    {
      id: 1,
      title: "Petrie's survey: The Pyramids and Temples of Gizeh (1883)",
      href: 'https://archive.org/details/pyramidstempleso00petruoft',
      summary:
        'The triangulation of 1880–82 that measured the base, the angles and the chambers, with probable errors for its figures.',
    },
    {
      id: 2,
      title: 'Piazzi Smyth: Our Inheritance in the Great Pyramid (1864; edition of 1874)',
      href: 'https://archive.org/details/ourinheritancein00smytuoft',
      summary:
        'The Astronomer Royal for Scotland takes up John Taylor\'s "pyramid inch" of 1859 and makes it famous.',
    },
    {
      id: 3,
      title: 'Pi and phi in the profile',
      href: '#theory-3',
      summary: 'Design, coincidence or the by-product of a simple slope rule?',
    },
    {
      id: 4,
      title: "The King's Chamber and sound",
      href: '#theory-4',
      summary: 'What resonance measurements in the granite room show.',
    },
    {
      id: 5,
      title: 'The Sphinx and its weathering',
      href: '#theory-5',
      summary: 'Rainfall, salt or quarrying: reading the enclosure walls.',
    },
    {
      id: 6,
      title: 'The power-plant hypothesis',
      href: '#theory-6',
      summary: 'Claims of machinery set against the physical evidence.',
    },
    {
      id: 7,
      title: 'The Orion correlation',
      href: '#theory-7',
      summary: 'Three pyramids, three belt stars, and what astronomers make of the match.',
    },
    {
      id: 8,
      title: 'Shafts that point at stars',
      href: '#theory-8',
      summary: 'Thuban, Alnitak, Sirius and the dating of the shafts.',
    },
    {
      id: 9,
      title: 'The Big Void',
      href: '#theory-9',
      summary: 'Muon imaging finds a hidden space above the Grand Gallery.',
    },
    {
      id: 10,
      title: 'Ramps, sledges and the Diary of Merer',
      href: '#theory-10',
      summary: 'How Tura limestone reached Giza, from the papyri of Wadi al-Jarf.',
    },
    {
      id: 11,
      title: 'Enoch, Hermes and the pre-Flood builders',
      href: '#theory-11',
      summary: 'A medieval legend, weighed against the dated record.',
    },
    {
      id: 12,
      title: '2040 and the phoenix cycle',
      href: '#theory-12',
      summary: 'What the phoenix stories say, and what would have to be true.',
    },
  ] satisfies LinkCard[],
} as const;
