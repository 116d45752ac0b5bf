/**
 * Database failures, seen from the routes: each is logged at error level with its code, at most
 * once a second per code and operation (a full disk fails every write, and a line per request
 * would fill the disk faster), and the last write failure is kept for `/readyz`.
 */
import type { FastifyBaseLogger } from 'fastify';
import { databaseError } from './postgrest-error';

export type DbOperation = 'count' | 'write' | 'ready' | 'setup';

/** While a write failed less than this long ago, and none has succeeded since, /readyz is 503. */
export const WRITE_FAILURE_HOLD_MS = 30_000;
const LOG_EVERY_MS = 1000;

/** The database's SQLSTATE, else the socket's errno code (ECONNREFUSED), else the error's name. */
export function failureCode(error: unknown): string {
  const db = databaseError(error);
  if (db) return db.code;
  if (error && typeof error === 'object') {
    const { code, name } = error as { code?: unknown; name?: unknown };
    if (typeof code === 'string' && code !== '') return code;
    if (typeof name === 'string' && name !== '') return name;
  }
  return 'unknown';
}

/**
 * PostgreSQL could not be reached (no SQLSTATE: a socket or pool error; or a connection,
 * shutdown or too-many-connections code). `/readyz`'s own `SELECT 1` sees these, and sees
 * them end. PGlite is in the process: every failure of a write is the write's.
 */
function unreachable(error: unknown, pooled: boolean): boolean {
  if (!pooled) return false;
  const code = databaseError(error)?.code;
  return code === undefined || /^(08|57P0[1-3]|53300)/.test(code);
}

export class DbFailures {
  private readonly lastLogged = new Map<string, { at: number; suppressed: number }>();
  private writeFailedAt: number | null = null;

  constructor(
    private readonly log: FastifyBaseLogger,
    /** PostgreSQL through a pool (DATABASE_URL), rather than PGlite in this process. */
    private readonly pooled: boolean,
    private readonly now: () => number = Date.now,
  ) {}

  report(operation: DbOperation, error: unknown): void {
    const code = failureCode(error);
    if (operation === 'write' && !unreachable(error, this.pooled)) this.writeFailedAt = this.now();
    const kind = `${operation}:${code}`;
    const seen = this.lastLogged.get(kind);
    if (seen && this.now() - seen.at < LOG_EVERY_MS) {
      seen.suppressed += 1;
      return;
    }
    this.lastLogged.set(kind, { at: this.now(), suppressed: 0 });
    const message = error instanceof Error ? error.message : String(error);
    this.log.error(
      { operation, code, error: message, suppressed: seen?.suppressed ?? 0 },
      'database failure',
    );
  }

  writeSucceeded(): void {
    this.writeFailedAt = null;
  }

  /**
   * Writes count as failing for a while after the last failure rather than until the next
   * success: a load balancer that stops sending traffic on 503 would otherwise never send the
   * write that clears it.
   */
  writesFailing(): boolean {
    return this.writeFailedAt !== null && this.now() - this.writeFailedAt < WRITE_FAILURE_HOLD_MS;
  }
}
