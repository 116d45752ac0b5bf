/**
 * Replays the clicks the paint-first loader (src/lib/paint-first.ts) held while the islands
 * were static, in the order they came, and lets later clicks through. Call it once every
 * island is hydrated, so a click on START A CALL finds the assistant listening.
 */
export function replayHeldClicks(): void {
  const held = window.__releaseClicks?.() ?? [];
  window.__releaseClicks = undefined;
  for (const target of held) if (target.isConnected) target.click();
}
