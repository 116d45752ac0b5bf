import { useCallback, useSyncExternalStore } from 'react';
import { readTicker, subscribeTicker } from './ticker';

/**
 * The current instant, rounded down to `granularityMs`, or null while prerendering and
 * hydrating (so the static HTML holds a placeholder and hydration matches it). A coarse
 * granularity, such as an hour for the moon, re-renders only when the rounded value changes.
 */
export function useNow(granularityMs = 1000): number | null {
  const read = useCallback(
    () => Math.floor(readTicker() / granularityMs) * granularityMs,
    [granularityMs],
  );
  return useSyncExternalStore(subscribeTicker, read, () => null);
}
