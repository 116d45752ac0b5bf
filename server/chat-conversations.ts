/** Whole conversations for the chat report: every message of each session, in the order written. */
import type { Database } from './db';
import { databaseError } from './postgrest-error';
import { rangeBounds, type ReportRange } from './report-range';
import type { ChatLogRow } from './validate';

export interface Conversation {
  session_id: string;
  messages: (Omit<ChatLogRow, 'session_id'> & { at: string })[];
  /** Later messages of this conversation left out, when it is longer than a report shows. */
  omitted?: number;
}

/**
 * What one report holds at most, so that rows anyone may post cannot make it any size: a
 * red-team pass grew one conversation by 7 MB a minute, and the report is built in the
 * server's memory. More is cut, and says so: narrow the dates to read the rest.
 */
export const REPORT_LIMITS = { conversations: 1000, messages: 10_000, perConversation: 500 };

const AT = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * Sessions with a message in the range, oldest first, each whole (messages outside the range
 * included, so none reads as cut off) up to `perConversation` messages, while the report holds
 * at most `messages` in all. null when the table has not been created yet.
 */
export async function chatConversations(
  db: Database,
  range: ReportRange,
  limits = REPORT_LIMITS,
): Promise<{ conversations: Conversation[]; truncated: boolean } | null> {
  try {
    const sessions = await db.query<{ session_id: string }>(
      `SELECT session_id FROM chat_logs
        WHERE ($1::timestamptz IS NULL OR created_at >= $1::timestamptz)
          AND ($2::timestamptz IS NULL OR created_at < $2::timestamptz)
        GROUP BY session_id ORDER BY min(id) LIMIT $3`,
      [...rangeBounds(range), limits.conversations + 1],
    );
    const sizes = new Map(
      (
        await db.query<{ session_id: string; n: number }>(
          `SELECT session_id, count(*)::int AS n FROM chat_logs
            WHERE session_id = ANY($1::text[]) GROUP BY session_id`,
          [sessions.map((s) => s.session_id)],
        )
      ).map(({ session_id, n }) => [session_id, n]),
    );
    // Whole sessions, in order, while they fit; the first always, cut to its share if need be.
    const ids: string[] = [];
    let shown = 0;
    for (const { session_id } of sessions.slice(0, limits.conversations)) {
      const size = Math.min(sizes.get(session_id) ?? 0, limits.perConversation);
      if (ids.length > 0 && shown + size > limits.messages) break;
      ids.push(session_id);
      shown += size;
    }
    const rows = await db.query<ChatLogRow & { at: string }>(
      `SELECT session_id, role, channel, message, at FROM (
         SELECT session_id, role, channel, message, ${AT} AS at, id,
                row_number() OVER (PARTITION BY session_id ORDER BY id) AS nth
           FROM chat_logs WHERE session_id = ANY($1::text[])
       ) numbered WHERE nth <= $2 ORDER BY id`,
      [ids, Math.min(limits.perConversation, limits.messages)],
    );
    const bySession = new Map<string, Conversation>(
      ids.map((id) => [id, { session_id: id, messages: [] }]),
    );
    for (const { session_id, ...message } of rows)
      bySession.get(session_id)?.messages.push(message);
    for (const c of bySession.values()) {
      const omitted = (sizes.get(c.session_id) ?? 0) - c.messages.length;
      if (omitted > 0) c.omitted = omitted;
    }
    return { conversations: [...bySession.values()], truncated: sessions.length > ids.length };
  } catch (error) {
    if (databaseError(error)?.code === '42P01') return null;
    throw error;
  }
}
