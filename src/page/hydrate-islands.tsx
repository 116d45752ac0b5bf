import { StrictMode, startTransition, useEffect, useRef, type ReactNode } from 'react';
import type { hydrateRoot as HydrateRoot } from 'react-dom/client';
import { replayHeldClicks } from '../lib/held-clicks';
import { initProduction } from '../lib/production-init';
import { islands, isIslandName } from './islands';

/** Reports once that its island has committed (a ref, so StrictMode's second run is ignored). */
function Live({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    onLive();
  }, [onLive]);
  return children;
}

/**
 * Only the interactive islands are hydrated; the rest of the prerendered page stays as it is.
 * As a transition, hydration yields to the browser every few milliseconds, so a tap or a
 * scroll never waits for a whole island. Once all are live, clicks held meanwhile replay.
 */
export function hydrateIslands(hydrateRoot: typeof HydrateRoot): void {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  let waiting = elements.length;
  const onLive = () => {
    waiting -= 1;
    if (waiting === 0) replayHeldClicks();
  };
  startTransition(() => {
    for (const element of elements) {
      const name = element.dataset.island;
      if (!isIslandName(name)) throw new Error(`Unknown island "${name}"`);
      hydrateRoot(
        element,
        <StrictMode>
          <Live onLive={onLive}>{islands[name]()}</Live>
        </StrictMode>,
      );
    }
  });
  void initProduction();
}
