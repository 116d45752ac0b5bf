import type { Citation, Quote } from '../../content';
import { SourceLine } from '../../lib/source-line';

interface Props {
  intro: string;
  /** The works the intro's figures come from, cited under it. */
  figureSources: Citation;
  quote: Quote;
  heading: string;
  tagline: string;
  credit: {
    lead: string;
    researcher: string;
    researcherNote: string;
    /** The further-reading site, after a label that says what it is (not an endorsement). */
    site: { label?: string; name: string; url: string };
  };
}

/** Intro paragraph, quotation and the page's one h1, in the order the spec shows them. */
export function Intro({ intro, figureSources, quote, heading, tagline, credit }: Props) {
  return (
    <section
      aria-labelledby="page-title"
      className="mx-auto max-w-3xl px-4 pt-10 pb-6 text-center sm:px-6 sm:pt-16"
    >
      <p className="text-left text-lg leading-relaxed text-pretty sm:text-center sm:text-xl">
        {intro}
      </p>
      <SourceLine citation={figureSources} className="mt-2 text-left sm:text-center" />
      <figure className="mx-auto mt-8 max-w-xl">
        <blockquote className="font-display text-xl text-balance text-accent italic sm:text-2xl">
          <p>“{quote.text}”</p>
        </blockquote>
        <figcaption className="mt-2 text-sm text-muted">— {quote.attribution}</figcaption>
      </figure>
      <h1
        id="page-title"
        className="mt-10 font-display text-4xl leading-tight font-bold tracking-wide text-balance sm:text-6xl"
      >
        {heading}
      </h1>
      <p className="mt-3 text-sm tracking-[0.3em] text-muted uppercase">{tagline}</p>
      <p className="mt-6 text-sm text-muted">
        {credit.lead} {credit.researcher}, {credit.researcherNote} ·{' '}
        {credit.site.label ? `${credit.site.label} ` : ''}
        <a className="link" href={credit.site.url} rel="noopener">
          {credit.site.name}
        </a>
      </p>
    </section>
  );
}
