import { StrictMode, startTransition, useEffect, useRef, type ReactNode } from 'react';
import type { hydrateRoot as HydrateRoot } from 'react-dom/client';
import { replayHeldClicks } from '../lib/held-clicks';
import { initProduction } from '../lib/production-init';
import { WidgetBoundary } from '../lib/widget-boundary';
import { islands, isIslandName, type IslandName } from './islands';

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
  const found = [...document.querySelectorAll<HTMLElement>('[data-island]')].map((element) => ({
    element,
    name: element.dataset.island,
  }));
  const known = found.filter((island): island is { element: HTMLElement; name: IslandName } => {
    if (isIslandName(island.name)) return true;
    console.error(`Unknown island "${island.name}" is left static`);
    return false;
  });
  let waiting = known.length;
  if (waiting === 0) replayHeldClicks();
  const onLive = () => {
    waiting -= 1;
    if (waiting === 0) replayHeldClicks();
  };
  // Each island has its own boundary inside the part that reports it live: an island that
  // throws is hidden, and still counts as settled, so the held clicks meant for the others
  // are replayed.
  startTransition(() => {
    for (const { element, name } of known) {
      hydrateRoot(
        element,
        <StrictMode>
          <Live onLive={onLive}>
            <WidgetBoundary name={`The ${name} island`}>{islands[name]()}</WidgetBoundary>
          </Live>
        </StrictMode>,
      );
    }
  });
  void initProduction();
}
