import type { Picture } from '../../content';

interface Props {
  eyebrow: string;
  title: string;
  subtitle: string;
  authorCredit: string;
  blurb: string;
  buyLabel: string;
  href: string;
  cover: Picture;
}

/** Book promotion: the cover and the Buy Now button both open the retail link in a new tab. */
export function BookPromo({
  eyebrow,
  title,
  subtitle,
  authorCredit,
  blurb,
  buyLabel,
  href,
  cover,
}: Props) {
  return (
    <section
      aria-labelledby="book-title"
      className="mx-auto max-w-5xl px-4 py-12 max-[20rem]:px-2 sm:px-6"
    >
      <div className="card grid grid-cols-1 items-center gap-8 p-6 max-[20rem]:p-3 sm:p-10 md:grid-cols-[minmax(0,16rem)_1fr]">
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="mx-auto block w-full max-w-48 md:max-w-none"
          data-testid="book-cover-link"
        >
          <img
            src={cover.src}
            alt={cover.alt}
            width={cover.width}
            height={cover.height}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-md border border-gold/50 shadow-2xl"
          />
        </a>
        <div>
          <p className="text-sm tracking-[0.3em] text-accent uppercase">{eyebrow}</p>
          <h2 id="book-title" className="mt-2 font-display text-3xl font-bold text-balance">
            {title}
          </h2>
          <p className="mt-1 font-display text-lg text-muted">{subtitle}</p>
          <p className="mt-3 text-sm">{authorCredit}</p>
          <p className="mt-4 leading-relaxed">{blurb}</p>
          <a href={href} target="_blank" rel="noopener noreferrer" className="btn-primary mt-6">
            {buyLabel}
          </a>
        </div>
      </div>
    </section>
  );
}
