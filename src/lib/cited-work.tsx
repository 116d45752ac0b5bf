import type { Source } from '../content';

/**
 * A work as every citation on the page names it: "author, title (year)", the title in its
 * language. `end` follows the year in the same text: written apart, each piece of text costs the
 * prerendered page a `<!-- -->` between them.
 */
export function CitedWork({ source, end = '' }: { source: Source; end?: string }) {
  return (
    <>
      {`${source.author}, `}
      <cite lang={source.lang}>{source.work}</cite>
      {` (${source.year})${end}`}
    </>
  );
}
