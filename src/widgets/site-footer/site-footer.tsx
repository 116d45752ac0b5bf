import type { Quote } from '../../content';

interface Props {
  quote: Quote;
  brand: string;
  note: string;
}

/** Footer with the page's quote. */
export function SiteFooter({ quote, brand, note }: Props) {
  return (
    <footer className="border-t border-line px-4 pt-12 pb-24 text-center sm:px-6">
      <figure>
        <blockquote className="font-display text-xl text-accent italic">
          <p>“{quote.text}”</p>
        </blockquote>
        <figcaption className="mt-2 text-sm text-muted">— {quote.attribution}</figcaption>
      </figure>
      <p className="mx-auto mt-6 max-w-xl text-sm text-muted">{note}</p>
      <p className="mt-4 font-display text-sm tracking-[0.3em] uppercase">{brand}</p>
    </footer>
  );
}
