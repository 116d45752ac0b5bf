/**
 * Rules the page, the server and the SQL share for a chat_logs row. The one module the server
 * imports from src/ (a lint rule holds it to that), so it imports nothing itself. The SQL files
 * cannot import: server/chat-rules-sql.test.ts holds their constraints to these values.
 */
export const MAX_MESSAGE_CHARS = 4000;

/**
 * A message must say something: it holds a character outside this class of whitespace (what
 * JavaScript's `\s` and so `trim()` take, less the vertical tab and form feed, which are refused
 * as control characters anyway; keep the two in step if JavaScript's list grows). Written with
 * escapes that JavaScript and PostgreSQL's `~` read alike, so the SQL states it word for word:
 * `\s` itself differs by locale in PostgreSQL.
 */
export const MESSAGE_TEXT_PATTERN = String.raw`[^\t\n\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]`;
const MESSAGE_TEXT = new RegExp(MESSAGE_TEXT_PATTERN);

/** Whether a message holds more than whitespace. */
export function hasText(message: string): boolean {
  return MESSAGE_TEXT.test(message);
}

/** Rows one REST write may carry; the page sends one at a time. */
export const MAX_ROWS_PER_WRITE = 20;

/**
 * `session_{13-digit ms timestamp}_{random}`, written in the subset of regular expressions that
 * JavaScript and PostgreSQL's `~` read the same way (no `\d`, no flags).
 */
export const SESSION_ID_PATTERN = '^session_[0-9]{13}_[a-z0-9]{6,32}$';
const SESSION_ID = new RegExp(SESSION_ID_PATTERN);

export const ROLES = ['visitor', 'assistant'] as const;
export const CHANNELS = ['text', 'voice'] as const;
export type ChatRole = (typeof ROLES)[number];
export type ChatChannel = (typeof CHANNELS)[number];

export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID.test(value);
}

/**
 * A message cut to the limit in code points, as the server counts them: cutting UTF-16 units
 * could split an emoji into half a surrogate pair, which the server rejects, losing the message.
 */
export function clipMessage(message: string, max = MAX_MESSAGE_CHARS): string {
  const points = [...message];
  return points.length > max ? points.slice(0, max).join('') : message;
}
