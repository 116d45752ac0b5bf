/**
 * Where `npm run chat-report` reads from. A PGlite folder takes one process at a time, so the
 * report first tries to take the folder's lock: if it gets it, no server runs and it opens the
 * database itself; if a server holds it, the report asks that server's owner endpoint, and never
 * touches the files. PostgreSQL serves many clients, so it is read directly; REPORT_URL always
 * goes through the server.
 */
import type { ServerConfig } from '../../server/config';
import { DataDirLockedError } from '../../server/data-dir-lock';
import { openPglite, openPostgres, type Database } from '../../server/db';
import { OWNER_REPORT_PATH } from '../../server/owner-routes';
import { readReport, type ReportData, type ReportRequest } from '../../server/report-data';

export class ReportSourceError extends Error {}

const FETCH_TIMEOUT_MS = 30_000;

/** The address the server listens on, as a client reaches it (a wildcard means this machine). */
export function serverUrl(env: NodeJS.ProcessEnv, config: ServerConfig): string {
  const set = env.REPORT_URL?.trim();
  if (set) return set.replace(/\/+$/, '');
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

export async function fetchReport(
  base: string,
  token: string,
  request: ReportRequest,
): Promise<ReportData> {
  const url = new URL(`${base}${OWNER_REPORT_PATH}`);
  if (request.range.from) url.searchParams.set('from', request.range.from);
  if (request.range.to) url.searchParams.set('to', request.range.to);
  if (request.conversations) url.searchParams.set('conversations', 'true');
  for (const reply of request.unknownReplies) url.searchParams.append('unknown', reply);
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch (error) {
    const why = error instanceof Error ? (error.cause ?? error).toString() : String(error);
    throw new ReportSourceError(`Could not reach the server at ${base} (${why}). ${HINT}`);
  }
  if (res.status === 404)
    throw new ReportSourceError(
      `The server at ${base} has no owner endpoint: start it with OWNER_TOKEN set (the same value as here).`,
    );
  if (res.status === 401)
    throw new ReportSourceError(
      `The server at ${base} refused OWNER_TOKEN: use the server's value.`,
    );
  const body = (await res.json().catch(() => null)) as (ReportData & { message?: string }) | null;
  if (!res.ok || !body || (body.kind !== 'summary' && body.kind !== 'conversations'))
    throw new ReportSourceError(
      `The server at ${base} answered ${res.status}: ${body?.message ?? 'not a report'}`,
    );
  return body;
}

const HINT = 'Set REPORT_URL if it listens elsewhere than HOST:PORT.';

async function readDirect(db: Database, request: ReportRequest): Promise<ReportData> {
  try {
    return await readReport(db, request);
  } finally {
    await db.close();
  }
}

export async function loadReport(
  env: NodeJS.ProcessEnv,
  config: ServerConfig,
  request: ReportRequest,
): Promise<ReportData> {
  const throughServer = (token: string | null) => {
    if (!token)
      throw new ReportSourceError(
        'Set OWNER_TOKEN (the value the server was started with) to read the report through the server.',
      );
    return fetchReport(serverUrl(env, config), token, request);
  };
  if (env.REPORT_URL?.trim()) return throughServer(config.ownerToken);
  if (config.databaseUrl) return readDirect(openPostgres(config.databaseUrl), request);
  let db: Database;
  try {
    db = await openPglite(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    if (!config.ownerToken)
      throw new ReportSourceError(
        `${error.message}\nA server is running on it: set OWNER_TOKEN (the value the server was started with) to read the report through the server, without stopping it.`,
      );
    return throughServer(config.ownerToken);
  }
  return readDirect(db, request);
}
