import type { ReactNode } from 'react';
import type { LinkCard } from '../../content';

interface Props {
  heading: string;
  cards: readonly LinkCard[];
  /** The call to action: an island of its own (theories-call.tsx), so the cards ship no script. */
  call: ReactNode;
}

/**
 * Theories Decoded: heading, the START A CALL call to action and 12 numbered link cards. The
 * cards are static HTML; `data-reload-instead` marks them for the listener that makes a click
 * reload the page (theories-call.tsx).
 */
export function TheoriesGrid({ heading, cards, call }: Props) {
  return (
    <section aria-labelledby="theories-grid" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h2 id="theories-grid" className="text-center font-display text-3xl font-bold">
        {heading}
      </h2>
      {call}
      <ol className="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.id}>
            <a
              href={card.href}
              data-reload-instead
              data-hold-click
              className="card group flex h-full flex-wrap gap-4 p-5 transition-colors hover:border-accent"
            >
              <span aria-hidden="true" className="font-display text-3xl font-bold text-accent">
                {String(card.id).padStart(2, '0')}
              </span>
              {/* On a zoomed phone the text beside the number would be a word or two wide: under
                  10rem there, it goes below the number instead. */}
              <span className="min-w-0 grow basis-40">
                <span className="sr-only">{card.id}. </span>
                <span className="block font-semibold group-hover:underline">{card.title}</span>
                <span className="mt-1 block text-sm text-muted">{card.summary}</span>
              </span>
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
