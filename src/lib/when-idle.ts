/** The parts of `window` that `whenIdle` uses, so a test can pass its own. */
export interface IdleHost {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (handle: number) => void;
}

/**
 * Calls `callback` once the browser is idle (at most `timeout` ms later), or after `fallback` ms
 * where there are no idle callbacks (Safari). Returns how to cancel it. Idle callbacks and timers
 * are numbered apart, so the handle is cancelled by its own kind only: cancelling an idle
 * callback's number as a timer too once stopped the page's clock, whose timer had that number.
 */
export function whenIdle(
  callback: () => void,
  { timeout, fallback }: { timeout: number; fallback: number },
  host: IdleHost = window,
): () => void {
  const { requestIdleCallback: request, cancelIdleCallback: cancel } = host;
  if (request && cancel) {
    const handle = request.call(host, callback, { timeout });
    return () => cancel.call(host, handle);
  }
  const handle = host.setTimeout(callback, fallback);
  return () => host.clearTimeout(handle);
}
