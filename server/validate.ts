/** Checks a POST body for chat_logs. Pure: a batch is accepted whole or rejected whole. */
import {
  CHANNELS,
  hasText,
  isSessionId,
  MAX_MESSAGE_CHARS,
  MAX_ROWS_PER_WRITE,
  ROLES,
  type ChatChannel,
  type ChatRole,
} from '../src/lib/chat-rules';
import { ApiError } from './postgrest-error';

export interface ChatLogRow {
  session_id: string;
  role: ChatRole;
  channel: ChatChannel;
  message: string;
}

const COLUMNS = ['session_id', 'role', 'channel', 'message'] as const;
const isRole = (value: unknown): value is ChatRole => (ROLES as readonly unknown[]).includes(value);
const isChannel = (value: unknown): value is ChatChannel =>
  (CHANNELS as readonly unknown[]).includes(value);
// C0 controls other than tab, newline and carriage return, plus DEL and lone surrogates.
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function fail(message: string, details: string | null = null): never {
  throw new ApiError(400, '23514', message, details);
}

function checkRow(value: unknown, index: number): ChatLogRow {
  const at = `row ${index + 1}`;
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new ApiError(400, 'PGRST102', `${at} must be a JSON object`);
  }
  const row = value as Record<string, unknown>;
  for (const key of Object.keys(row)) {
    if (!(COLUMNS as readonly string[]).includes(key)) {
      throw new ApiError(
        400,
        'PGRST204',
        `Could not find the '${key.slice(0, 64)}' column of 'chat_logs' in the schema cache`,
        `${at}: writable columns are ${COLUMNS.join(', ')}`,
      );
    }
  }
  const { session_id, role, channel, message } = row;
  if (!isSessionId(session_id)) {
    fail(`${at}: session_id must look like session_{13-digit ms timestamp}_{random}`);
  }
  if (!isRole(role)) fail(`${at}: role must be ${ROLES.join(' or ')}`);
  if (!isChannel(channel)) fail(`${at}: channel must be ${CHANNELS.join(' or ')}`);
  if (typeof message !== 'string') fail(`${at}: message must be a string`);
  const length = [...message].length;
  if (length < 1 || length > MAX_MESSAGE_CHARS)
    fail(`${at}: message must be 1 to ${MAX_MESSAGE_CHARS} characters, got ${length}`);
  if (FORBIDDEN.test(message)) fail(`${at}: message contains control characters or invalid text`);
  if (!hasText(message)) fail(`${at}: message must hold more than whitespace`);
  return { session_id, role, channel, message };
}

export function validateChatLogs(body: unknown): ChatLogRow[] {
  const rows = Array.isArray(body) ? body : [body];
  if (rows.length === 0) throw new ApiError(400, 'PGRST102', 'Empty array: nothing to insert');
  if (rows.length > MAX_ROWS_PER_WRITE)
    throw new ApiError(
      400,
      'PGRST102',
      `At most ${MAX_ROWS_PER_WRITE} rows per request, got ${rows.length}`,
    );
  return rows.map(checkRow);
}
