/**
 * One interface over the two databases: embedded PGlite (a folder on disk) and PostgreSQL by
 * URL through a pool. Both speak the same SQL, so the store has one code path.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inspectDataDir } from './data-dir';
import { lockDataDir } from './data-dir-lock';

export interface Database {
  query<T extends object>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `work` in one transaction on one connection. */
  transaction<T>(work: (query: Database['query']) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Opens the folder for this process alone (see data-dir-lock.ts), after checking it is a
 * database or new (see data-dir.ts); closing releases it.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  let db: PGlite;
  try {
    inspectDataDir(dataDir);
    db = await PGlite.create(dataDir);
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    async query<T extends object>(sql: string, params: unknown[] = []) {
      return (await db.query<T>(sql, params)).rows;
    },
    transaction(work) {
      return db.transaction((tx) =>
        work(
          async <T extends object>(sql: string, params: unknown[] = []) =>
            (await tx.query<T>(sql, params)).rows,
        ),
      );
    },
    async close() {
      try {
        await db.close();
      } finally {
        unlock();
      }
    },
  };
}

export function openPostgres(url: string): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  return {
    async query<T extends object>(sql: string, params: unknown[] = []) {
      return (await pool.query<T & pg.QueryResultRow>(sql, params)).rows;
    },
    async transaction(work) {
      const client = await pool.connect();
      // A connection dropped mid-transaction also emits 'error' on the client; the failed query
      // already reports it, and an unhandled 'error' event would end the process.
      const ignore = () => undefined;
      client.on('error', ignore);
      try {
        await client.query('BEGIN');
        const result = await work(
          async <T extends object>(sql: string, params: unknown[] = []) =>
            (await client.query<T & pg.QueryResultRow>(sql, params)).rows,
        );
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.off('error', ignore);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
