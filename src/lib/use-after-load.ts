import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * True once the page has loaded and the browser is idle, or at the visitor's first
 * interaction, whichever comes first. Third-party widgets wait for it so they never sit in
 * the critical path.
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const controller = new AbortController();
    const { signal } = controller;
    let cancel = () => {};
    const go = () => setReady(true);
    const whenIdleNow = () => {
      cancel = whenIdle(go, { timeout: 3000, fallback: 200 });
    };
    if (document.readyState === 'complete') whenIdleNow();
    else window.addEventListener('load', whenIdleNow, { signal, once: true });
    for (const type of ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const) {
      window.addEventListener(type, go, { signal, once: true, passive: true });
    }
    return () => {
      controller.abort();
      cancel();
    };
  }, [ready]);
  return ready;
}
