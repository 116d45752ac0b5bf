/**
 * The chat_logs table: counted by the probe, written by the assistants. Created when the server
 * starts, so a new site's probe answers 200; and again on a write if it has gone missing since.
 */
import {
  CHANNELS,
  MAX_MESSAGE_CHARS,
  MESSAGE_TEXT_PATTERN,
  ROLES,
  SESSION_ID_PATTERN,
} from '../src/lib/chat-rules';
import type { Database } from './db';
import type { ChatLogRow } from './validate';

/** SQL string literals of the shared rules' constant values (none holds a quote). */
const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

export const CREATE_TABLE = `
  CREATE TABLE IF NOT EXISTS chat_logs (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    session_id text NOT NULL CHECK (session_id ~ '${SESSION_ID_PATTERN}'),
    role text NOT NULL CHECK (role IN (${list(ROLES)})),
    channel text NOT NULL CHECK (channel IN (${list(CHANNELS)})),
    message text NOT NULL CHECK (
      char_length(message) BETWEEN 1 AND ${MAX_MESSAGE_CHARS} AND message ~ '${MESSAGE_TEXT_PATTERN}'
    ),
    created_at timestamptz NOT NULL DEFAULT now()
  )`;

/** Serialises creation across processes too (copies starting together), so CREATE TABLE never races. */
const CREATE_LOCK = 7_415_002;

async function ensureIn(query: Database['query']): Promise<void> {
  const exists = await query<{ found: boolean }>(
    "SELECT to_regclass('chat_logs') IS NOT NULL AS found",
  );
  if (!exists[0]?.found) {
    await query('SELECT pg_advisory_xact_lock($1)', [CREATE_LOCK]);
    await query(CREATE_TABLE);
  }
}

export function ensureChatLogs(db: Database): Promise<void> {
  return db.transaction(ensureIn);
}

export async function countChatLogs(db: Database): Promise<number> {
  const rows = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM chat_logs');
  return rows[0]?.count ?? 0;
}

export async function insertChatLogs(db: Database, rows: ChatLogRow[]): Promise<void> {
  const values: unknown[] = [];
  const tuples = rows.map((row, i) => {
    values.push(row.session_id, row.role, row.channel, row.message);
    const n = i * 4;
    return `($${n + 1}, $${n + 2}, $${n + 3}, $${n + 4})`;
  });
  await db.transaction(async (query) => {
    await ensureIn(query);
    await query(
      `INSERT INTO chat_logs (session_id, role, channel, message) VALUES ${tuples.join(', ')}`,
      values,
    );
  });
}
