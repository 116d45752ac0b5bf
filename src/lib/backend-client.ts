import { env } from './env';
import { classifyResponse, probeLogLine, type ProbeOutcome } from './probe';

/** The one client for the Supabase-style backend. */
const PROBE_TIMEOUT_MS = 5000;

function restUrl(path: string): string {
  return `${env.supabaseUrl}/rest/v1/${path}`;
}

function authHeaders(): Record<string, string> {
  const key = env.supabaseAnonKey;
  return key ? { apikey: key, Authorization: `Bearer ${key}` } : {};
}

async function runProbe(): Promise<ProbeOutcome> {
  let outcome: ProbeOutcome;
  try {
    const res = await fetch(restUrl('chat_logs?select=count&limit=1'), {
      headers: authHeaders(),
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    const body: unknown = await res.json().catch(() => null);
    outcome = classifyResponse(res.status, body);
  } catch (error) {
    outcome = { kind: 'exception', reason: error instanceof Error ? error.message : String(error) };
  }
  const line = probeLogLine(outcome);
  if (line) console[line.level](line.text);
  return outcome;
}

let probe: Promise<ProbeOutcome> | null = null;

/** The badge, chat logging and the production initializer share this, so a load probes once. */
export function probeChatLogs(): Promise<ProbeOutcome> {
  probe ??= runProbe();
  return probe;
}

/** Inserts chat_logs rows; true when the backend acknowledged them (201). */
export async function insertChatLogs(rows: object[]): Promise<boolean> {
  const res = await fetch(restUrl('chat_logs'), {
    method: 'POST',
    headers: { ...authHeaders(), 'content-type': 'application/json', prefer: 'return=minimal' },
    body: JSON.stringify(rows),
    signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
  });
  return res.status === 201;
}
