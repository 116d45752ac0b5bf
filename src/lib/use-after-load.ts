import { useEffect, useState } from 'react';

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
    let idle: number | undefined;
    const go = () => setReady(true);
    const whenIdle = () => {
      idle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(go, { timeout: 3000 })
          : window.setTimeout(go, 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { signal, once: true });
    for (const type of ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const) {
      window.addEventListener(type, go, { signal, once: true, passive: true });
    }
    return () => {
      controller.abort();
      if (idle !== undefined) {
        if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
        window.clearTimeout(idle);
      }
    };
  }, [ready]);
  return ready;
}
