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
    // Idle callbacks and timers are numbered apart, so each handle is cancelled by its own kind:
    // clearing an idle callback's number as a timer once stopped the page's clock, whose
    // timer had that number.
    let cancel = () => {};
    const go = () => setReady(true);
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const idle = window.requestIdleCallback(go, { timeout: 3000 });
        cancel = () => window.cancelIdleCallback(idle);
      } else {
        const timer = window.setTimeout(go, 200);
        cancel = () => window.clearTimeout(timer);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { signal, once: true });
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
