import type { Citation, Picture } from '../../content';
import { SourceLine } from '../../lib/source-line';

interface Item {
  caption: string;
  figureSources: Citation;
  picture: Picture;
}

/** The two images after THEORIES DECODED, each with its caption and the works it cites. */
export function Showcase({ items, label }: { items: Item[]; label: string }) {
  return (
    <section
      aria-label={label}
      className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 md:grid-cols-2"
    >
      {items.map(({ caption, figureSources, picture }) => (
        <figure key={picture.src} className="card overflow-hidden">
          <img
            src={picture.src}
            alt={picture.alt}
            width={picture.width}
            height={picture.height}
            loading="lazy"
            decoding="async"
            className="h-auto w-full"
          />
          <figcaption className="p-4 text-sm text-muted">
            {caption}
            <SourceLine citation={figureSources} className="mt-1" />
          </figcaption>
        </figure>
      ))}
    </section>
  );
}
