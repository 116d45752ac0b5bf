/** Entry point: `npm start`. Listens, and on SIGTERM or SIGINT drains requests and closes the database. */
import { buildApp } from './app';
import { parseConfig } from './config';
import { openPglite, openPostgres, type Database } from './db';

async function main(): Promise<void> {
  const config = parseConfig(process.env);
  const db: Database = config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : await openPglite(config.dataDir);
  const app = await buildApp(config, db);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: config.databaseUrl ? 'postgresql' : `pglite:${config.dataDir}` },
    'ready',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
