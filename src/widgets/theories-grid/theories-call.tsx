import { useEffect } from 'react';

interface Props {
  callToAction: string;
  callButton: string;
  /** `from`: the button, to take the focus back when the call ends. */
  onStartCall: (from: HTMLElement) => void;
}

/**
 * The spec has every card click stop the navigation and reload the page. Clicks that ask for
 * a new tab or window (modifier keys, middle button) still go through, as a visitor expects.
 */
function reloadInstead(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target?.closest('a[data-reload-instead]')) return;
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  window.location.reload();
}

/**
 * The call to action above the theory cards, and, while it is live, the cards' reload: one
 * listener on the document serves the static cards, so their words are not in the script. A
 * card clicked before then is held and replayed once every island is live (src/lib/paint-first.ts).
 */
export function TheoriesCall({ callToAction, callButton, onStartCall }: Props) {
  useEffect(() => {
    document.addEventListener('click', reloadInstead);
    return () => document.removeEventListener('click', reloadInstead);
  }, []);
  return (
    <div className="mt-4 flex flex-col items-center gap-4 text-center noscript:hidden">
      <p className="text-lg">{callToAction}</p>
      <button
        type="button"
        onClick={(event) => onStartCall(event.currentTarget)}
        className="btn-primary"
      >
        {callButton}
      </button>
    </div>
  );
}
