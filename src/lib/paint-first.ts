/**
 * Inlined by the build in place of the entry's module script and modulepreload tags (see
 * vite.config.ts), so it must stay self-contained: no imports, no closures over module scope.
 *
 * Every word of the page is prerendered; the JavaScript only brings the islands to life. So it
 * is requested once the page has painted: on a slow link the document and the font get the
 * whole bandwidth, and evaluating the bundle can never hold the first paint back. A tab that
 * is never shown never paints and never needs it; a browser without paint timing loads it at
 * `load`, and the timer after `load` is a last resort should paint timing stay silent.
 *
 * A click on an island's button, or on a link marked `data-hold-click` (one the script takes
 * over), before the islands are live is held, not lost: it starts the download at once and is
 * replayed when they are hydrated (src/lib/held-clicks.ts). Should the script fail to load,
 * held links are followed as plain links. Clicks that ask for a new tab are never held.
 */
export function loadAfterFirstPaint(self: HTMLScriptElement | null): void {
  const src = self?.dataset.entry;
  if (!src) return;
  let started = false;
  const start = function (): void {
    if (started) return;
    started = true;
    // Every chunk the entry loads at once (vite.config.ts), fetched beside it in one round trip.
    // Where modulepreload is unknown (Safari before 17), a plain preload in the module scripts'
    // CORS mode fetches them as early, and the modules reuse the response.
    const preloads = self.dataset.preload ? self.dataset.preload.split(' ') : [];
    const rel = document.createElement('link').relList.supports('modulepreload')
      ? 'modulepreload'
      : 'preload';
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = rel;
      if (rel === 'preload') link.as = 'script';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    script.onerror = function () {
      for (const target of release()) if (target instanceof HTMLAnchorElement) target.click();
    };
    document.head.appendChild(script);
  };

  const held: HTMLElement[] = [];
  const hold = function (event: MouseEvent): void {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
      return;
    const target =
      event.target instanceof Element ? event.target.closest('button, a[data-hold-click]') : null;
    // A button does something only inside an island; a marked link is taken over wherever it is
    // (the theory cards are static, and their island's listener reloads the page).
    if (
      !(target instanceof HTMLElement) ||
      (target.tagName === 'BUTTON' && !target.closest('[data-island]'))
    )
      return;
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
    // The pointer shows the page is getting ready (styles.css) until the click is replayed.
    document.documentElement.dataset.heldClicks = '';
    start();
  };
  const release = function (): HTMLElement[] {
    document.removeEventListener('click', hold, true);
    delete document.documentElement.dataset.heldClicks;
    return held.splice(0);
  };
  document.addEventListener('click', hold, true);
  window.__releaseClicks = release;

  const onLoad = function (callback: () => void): void {
    if (document.readyState === 'complete') callback();
    else window.addEventListener('load', callback, { once: true });
  };
  onLoad(function () {
    window.setTimeout(start, 3000);
  });
  // Safari before 12.1 has PerformanceObserver without supportedEntryTypes.
  const types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') < 0) {
    onLoad(start);
    return;
  }
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
}
