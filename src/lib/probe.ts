/**
 * Pure rules for reading the chat_logs probe (product spec sections 4, 7 and 8).
 * A database error still proves the database answered, so it counts as connected; only a
 * transport failure, a timeout or a bare gateway error means the backend is out of reach.
 */
export type ProbeOutcome =
  | { kind: 'ok' }
  | { kind: 'db-error'; code: string | null; message: string }
  | { kind: 'exception'; reason: string };

export type BadgeState = 'checking' | 'connected' | 'disconnected';

const MISSING_TABLE = new Set(['42P01', 'PGRST205']);
const GATEWAY = new Set([502, 503, 504]);

function errorFields(body: unknown): { code: string | null; message: string } {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const { code, message } = body as Record<string, unknown>;
    return {
      code: typeof code === 'string' && code !== '' ? code : null,
      message: typeof message === 'string' ? message : '',
    };
  }
  return { code: null, message: '' };
}

export function classifyResponse(status: number, body: unknown): ProbeOutcome {
  if (status >= 200 && status < 300) return { kind: 'ok' };
  const { code, message } = errorFields(body);
  if (code === null && GATEWAY.has(status)) {
    return { kind: 'exception', reason: `gateway answered ${status}` };
  }
  return { kind: 'db-error', code, message: message || `HTTP ${status}` };
}

export function badgeStateOf(outcome: ProbeOutcome): Exclude<BadgeState, 'checking'> {
  return outcome.kind === 'exception' ? 'disconnected' : 'connected';
}

export function probeLogLine(
  outcome: ProbeOutcome,
): { level: 'info' | 'warn'; text: string } | null {
  if (outcome.kind === 'db-error') {
    if (outcome.code && MISSING_TABLE.has(outcome.code)) {
      return { level: 'info', text: 'chat_logs table will be created automatically on first use' };
    }
    return {
      level: 'warn',
      text: `chat_logs probe error ${outcome.code ?? ''}: ${outcome.message}`.trim(),
    };
  }
  if (outcome.kind === 'exception') {
    return { level: 'warn', text: `chat_logs probe failed: ${outcome.reason}` };
  }
  return null;
}
