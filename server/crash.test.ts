/**
 * Faults: the server killed hard in the middle of a stream of writes, and PostgreSQL restarted
 * under a running server. Every write that was acknowledged with 201 must be stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './db';
import { post, row, startApp } from './test-support/harness';
import { startPgCluster, type PgCluster } from './test-support/pg-cluster';
import { freshDataDir } from './test-support/pglite-template';
import { spawnServer } from './test-support/spawn-server';

/** Writes one row at a time on `lanes` parallel lanes until told to stop; returns what got 201. */
function writeStream(base: string, lanes: number): { stop: () => void; done: Promise<string[]> } {
  let running = true;
  const acknowledged: string[] = [];
  const lane = async (n: number) => {
    for (let i = 0; running; i++) {
      const message = `lane ${n} write ${i}`;
      const status = await post(base, row({ message })).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 201) acknowledged.push(message);
      else await new Promise((r) => setTimeout(r, 20));
    }
  };
  const done = Promise.all(Array.from({ length: lanes }, (_, n) => lane(n))).then(
    () => acknowledged,
  );
  return { stop: () => (running = false), done };
}

describe('SIGKILL in the middle of writes (PGlite)', () => {
  it('keeps every acknowledged write and opens clean', async () => {
    const dataDir = await freshDataDir('giza-kill-');
    const server = await spawnServer({ DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000' });
    await post(server.base, row({ message: 'first' }));
    const stream = writeStream(server.base, 4);
    await new Promise((r) => setTimeout(r, 1500));
    server.child.kill('SIGKILL');
    await server.exited;
    stream.stop();
    const acknowledged = await stream.done;
    expect(acknowledged.length).toBeGreaterThan(10);

    const db = await openPglite(dataDir);
    try {
      const stored = new Set(
        (await db.query<{ message: string }>('SELECT message FROM chat_logs')).map(
          (r) => r.message,
        ),
      );
      expect(acknowledged.filter((m) => !stored.has(m))).toEqual([]);
      expect((await db.query<{ ok: number }>('SELECT 1 AS ok'))[0]?.ok).toBe(1);
    } finally {
      await db.close();
    }
  });
});

describe('PostgreSQL restarted under a running server', () => {
  let cluster: PgCluster;
  beforeAll(async () => {
    cluster = await startPgCluster();
  });
  afterAll(() => cluster?.destroy());

  it('answers 503 while it is down, recovers by itself, and keeps every acknowledged write', async () => {
    const server = await startApp({ DATABASE_URL: cluster.url, RATE_LIMIT_MAX: '100000' });
    try {
      await post(server.base, row({ message: 'first' }));
      const stream = writeStream(server.base, 4);
      await new Promise((r) => setTimeout(r, 700));
      cluster.stop();
      await new Promise((r) => setTimeout(r, 700));
      cluster.start();
      await new Promise((r) => setTimeout(r, 1200));
      stream.stop();
      const acknowledged = await stream.done;
      const res = await post(server.base, row({ message: 'after restart' }));
      expect(res.status).toBe(201);
      const stored = new Set(
        (await server.db.query<{ message: string }>('SELECT message FROM chat_logs')).map(
          (r) => r.message,
        ),
      );
      expect(acknowledged.filter((m) => !stored.has(m))).toEqual([]);
      expect(stored.has('after restart')).toBe(true);
    } finally {
      await server.close();
    }
  });
});
