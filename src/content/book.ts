import type { Picture } from './types';

/**
 * Book promotion. The default is Piazzi Smyth's public-domain classic; the owner may swap it.
 * The cover is drawn from the title, author and year (scripts/art/book-cover.ts), and its alt
 * text is made from them too, so a new book gets a matching cover with no other edit.
 */
const details = {
  eyebrow: 'The book',
  title: 'Our Inheritance in the Great Pyramid',
  subtitle: 'Cosmic measurements in stone',
  author: 'Charles Piazzi Smyth',
  /** Printed on the cover and given to search engines as the year of publication. */
  year: 1864,
  authorCredit: 'by Charles Piazzi Smyth, Astronomer Royal for Scotland (London: Strahan, 1864)',
  blurb:
    'Smyth measured the pyramid in 1865 and argued that its base, height and passages encode the year, the Earth and the distance to the Sun. Petrie set out to test him and found his figures wrong; the book is still the founding text of every theory on this page, and worth reading with that in mind.',
  buyLabel: 'Buy Now',
  /** Opens in a new tab. A library scan here; a bookseller's page works the same. */
  href: 'https://archive.org/search?query=%22Our+Inheritance+in+the+Great+Pyramid%22+Smyth',
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
