import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** False in the prerendered HTML and during hydration, true once the island is live. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
