import { describe, expect, it } from 'vitest';
import { whenIdle, type IdleHost } from './when-idle';

/** A host whose idle callbacks and timers both start numbering at 1, as browsers' do. */
function host(withIdle: boolean) {
  const calls: string[] = [];
  const fake: IdleHost = {
    setTimeout: () => (calls.push('setTimeout'), 1),
    clearTimeout: (handle) => void calls.push(`clearTimeout ${handle}`),
    ...(withIdle && {
      requestIdleCallback: () => (calls.push('requestIdleCallback'), 1),
      cancelIdleCallback: (handle: number) => void calls.push(`cancelIdleCallback ${handle}`),
    }),
  };
  return { fake, calls };
}

describe('whenIdle', () => {
  it('cancels an idle callback as one, never as a timer of the same number', () => {
    const { fake, calls } = host(true);
    whenIdle(() => {}, { timeout: 3000, fallback: 200 }, fake)();
    expect(calls).toEqual(['requestIdleCallback', 'cancelIdleCallback 1']);
  });

  it('falls back to a timer where there are no idle callbacks, and cancels that', () => {
    const { fake, calls } = host(false);
    whenIdle(() => {}, { timeout: 3000, fallback: 200 }, fake)();
    expect(calls).toEqual(['setTimeout', 'clearTimeout 1']);
  });
});
