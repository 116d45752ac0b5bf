/**
 * Toasts without their cost up front: sonner (about 10 KB gzipped) loads on the first notice,
 * which is rare (a widget that failed, a call that is not set up).
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let wanted = false;
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function subscribeNotifier(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const notifierWanted = (): boolean => wanted;

/** Called by the toaster outlet once sonner's Toaster is on the page. */
export const toasterMounted = (): void => markMounted();

export async function notify(message: string, kind: 'info' | 'error' = 'info'): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const [{ toast }] = await Promise.all([import('sonner'), mounted]);
  toast[kind](message);
}
