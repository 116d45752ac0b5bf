/**
 * Replays the clicks the paint-first loader (src/lib/paint-first.ts) held while the islands
 * were static, in the order they came, and lets later clicks through. Call it once every
 * island is hydrated, so a click on START A CALL finds the assistant listening.
 */
export function replayHeldClicks(): void {
  const held = window.__releaseClicks?.() ?? [];
  window.__releaseClicks = undefined;
  for (const target of held) {
    if (target.isConnected) target.click();
    // Its island failed and was hidden (src/page/hydrate-islands.tsx): a held link is still
    // followed, as it would have been without the script (src/lib/paint-first.ts).
    else if (target instanceof HTMLAnchorElement && target.href) {
      if (target.target === '_blank') window.open(target.href, '_blank', 'noopener');
      else window.location.assign(target.href);
    }
  }
}
