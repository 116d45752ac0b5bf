/** Starts the real app on a free loopback port over PGlite (temp folder) or a PostgreSQL URL. */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { parseConfig, type ServerConfig } from '../config';
import { openPglite, openPostgres, type Database } from '../db';
import { freshDataDir } from './pglite-template';
import { tempDir } from './temp-dir';

export interface Running {
  base: string;
  app: FastifyInstance;
  db: Database;
  config: ServerConfig;
  logs: string[];
  /** Stops the app; the temp data folder it made goes too, unless a test reopens it. */
  close(options?: { keepData?: boolean }): Promise<void>;
}

export const distDir = join(import.meta.dirname, '..', '..', 'dist');

export async function startApp(env: Record<string, string> = {}): Promise<Running> {
  // A test that names its own folder or a PostgreSQL URL gets exactly that.
  const ownDir =
    env.DATA_DIR || env.DATABASE_URL ? tempDir('giza-api-') : await freshDataDir('giza-api-');
  const config = parseConfig({ DIST_DIR: distDir, DATA_DIR: ownDir, ...env });
  const db = config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : await openPglite(config.dataDir);
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const app = await buildApp(config, db, { level: 'info', stream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    app,
    db,
    config,
    logs,
    async close({ keepData = false } = {}) {
      await app.close();
      await db.close();
      if (!keepData) rmSync(ownDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
export function sessionId(): string {
  counter += 1;
  return `session_${Date.now()}_test${String(counter).padStart(4, '0')}`;
}

export function row(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    session_id: sessionId(),
    role: 'visitor',
    channel: 'text',
    message: 'What is the slope of the Great Pyramid?',
    ...overrides,
  };
}

export function post(
  base: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${base}/rest/v1/chat_logs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function count(
  base: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${base}/rest/v1/chat_logs?select=count&limit=1`, { headers });
  return { status: res.status, body: await res.json() };
}
