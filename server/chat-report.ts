/** What visitors ask the built-in assistant: conversations per day, top questions, unanswered ones. */
import type { Database } from './db';
import { databaseError } from './postgrest-error';
import { rangeBounds, type ReportRange } from './report-range';

export interface ChatReport {
  perDay: { day: string; conversations: number; messages: number }[];
  mostAsked: { question: string; times: number }[];
  unanswered: { question: string; times: number }[];
}

// Rows whose `at` falls within the range; $1 and $2 are its bounds, either may be null (open).
const inRange = (at = 'created_at') => `($1::timestamptz IS NULL OR ${at} >= $1::timestamptz)
  AND ($2::timestamptz IS NULL OR ${at} < $2::timestamptz)`;

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
         FROM chat_logs WHERE ${inRange()} GROUP BY 1 ORDER BY 1`,
      bounds,
    );
    const mostAsked = await db.query<ChatReport['mostAsked'][number]>(
      `SELECT lower(trim(message)) AS question, count(*)::int AS times
         FROM chat_logs WHERE role = 'visitor' AND ${inRange()}
        GROUP BY 1 ORDER BY times DESC, question LIMIT 10`,
      bounds,
    );
    // The question an "I don't know" reply answered is the visitor's message just before it in
    // its session, whenever that was. One ordered pass over the table finds it for every row:
    // anyone may post rows, and a look back from each decline (chat_logs has no index on
    // session_id) grew with the square of the declines without a question before them (20,000
    // posted ones held the server for 26 s; `npm run bench:report`).
    const unanswered = await db.query<ChatReport['unanswered'][number]>(
      `WITH marked AS (
         SELECT role, message, created_at,
                max(id) FILTER (WHERE role = 'visitor') OVER (
                  PARTITION BY session_id ORDER BY id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING
                ) AS question_id
           FROM chat_logs
       )
       SELECT lower(trim(q.message)) AS question, count(*)::int AS times
         FROM marked a JOIN chat_logs q ON q.id = a.question_id
        WHERE a.role = 'assistant' AND ${inRange('a.created_at')}
          AND EXISTS (SELECT 1 FROM unnest($3::text[]) AS r(reply) WHERE starts_with(a.message, r.reply))
        GROUP BY 1 ORDER BY times DESC, question LIMIT 20`,
      [...bounds, [...unknownReplies]],
    );
    return { perDay, mostAsked, unanswered };
  } catch (error) {
    if (databaseError(error)?.code === '42P01') return null;
    throw error;
  }
}
