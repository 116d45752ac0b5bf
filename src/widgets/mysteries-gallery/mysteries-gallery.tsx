import type { Citation, GalleryImage } from '../../content';
import { SourceLine } from '../../lib/source-line';

interface Props {
  heading: string;
  intro: string;
  images: readonly GalleryImage[];
  figureSources: Citation;
}

/**
 * Nine images in 1, 2 or 3 columns. The caption shows on hover and on focus; a tap focuses the
 * figure, so it shows on tap too, with no script. It is always in the document, so screen
 * readers and crawlers get it either way. The title's auto top margin puts the caption at the
 * image's foot, and, unlike flex-end, gives way when a caption (large text) is taller than the
 * image: it then starts at its title and scrolls.
 */
export function MysteriesGallery({ heading, intro, images, figureSources }: Props) {
  return (
    <section aria-labelledby="mysteries" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h2 id="mysteries" className="text-center font-display text-3xl font-bold">
        {heading}
      </h2>
      <p className="mt-3 text-center text-muted">{intro}</p>
      {/* Two columns as four half-tracks, so a last image alone in its row sits centred. */}
      <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-4 lg:grid-cols-3">
        {images.map((image, i) => (
          <li
            key={image.title}
            className="sm:col-span-2 sm:last:odd:col-start-2 lg:col-span-1 lg:last:odd:col-start-auto"
          >
            {/* Named by its title: focused, it is announced by name (Chromium gave it none). */}
            <figure
              tabIndex={0}
              aria-labelledby={`gallery-title-${i + 1}`}
              className="group relative overflow-hidden rounded-xl border border-line focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              <img
                src={image.url}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading="lazy"
                decoding="async"
                className="h-auto w-full"
              />
              {/* A phone cannot hover: its visitor sees each title, and a tap opens the rest. */}
              <span aria-hidden="true" className="gallery-title">
                {image.title}
              </span>
              <figcaption className="absolute inset-0 flex flex-col overflow-y-auto bg-linear-to-t from-[#070a1c] via-[#070a1c]/90 to-[#070a1c]/50 p-4 text-[#f6ecd0] opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus-within:opacity-100 motion-reduce:transition-none">
                <span
                  id={`gallery-title-${i + 1}`}
                  className="mt-auto font-display text-lg font-semibold"
                >
                  {image.title}
                </span>
                <span className="mt-1 text-sm leading-snug">{image.description}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <SourceLine citation={figureSources} className="mx-auto mt-4 max-w-4xl sm:text-center" />
    </section>
  );
}
