import cover from './art/book-cover.svg';
import type { Picture } from './types';

/** Book promotion. The default is Piazzi Smyth's public-domain classic; the owner may swap it. */
export const book = {
  eyebrow: 'The book',
  title: 'Our Inheritance in the Great Pyramid',
  subtitle: 'Cosmic measurements in stone',
  author: 'Charles Piazzi Smyth',
  authorCredit: 'by Charles Piazzi Smyth, Astronomer Royal for Scotland (London: Strahan, 1864)',
  blurb:
    'Smyth measured the pyramid in 1865 and argued that its base, height and passages encode the year, the Earth and the distance to the Sun. Petrie set out to test him and found his figures wrong; the book is still the founding text of every theory on this page, and worth reading with that in mind.',
  buyLabel: 'Buy Now',
  /** Opens in a new tab. A library scan here; a bookseller's page works the same. */
  href: 'https://archive.org/search?query=%22Our+Inheritance+in+the+Great+Pyramid%22+Smyth',
  cover: {
    src: cover,
    alt: 'Cover of Our Inheritance in the Great Pyramid by Charles Piazzi Smyth: a gold pyramid under a star field',
    width: 400,
    height: 600,
  } satisfies Picture,
} as const;
