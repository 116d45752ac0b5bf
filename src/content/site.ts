import type { Quote } from './types';

/** Words for the page frame: header, intro, quote, heading, footer. Owner-editable. */
export const site = {
  lang: 'en',
  title: 'The Great Pyramid of Giza: research, theories and the live sky over Cairo',
  description:
    'A knowledge hub on the Great Pyramid of Giza: measured facts, the popular theories weighed against the evidence, a live moon phase and Cairo clock, a gallery, videos and a book.',
  skipLink: 'Skip to main content',
  brand: 'Giza Knowledge Hub',
  intro:
    'The Great Pyramid was raised for King Khufu around 2560 BCE. It rose about 146.6 m over a base of 230.3 m a side, its faces set within a few arcminutes of true north, and for nearly four thousand years it was the tallest structure on Earth. This page gathers AEO-optimized research, curated videos, moon cycles, countdowns and theories, and a pyramid Q&A bot that works via a call: ask Pharaoh.',
  quote: {
    text: 'Man fears Time, yet Time fears the Pyramids.',
    attribution: 'Arab proverb',
  } satisfies Quote,
  heading: 'The Great Pyramid of Giza',
  tagline: 'Measured in stone, read in the stars',
  /** The owner credits the researcher and the site behind the content here. */
  credit: {
    lead: 'Research credit:',
    researcher: 'W. M. Flinders Petrie',
    researcherNote: 'whose 1880–82 survey still anchors the figures on this page',
    site: { name: 'Ancient Egypt Research Associates', url: 'https://aeraweb.org/' },
  },
  footerNote:
    'Figures are given with their sources; theories are presented as claims, with the evidence beside them.',
} as const;

export const header = {
  badge: {
    checking: 'Checking DB...',
    connected: 'Connected to DB',
    disconnected: 'DB Disconnected',
  },
  theme: { legend: 'Theme', options: { light: 'Light', dark: 'Dark', system: 'System' } },
} as const;

export const notices = {
  voiceFailed: 'The voice assistant could not be loaded. Please try again later.',
  chatFailed: 'The chat assistant could not be loaded. Please try again later.',
} as const;
