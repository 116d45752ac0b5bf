/**
 * Database failures are never silent: each is logged at error level with its code, at most once
 * a second per kind, and readiness turns 503 while writes fail even though `SELECT 1` answers.
 * A full disk is played by a trigger that raises PostgreSQL's own disk_full error (53100).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, post, row, startApp, type Running } from './test-support/harness';
import { startPgCluster, type PgCluster } from './test-support/pg-cluster';

interface LogLine {
  level: number;
  msg: string;
  code?: string;
  suppressed?: number;
}

const errorLines = (server: Running, code: string): LogLine[] =>
  server.logs
    .map((line) => JSON.parse(line) as LogLine)
    .filter((entry) => entry.level >= 50 && entry.code === code);

const DISK_FULL = [
  `CREATE FUNCTION disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full';
   END $$`,
  'CREATE TRIGGER disk_full BEFORE INSERT ON chat_logs FOR EACH ROW EXECUTE FUNCTION disk_full()',
];

describe('writes failing on a full disk (PGlite)', () => {
  it('logs the code at error level once a second, and /readyz answers 503 until a write succeeds', async () => {
    const server = await startApp({ RATE_LIMIT_MAX: '100000' });
    try {
      expect((await post(server.base, row())).status).toBe(201);
      for (const sql of DISK_FULL) await server.db.query(sql);
      const started = Date.now();
      const statuses = [];
      for (let i = 0; i < 30; i++) statuses.push((await post(server.base, row())).status);
      const elapsed = Date.now() - started;
      expect(statuses.every((s) => s === 503)).toBe(true);
      const logged = errorLines(server, '53100');
      expect(logged.length).toBeGreaterThanOrEqual(1);
      expect(logged.length).toBeLessThanOrEqual(Math.ceil(elapsed / 1000) + 1);
      expect((await fetch(`${server.base}/readyz`)).status).toBe(503);
      expect((await count(server.base)).status).toBe(200);

      // A second later the next failure is logged again, with how many were not.
      await new Promise((r) => setTimeout(r, 1100));
      expect((await post(server.base, row())).status).toBe(503);
      const later = errorLines(server, '53100');
      expect(later.length).toBe(logged.length + 1);
      expect(later.at(-1)?.suppressed).toBeGreaterThan(0);

      await server.db.query('DROP TRIGGER disk_full ON chat_logs');
      expect((await post(server.base, row())).status).toBe(201);
      expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('PostgreSQL stopped', () => {
  let cluster: PgCluster;
  beforeAll(async () => {
    cluster = await startPgCluster();
  });
  afterAll(() => cluster?.destroy());

  it('logs the failure at error level with its code, once a second, not once per request', async () => {
    const server = await startApp({ DATABASE_URL: cluster.url, RATE_LIMIT_MAX: '100000' });
    try {
      expect((await post(server.base, row())).status).toBe(201);
      cluster.stop();
      const started = Date.now();
      for (let i = 0; i < 20; i++) {
        expect((await post(server.base, row())).status).toBe(503);
        expect((await count(server.base)).status).toBe(503);
      }
      const elapsed = Date.now() - started;
      const logged = server.logs
        .map((line) => JSON.parse(line) as LogLine)
        .filter((entry) => entry.level >= 50 && entry.msg === 'database failure');
      expect(logged.length).toBeGreaterThanOrEqual(1);
      expect(logged.every((entry) => typeof entry.code === 'string' && entry.code !== '')).toBe(
        true,
      );
      const kinds = new Set(logged.map((entry) => entry.code)).size;
      expect(logged.length).toBeLessThanOrEqual(kinds * (Math.ceil(elapsed / 1000) + 1));
    } finally {
      cluster.start();
      await server.close();
    }
  });

  it('turns /readyz to 503 on a full disk, which SELECT 1 does not notice', async () => {
    const server = await startApp({ DATABASE_URL: cluster.url, RATE_LIMIT_MAX: '100000' });
    try {
      for (const sql of DISK_FULL) await server.db.query(sql);
      expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
      expect((await post(server.base, row())).status).toBe(503);
      expect((await fetch(`${server.base}/readyz`)).status).toBe(503);
      expect(errorLines(server, '53100').length).toBe(1);
      await server.db.query('DROP TRIGGER disk_full ON chat_logs');
      expect((await post(server.base, row())).status).toBe(201);
      expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
