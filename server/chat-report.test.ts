import { describe, expect, it } from 'vitest';
import { assistant, formerUnknownReplies } from '../src/content/assistant';
import { insertChatLogs } from './chat-logs';
import { formatText } from '../scripts/report/text';
import { chatReport, type ChatReport } from './chat-report';
import { withPglite } from './test-support/with-pglite';

const formatReport = (report: ChatReport | null) =>
  formatText({ kind: 'summary', range: { from: null, to: null }, report });

describe('chat report', () => {
  it('says so before any conversation', async () => {
    await withPglite('giza-report-', async (db) => {
      expect(formatReport(await chatReport(db, [assistant.unknown]))).toContain(
        'No conversations yet',
      );
    });
  });

  it('counts conversations per day, the most asked and the unanswered questions', async () => {
    await withPglite('giza-report-', async (db) => {
      const a = 'session_1763683200000_aaaaaa';
      const b = 'session_1763683200001_bbbbbb';
      const say = (session_id: string, role: 'visitor' | 'assistant', message: string) => ({
        session_id,
        role,
        channel: 'text' as const,
        message,
      });
      await insertChatLogs(db, [
        say(a, 'visitor', 'How tall is it?'),
        say(a, 'assistant', 'About 146.6 m.'),
        say(a, 'visitor', 'Who was Hemiunu?'),
        say(a, 'assistant', 'The vizier.'),
      ]);
      await insertChatLogs(db, [
        say(b, 'visitor', 'how tall is it?'),
        say(b, 'assistant', 'About 146.6 m.'),
        say(b, 'visitor', 'Is Atlantis real?'),
        say(b, 'assistant', assistant.unknown),
      ]);
      await db.query(
        "UPDATE chat_logs SET created_at = '2026-11-20T10:00:00Z' WHERE session_id = $1",
        [a],
      );
      await db.query(
        "UPDATE chat_logs SET created_at = '2026-11-21T10:00:00Z' WHERE session_id = $1",
        [b],
      );
      const report = await chatReport(db, [assistant.unknown]);
      expect(report?.perDay).toEqual([
        { day: '2026-11-20', conversations: 1, messages: 4 },
        { day: '2026-11-21', conversations: 1, messages: 4 },
      ]);
      expect(report?.mostAsked[0]).toEqual({ question: 'how tall is it?', times: 2 });
      expect(report?.unanswered).toEqual([{ question: 'is atlantis real?', times: 1 }]);
      const text = formatReport(report);
      expect(text).toContain('2026-11-21  1 conversations, 4 messages');
      expect(text).toContain('   2  how tall is it?');
      expect(text).toContain('   1  is atlantis real?');
    });
  });

  it("takes each decline's question from its own session, before it, even before the range", async () => {
    await withPglite('giza-report-', async (db) => {
      const [a, b, c] = ['aaaaaa', 'bbbbbb', 'cccccc'].map((s) => `session_1763683200003_${s}`);
      const rows: [string | undefined, 'visitor' | 'assistant', string][] = [
        [a, 'visitor', 'Tickets?'],
        [b, 'visitor', 'Is Atlantis real?'],
        // A decline with no question before it in its session is no one's question.
        [c, 'assistant', assistant.unknown],
        [a, 'assistant', assistant.unknown],
        [a, 'assistant', assistant.unknown],
        [c, 'visitor', 'Opening hours?'],
        [b, 'assistant', 'Here is what I know.'],
      ];
      for (const [session_id = '', role, message] of rows)
        await insertChatLogs(db, [{ session_id, role, channel: 'text', message }]);
      // The questions were asked the day before the range; the declines fall inside it.
      await db.query(
        `UPDATE chat_logs SET created_at = CASE WHEN role = 'visitor'
           THEN timestamptz '2026-11-20T23:59:00Z' ELSE timestamptz '2026-11-21T00:01:00Z' END`,
      );
      const report = await chatReport(db, [assistant.unknown], {
        from: '2026-11-21',
        to: '2026-11-21',
      });
      expect(report?.unanswered).toEqual([{ question: 'tickets?', times: 2 }]);
    });
  });

  it('reads the last day the calendar allows, 9999-12-31, as a day like any other', async () => {
    await withPglite('giza-report-', async (db) => {
      const session_id = 'session_1763683200004_dddddd';
      await insertChatLogs(db, [{ session_id, role: 'visitor', channel: 'text', message: 'Hi' }]);
      const range = { from: '9999-12-31', to: '9999-12-31' };
      const report = await chatReport(db, [assistant.unknown], range);
      expect(report).toEqual({ perDay: [], mostAsked: [], unanswered: [] });
    });
  });

  it('finds declines in an earlier wording of the reply, given how it began', async () => {
    await withPglite('giza-report-', async (db) => {
      const session = 'session_1763683200002_cccccc';
      const [former] = formerUnknownReplies;
      if (!former) throw new Error('no earlier wording to test with');
      await insertChatLogs(
        db,
        [
          ['visitor', 'Tickets?'],
          ['assistant', `${former} I can speak of the Great Pyramid.`],
          ['visitor', 'Is Atlantis real?'],
          ['assistant', assistant.unknown],
        ].map(([role, message]) => ({
          session_id: session,
          role: role as 'visitor' | 'assistant',
          channel: 'text' as const,
          message: message ?? '',
        })),
      );
      const now = await chatReport(db, [assistant.unknown]);
      expect(now?.unanswered).toEqual([{ question: 'is atlantis real?', times: 1 }]);
      const both = await chatReport(db, [assistant.unknown, ...formerUnknownReplies]);
      expect(both?.unanswered).toEqual([
        { question: 'is atlantis real?', times: 1 },
        { question: 'tickets?', times: 1 },
      ]);
    });
  });
});
