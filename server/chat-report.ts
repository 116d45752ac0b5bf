/** What visitors ask the built-in assistant: conversations per day, top questions, unanswered ones. */
import type { Database } from './db';
import { databaseError } from './postgrest-error';

export interface ChatReport {
  perDay: { day: string; conversations: number; messages: number }[];
  mostAsked: { question: string; times: number }[];
  unanswered: { question: string; times: number }[];
}

export async function chatReport(db: Database, unknownReply: string): Promise<ChatReport | null> {
  try {
    const perDay = await db.query<ChatReport['perDay'][number]>(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
              count(DISTINCT session_id)::int AS conversations, count(*)::int AS messages
         FROM chat_logs GROUP BY 1 ORDER BY 1`,
    );
    const mostAsked = await db.query<ChatReport['mostAsked'][number]>(
      `SELECT lower(trim(message)) AS question, count(*)::int AS times
         FROM chat_logs WHERE role = 'visitor' GROUP BY 1 ORDER BY times DESC, question LIMIT 10`,
    );
    // The question an "I don't know" reply answered is the visitor's message just before it.
    const unanswered = await db.query<ChatReport['unanswered'][number]>(
      `SELECT lower(trim(q.message)) AS question, count(*)::int AS times
         FROM chat_logs a
         JOIN LATERAL (SELECT message FROM chat_logs v
                        WHERE v.session_id = a.session_id AND v.role = 'visitor' AND v.id < a.id
                        ORDER BY v.id DESC LIMIT 1) q ON true
        WHERE a.role = 'assistant' AND starts_with(a.message, $1)
        GROUP BY 1 ORDER BY times DESC, question LIMIT 20`,
      [unknownReply],
    );
    return { perDay, mostAsked, unanswered };
  } catch (error) {
    if (databaseError(error)?.code === '42P01') return null;
    throw error;
  }
}

export function formatReport(report: ChatReport | null): string {
  if (!report) return 'No conversations yet: the chat_logs table has not been created.\n';
  const lines = ['Conversations per day (UTC)'];
  for (const d of report.perDay)
    lines.push(`  ${d.day}  ${d.conversations} conversations, ${d.messages} messages`);
  lines.push('', 'Most asked questions');
  for (const q of report.mostAsked) lines.push(`  ${String(q.times).padStart(4)}  ${q.question}`);
  lines.push('', 'Questions Pharaoh could not answer (write content for these next)');
  if (report.unanswered.length === 0) lines.push('  none');
  for (const q of report.unanswered) lines.push(`  ${String(q.times).padStart(4)}  ${q.question}`);
  return `${lines.join('\n')}\n`;
}
