import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { notifierWanted, subscribeNotifier, toasterMounted } from './notify';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

function Ready() {
  useEffect(toasterMounted, []);
  return null;
}

/** Renders sonner's Toaster (default 3 visible, 4000 ms) only once something asks to notify. */
export function ToasterOutlet() {
  const wanted = useSyncExternalStore(subscribeNotifier, notifierWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" />
      <Ready />
    </Suspense>
  );
}
