/**
 * The page's one time source: a store that ticks on each wall-clock second boundary while it
 * has subscribers. Components read it through `useNow`, so only they re-render on a tick.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let now = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let nextBoundary = 0;

function schedule(): void {
  const t = Date.now();
  nextBoundary = Math.floor(t / 1000) * 1000 + 1000;
  timer = setTimeout(tick, nextBoundary - t);
}

function tick(): void {
  const t = Date.now();
  // Timers may fire a little early; `>=` keeps the clock from stalling on a missed boundary.
  if (t >= nextBoundary) {
    now = t;
    for (const listener of listeners) listener();
  }
  schedule();
}

export function subscribeTicker(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    now = Date.now();
    schedule();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

export function readTicker(): number {
  if (now === 0) now = Date.now();
  return now;
}
