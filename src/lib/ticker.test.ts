import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readTicker, subscribeTicker } from './ticker';

describe('ticker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-11-21T10:00:00.400Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('ticks on each second boundary while subscribed, then stops', () => {
    const seen: number[] = [];
    const stop = subscribeTicker(() => seen.push(readTicker()));
    vi.advanceTimersByTime(599);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([Date.parse('2026-11-21T10:00:01.000Z')]);
    vi.advanceTimersByTime(2000);
    expect(seen).toHaveLength(3);
    stop();
    vi.advanceTimersByTime(5000);
    expect(seen).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
  });
});
