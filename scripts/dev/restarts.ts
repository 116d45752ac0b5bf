import type { ViteDevServer } from 'vite';

type Restart = ViteDevServer['restart'];

/**
 * The restart under way, if any, so the preview can hold requests until it is over, or until
 * `longestMs` have passed. The promise it gives never rejects.
 *
 * An edit of a file vite.config.ts imports (site.ts, book.ts) makes Vite restart: it builds a
 * new server, closes the old one, then copies the new one into the object the preview holds.
 * Vite's client reloads the page as soon as the new server's socket answers, which can be
 * before that copy: the reload was then rendered by the closing server, from the content as it
 * was, and nothing reloaded it again (seen on a slow CI host, and every time with a delay added
 * to Vite's close).
 *
 * Vite starts each restart through the server's `restart` method and, on restarting, assigns
 * the new server's method over the old one. An accessor keeps this wrapper in place across
 * that assignment, and keeps the newest method to call.
 */
export function trackRestarts(
  vite: ViteDevServer,
  longestMs = 30_000,
): () => Promise<void> | undefined {
  let restart: Restart = vite.restart;
  let underWay: Promise<void> | undefined;
  const wrapper: Restart = (forceOptimize) => {
    // A restart asked for during another joins it: Vite returns the same promise.
    const done = restart.call(vite, forceOptimize);
    // Vite reports a config it cannot load and keeps the old server (the promise resolves); a
    // rejection or a restart that never ends should not hold requests for ever.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        console.error(`Vite has not restarted in ${longestMs / 1000} s; serving requests anyway`);
        resolve();
      }, longestMs);
    });
    const over: Promise<void> = Promise.race([done.catch(() => undefined), late]).then(() => {
      clearTimeout(timer);
      if (underWay === over) underWay = undefined;
    });
    underWay = over;
    return done;
  };
  Object.defineProperty(vite, 'restart', {
    configurable: true,
    enumerable: true,
    get: () => wrapper,
    set: (next: Restart) => {
      restart = next;
    },
  });
  return () => underWay;
}
