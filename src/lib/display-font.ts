/**
 * Inlined into <head> with the subset font's address (scripts/page-html.ts), so it must stay
 * self-contained: no imports, no closures over module scope.
 *
 * The display face (Cinzel) is kept off a first visit's critical path. A request that starts
 * before the largest paint delays it on a slow link (about 0.3 s on Lighthouse's mobile model),
 * and a face swapped in after the first paint lays the page out again. So a first visit shows
 * the fallback serif throughout and, once the page has loaded and painted and the browser is
 * idle, fetches the font into the HTTP cache (hashed, cached for a year) and remembers it. Every
 * later visit sets `data-display-font` before the first paint and gets Cinzel from the cache;
 * `font-display: optional` in src/styles.css keeps the fallback, with no swap, should the cache
 * have lost it. A new font (a new address) starts over; without storage there is nothing to
 * remember, so nothing is fetched.
 */
export function displayFont(href: string): void {
  const key = 'display-font';
  try {
    if (window.localStorage.getItem(key) === href) {
      document.documentElement.dataset.displayFont = '';
      return;
    }
  } catch {
    return;
  }
  // Functions only as arguments: the prerender runs under tsx, which would wrap a function kept
  // in a variable in a naming helper the browser does not have.
  window.addEventListener(
    'load',
    function () {
      new Promise(function (painted) {
        // `load` can come before the first paint when the document is small and the link fast;
        // a request started then would still count against the largest paint, which is the intro
        // paragraph, drawn in the first paint. A tab never shown never paints, and never needs it.
        const types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
        if (types.indexOf('paint') < 0) return painted(null);
        new PerformanceObserver(function (list, observer) {
          if (list.getEntriesByName('first-contentful-paint').length === 0) return;
          observer.disconnect();
          painted(null);
        }).observe({ type: 'paint', buffered: true });
      })
        .then(function () {
          return new Promise(function (idle) {
            if (typeof window.requestIdleCallback === 'function')
              window.requestIdleCallback(idle, { timeout: 5000 });
            else window.setTimeout(idle, 1000);
          });
        })
        .then(function () {
          return fetch(href, { priority: 'low' });
        })
        .then(function (response) {
          return response.ok ? response.arrayBuffer() : null;
        })
        .then(function (body) {
          if (body) window.localStorage.setItem(key, href);
        })
        .catch(function () {
          // Offline or storage full: the next visit tries again.
        });
    },
    { once: true },
  );
}
