import { describe, expect, it } from 'vitest';
import { formatText } from '../scripts/report/text';
import { insertChatLogs } from './chat-logs';
import { chatConversations } from './chat-conversations';
import { withPglite } from './test-support/with-pglite';

const session = (n: number) => `session_1763683200005_${String(n).padStart(6, '0')}`;

describe('whole conversations', () => {
  it('hold a bounded number of messages: a long one is cut and says how many are left out', async () => {
    await withPglite('giza-conversations-', async (db) => {
      // Three sessions, of 7, 2 and 3 messages, written in that order.
      for (const [n, count] of [
        [1, 7],
        [2, 2],
        [3, 3],
      ] as const)
        await insertChatLogs(
          db,
          Array.from({ length: count }, (_, i) => ({
            session_id: session(n),
            role: i % 2 ? ('assistant' as const) : ('visitor' as const),
            channel: 'text' as const,
            message: `message ${i + 1} of session ${n}`,
          })),
        );
      const range = { from: null, to: null };
      const limits = { conversations: 10, messages: 8, perConversation: 5 };
      const found = await chatConversations(db, range, limits);
      // The first is cut to 5; the second fits (7 of 8); the third would not, and is left out.
      expect(found?.conversations.map((c) => [c.messages.length, c.omitted])).toEqual([
        [5, 2],
        [2, undefined],
      ]);
      expect(found?.conversations[0]?.messages.at(-1)?.message).toBe('message 5 of session 1');
      expect(found?.truncated).toBe(true);
      const text = formatText({
        kind: 'conversations',
        range,
        conversations: found?.conversations ?? null,
        truncated: found?.truncated ?? false,
      });
      expect(text).toContain('… 2 later messages not shown');
      expect(text).toContain('Cut at 2 conversations');
      // Within the limits, everything, and nothing said to be cut.
      const all = await chatConversations(db, range, {
        ...limits,
        messages: 100,
        perConversation: 100,
      });
      expect(all?.conversations.map((c) => c.messages.length)).toEqual([7, 2, 3]);
      expect(all?.truncated).toBe(false);
    });
  });
});
