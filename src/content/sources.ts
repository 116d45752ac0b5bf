import type { Source } from './types';

/** A library catalogue search for a printed work that has no stable page of its own online. */
export const library = (title: string, author: string): string =>
  `https://search.worldcat.org/search?q=${encodeURIComponent(`ti:${title} au:${author}`)}`;

/** Works cited in more than one place on the site. */
export const petrie: Source = {
  author: 'W. M. Flinders Petrie',
  work: 'The Pyramids and Temples of Gizeh',
  year: 1883,
  url: 'https://archive.org/details/pyramidstempleso00petruoft',
};
