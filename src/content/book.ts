import type { Picture } from './types';

/**
 * Book promotion. The default is Piazzi Smyth's public-domain classic, in the 1874 edition that
 * archive.org holds; the owner may swap it.
 * The cover is drawn from the title, author and year (scripts/art/book-cover.ts), and its alt
 * text is made from them too, so a new book gets a matching cover with no other edit.
 */
const details = {
  eyebrow: 'The book',
  title: 'Our Inheritance in the Great Pyramid',
  // Not the book's own subtitle (it has none): what it is about, as the spec's promotion says.
  subtitle: 'An astronomer’s measurements and cosmic claims',
  author: 'Charles Piazzi Smyth',
  /** Printed on the cover and given to search engines as the year of publication. */
  year: 1874,
  authorCredit:
    'by Charles Piazzi Smyth, Astronomer Royal for Scotland (new and enlarged edition, London: Isbister, 1874; first published 1864)',
  blurb:
    "Smyth measured the pyramid in 1865 and argued that its base, height and passages encode the year, the Earth and the distance to the Sun. He took the idea of a sacred 'pyramid inch' from John Taylor's book of 1859 and dedicated this edition to Taylor's memory. Petrie set out to test their claims, and his own survey did not bear them out: a classic of pyramid speculation, worth reading with that in mind.",
  buyLabel: 'Buy Now',
  /** Opens in a new tab: the archive.org scan of this edition; a bookseller's page works the same. */
  href: 'https://archive.org/details/ourinheritancein00smytuoft',
} as const;

export const book = {
  ...details,
  cover: {
    /** No file in the repository: the build draws it here (scripts/art/book-cover-plugin.ts). */
    src: '/book-cover.svg',
    alt: `Cover of ${details.title} by ${details.author}, ${details.year}: a gold pyramid under a star field`,
    width: 400,
    height: 600,
  } satisfies Picture,
} as const;
