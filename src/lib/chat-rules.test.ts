import { describe, expect, it } from 'vitest';
import { clipMessage, MAX_MESSAGE_CHARS } from './chat-rules';

describe('clipMessage', () => {
  it('keeps a message within the limit as it is', () => {
    expect(clipMessage('Who built it? 🏛️')).toBe('Who built it? 🏛️');
  });

  it('cuts by code points, never inside an emoji', () => {
    const message = `${'a'.repeat(MAX_MESSAGE_CHARS - 1)}😀😀`;
    const clipped = clipMessage(message);
    expect([...clipped]).toHaveLength(MAX_MESSAGE_CHARS);
    expect(clipped.endsWith('😀')).toBe(true);
    // A lone surrogate cannot be encoded: the server would refuse the row.
    expect(() => encodeURIComponent(clipped)).not.toThrow();
  });

  it('counts an emoji as one character, as the server does', () => {
    const emoji = '😀'.repeat(MAX_MESSAGE_CHARS);
    expect(emoji.length).toBe(2 * MAX_MESSAGE_CHARS);
    expect(clipMessage(emoji)).toBe(emoji);
  });
});
