/**
 * Entry point: `npm start`. Listens, and on SIGTERM or SIGINT drains requests for at most
 * SHUTDOWN_TIMEOUT_MS, then closes the connections still open and the database.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { parseConfig } from './config';
import { openPglite, openPostgres, type Database } from './db';

/** Past the drain, closing the database gets this long before the process gives up on it. */
const CLOSE_GRACE_MS = 10_000;

function drainThenExit(app: FastifyInstance, db: Database, boundMs: number) {
  let stopping = false;
  return async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // A request whose body never finishes would hold app.close() until its own timeout.
    const force = setTimeout(() => {
      app.log.warn({ afterMs: boundMs }, 'closing connections still open');
      app.server.closeAllConnections();
    }, boundMs);
    setTimeout(() => {
      app.log.error('database did not close in time');
      process.exit(1);
    }, boundMs + CLOSE_GRACE_MS).unref();
    try {
      await app.close();
      clearTimeout(force);
      await db.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
}

async function main(): Promise<void> {
  const config = parseConfig(process.env);
  const db: Database = config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : await openPglite(config.dataDir);
  const app = await buildApp(config, db);
  const stop = drainThenExit(app, db, config.shutdownTimeoutMs);
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: config.databaseUrl ? 'postgresql' : `pglite:${config.dataDir}` },
    'ready',
  );
}

// A wrong setting, a locked or damaged DATA_DIR: one line saying so, and exit 1 (which also
// releases the DATA_DIR lock if this process took it).
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
