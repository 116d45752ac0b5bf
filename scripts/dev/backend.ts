import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { parseConfig, type ServerConfig } from '../../server/config';
import { openPglite, openPostgres } from '../../server/db';

export interface DevBackend {
  app: FastifyInstance;
  config: ServerConfig;
  /** Where the chat logs go: PGlite's folder, or "postgresql". */
  database: string;
  close(): Promise<void>;
}

/** The paths the server's app answers (REST, owner report, health); Vite serves the rest. */
export const isBackendPath = (path: string): boolean =>
  /^\/(rest|owner)\//.test(path) || path === '/healthz' || path === '/readyz';

/**
 * The production server's app (server/app.ts) without its static site, on the same settings.
 * Without DATA_DIR the chat logs go to a throwaway folder, removed at exit: a preview never
 * fights a running `npm start` for ./data (one process per folder, see the README's Deploy).
 */
export async function openBackend(env: NodeJS.ProcessEnv): Promise<DevBackend> {
  const ownDir = env.DATA_DIR?.trim() ? null : mkdtempSync(join(tmpdir(), 'giza-dev-'));
  // The preview listens on 5173 by default (Vite's port), so it can run beside `npm start`.
  const config = parseConfig({
    ...env,
    PORT: env.PORT ?? '5173',
    DATA_DIR: ownDir ?? env.DATA_DIR,
  });
  const db = config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : await openPglite(config.dataDir);
  // Request lines only from `warn` up unless asked: Vite's own log is the preview's log.
  const logger = { level: env.LOG_LEVEL?.trim() || 'warn' };
  const app = await buildApp(config, db, logger, { serveSite: false });
  await app.ready();
  return {
    app,
    config,
    database: config.databaseUrl ? 'postgresql' : `PGlite in ${config.dataDir}`,
    async close() {
      await app.close();
      await db.close();
      if (ownDir) rmSync(ownDir, { recursive: true, force: true });
    },
  };
}
