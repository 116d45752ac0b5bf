import { describe, expect, it } from 'vitest';
import { createSessionId, isSessionId } from './session-id';

describe('session ids', () => {
  it('has the form session_{timestamp}_{random}', () => {
    const id = createSessionId(1_763_683_200_000, () => 0.5);
    expect(id).toBe('session_1763683200000_iiiiiiiiii');
    expect(isSessionId(id)).toBe(true);
  });
  it('differs between calls with a real random source', () => {
    expect(createSessionId(1_763_683_200_000)).not.toBe(createSessionId(1_763_683_200_000));
  });
  it('rejects malformed ids', () => {
    for (const bad of [
      '',
      'session_1_abc',
      'session_1763683200000_',
      'sess_1763683200000_abcdef',
      'session_1763683200000_ABCDEF',
    ]) {
      expect(isSessionId(bad)).toBe(false);
    }
  });
});
