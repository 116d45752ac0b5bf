/** What visitors ask the built-in assistant: conversations per day, top questions, unanswered ones. */
import type { Database } from './db';
import { databaseError } from './postgrest-error';
import { rangeBounds, type ReportRange } from './report-range';

export interface ChatReport {
  perDay: { day: string; conversations: number; messages: number }[];
  mostAsked: { question: string; times: number }[];
  unanswered: { question: string; times: number }[];
}

// Rows within the range; $1 and $2 are its bounds, either may be null (open).
const IN_RANGE = `($1::timestamptz IS NULL OR created_at >= $1::timestamptz)
  AND ($2::timestamptz IS NULL OR created_at < $2::timestamptz)`;

/** null when the chat_logs table has not been created yet. */
export async function chatReport(
  db: Database,
  /** The assistant's "I don't know" reply, and how earlier versions of it began. */
  unknownReplies: readonly string[],
  range: ReportRange = { from: null, to: null },
): Promise<ChatReport | null> {
  const bounds = rangeBounds(range);
  try {
    const perDay = await db.query<ChatReport['perDay'][number]>(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
              count(DISTINCT session_id)::int AS conversations, count(*)::int AS messages
         FROM chat_logs WHERE ${IN_RANGE} GROUP BY 1 ORDER BY 1`,
      bounds,
    );
    const mostAsked = await db.query<ChatReport['mostAsked'][number]>(
      `SELECT lower(trim(message)) AS question, count(*)::int AS times
         FROM chat_logs WHERE role = 'visitor' AND ${IN_RANGE}
        GROUP BY 1 ORDER BY times DESC, question LIMIT 10`,
      bounds,
    );
    // The question an "I don't know" reply answered is the visitor's message just before it.
    const unanswered = await db.query<ChatReport['unanswered'][number]>(
      `SELECT lower(trim(q.message)) AS question, count(*)::int AS times
         FROM chat_logs a
         JOIN LATERAL (SELECT message FROM chat_logs v
                        WHERE v.session_id = a.session_id AND v.role = 'visitor' AND v.id < a.id
                        ORDER BY v.id DESC LIMIT 1) q ON true
        WHERE a.role = 'assistant'
          AND EXISTS (SELECT 1 FROM unnest($3::text[]) AS r(reply) WHERE starts_with(a.message, r.reply))
          AND ($1::timestamptz IS NULL OR a.created_at >= $1::timestamptz)
          AND ($2::timestamptz IS NULL OR a.created_at < $2::timestamptz)
        GROUP BY 1 ORDER BY times DESC, question LIMIT 20`,
      [...bounds, [...unknownReplies]],
    );
    return { perDay, mostAsked, unanswered };
  } catch (error) {
    if (databaseError(error)?.code === '42P01') return null;
    throw error;
  }
}
