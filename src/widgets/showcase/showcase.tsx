import type { Picture } from '../../content';

/** The two images after THEORIES DECODED. */
export function Showcase({ items }: { items: { caption: string; picture: Picture }[] }) {
  return (
    <section
      aria-label="Illustrations"
      className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 md:grid-cols-2"
    >
      {items.map(({ caption, picture }) => (
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
          <figcaption className="p-4 text-sm text-muted">{caption}</figcaption>
        </figure>
      ))}
    </section>
  );
}
