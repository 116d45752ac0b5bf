/** Whole conversations for the chat report: every message of each session, in the order written. */
import type { Database } from './db';
import { databaseError } from './postgrest-error';
import { rangeBounds, type ReportRange } from './report-range';
import type { ChatLogRow } from './validate';

export interface Conversation {
  session_id: string;
  messages: (Omit<ChatLogRow, 'session_id'> & { at: string })[];
}

/** More than this in one report is cut, and says so: narrow the dates to read the rest. */
export const MAX_CONVERSATIONS = 1000;

const AT = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * Sessions with a message in the range, oldest first, each whole (messages outside the range
 * included, so none reads as cut off). null when the table has not been created yet.
 */
export async function chatConversations(
  db: Database,
  range: ReportRange,
  limit = MAX_CONVERSATIONS,
): Promise<{ conversations: Conversation[]; truncated: boolean } | null> {
  try {
    const sessions = await db.query<{ session_id: string }>(
      `SELECT session_id FROM chat_logs
        WHERE ($1::timestamptz IS NULL OR created_at >= $1::timestamptz)
          AND ($2::timestamptz IS NULL OR created_at < $2::timestamptz)
        GROUP BY session_id ORDER BY min(id) LIMIT $3`,
      [...rangeBounds(range), limit + 1],
    );
    const ids = sessions.slice(0, limit).map((s) => s.session_id);
    const rows = await db.query<ChatLogRow & { at: string }>(
      `SELECT session_id, role, channel, message, ${AT} AS at
         FROM chat_logs WHERE session_id = ANY($1::text[]) ORDER BY id`,
      [ids],
    );
    const bySession = new Map<string, Conversation>(
      ids.map((id) => [id, { session_id: id, messages: [] }]),
    );
    for (const { session_id, ...message } of rows)
      bySession.get(session_id)?.messages.push(message);
    return { conversations: [...bySession.values()], truncated: sessions.length > limit };
  } catch (error) {
    if (databaseError(error)?.code === '42P01') return null;
    throw error;
  }
}
