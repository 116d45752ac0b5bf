import { sourcesOf } from './figure-sources';
import { dates, greatPyramid as g, khufuReign } from './figures';
import { petrie } from './sources';
import type { Citation, Quote } from './types';

/** Words for the page frame: header, intro, quote, heading, footer. Owner-editable. */
export const site = {
  lang: 'en',
  title: 'The Great Pyramid of Giza: research, theories and the live sky over Cairo',
  description:
    'A knowledge hub on the Great Pyramid of Giza: measured facts, the popular theories weighed against the evidence, a live moon phase and Cairo clock, a gallery, videos and a book.',
  skipLink: 'Skip to main content',
  brand: 'Giza Knowledge Hub',
  intro: `The Great Pyramid was raised for King Khufu, who reigned ${khufuReign} (dates of this age are approximate). It rose about ${g.heightOriginal.display} over a base of ${g.baseSide.display} a side, its faces on average ${g.orientation.display} off the cardinal points, and for thousands of years, as far as is known, no building was taller. This page gathers AEO-optimized research, curated videos, moon cycles, countdowns and theories, and a pyramid Q&A bot that works via a call: ask Pharaoh.`,
  /** The works the intro's figures come from: list every figure the intro states. */
  figureSources: {
    label: 'Figures in the introduction from',
    sources: sourcesOf(
      dates.khufuReignStart,
      dates.khufuReignEnd,
      g.heightOriginal,
      g.baseSide,
      g.orientation,
    ),
  } satisfies Citation,
  quote: {
    text: 'Man fears Time, yet Time fears the Pyramids.',
    attribution: 'Arab proverb',
  } satisfies Quote,
  heading: 'The Great Pyramid of Giza',
  tagline: 'Measured in stone, read in the stars',
  /**
   * The owner credits the researcher whose work the figures rest on, and names a site for
   * further reading. The further-reading site is not an endorsement: it did not review this page.
   */
  credit: {
    lead: 'Research credit:',
    researcher: petrie.author,
    researcherNote: 'whose 1880–82 survey gives many of the measured figures on this page',
    /** The researcher's work, which the page's structured data cites (not its author). */
    researcherWork: petrie,
    site: {
      label: 'Further reading on the pyramid builders:',
      name: 'Ancient Egypt Research Associates',
      url: 'https://aeraweb.org/',
    },
  },
  footerNote:
    'Figures are given with their sources; theories are presented as claims, with the evidence beside them.',
  /** What the picture shown when the page is shared (og-image.png) shows, for screen readers. */
  socialImageAlt: 'A gold pyramid under a night sky of stars',
} as const;
