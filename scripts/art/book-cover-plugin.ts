/**
 * Serves and builds the book cover from the book in src/content/book.ts, at the address its
 * `cover.src` names. The drawing is made when Vite starts, and vite.config.ts imports the
 * book, so Vite restarts the dev server when book.ts changes and the cover follows.
 */
import type { Plugin } from 'vite';
import { bookCover, type CoverBook } from './book-cover';

interface Book extends CoverBook {
  cover: CoverBook['cover'] & { src: string };
}

export function bookCoverAsset(book: Book): Plugin {
  const path = book.cover.src;
  if (!/^\/[\w-]+\.svg$/.test(path))
    throw new Error(`book.cover.src must be a root path such as /book-cover.svg, got "${path}"`);
  const svg = bookCover(book);
  return {
    name: 'book-cover',
    // The server bundle only needs the address, which it has from book.ts.
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    configureServer(server) {
      server.middlewares.use(path, (_req, res) => {
        res.setHeader('content-type', 'image/svg+xml');
        res.end(svg);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: path.slice(1), source: svg });
    },
  };
}
