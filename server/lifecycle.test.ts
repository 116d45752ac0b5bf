import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, post, row, startApp } from './test-support/harness';
import { freshDataDir } from './test-support/pglite-template';
import { spawnServer } from './test-support/spawn-server';
import { startPgCluster, type PgCluster } from './test-support/pg-cluster';

describe('graceful shutdown', () => {
  it('finishes writes in flight on SIGTERM, exits 0, and loses nothing acknowledged', async () => {
    const dataDir = await freshDataDir('giza-shutdown-');
    const first = await spawnServer({ DATA_DIR: dataDir });
    await post(first.base, row());
    const writes = Array.from({ length: 60 }, (_, i) =>
      new Promise((r) => setTimeout(r, i * 3)).then(() =>
        post(first.base, row()).then(
          (res) => res.status,
          () => 0,
        ),
      ),
    );
    await new Promise((r) => setTimeout(r, 60));
    first.child.kill('SIGTERM');
    const statuses = await Promise.all(writes);
    expect(await first.exited).toBe(0);
    const acknowledged = statuses.filter((s) => s === 201).length;
    expect(acknowledged).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 201 || s === 503 || s === 0)).toBe(true);

    const second = await spawnServer({ DATA_DIR: dataDir });
    try {
      expect((await count(second.base)).body).toEqual([{ count: acknowledged + 1 }]);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });
});

describe('PostgreSQL going away', () => {
  let cluster: PgCluster;
  beforeAll(async () => {
    cluster = await startPgCluster();
  });
  afterAll(() => cluster?.destroy());

  it('answers 503 without a database code while the database is down, then recovers', async () => {
    const server = await startApp({ DATABASE_URL: cluster.url });
    try {
      expect((await post(server.base, row())).status).toBe(201);
      cluster.stop();
      const down = await count(server.base);
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ code: null, message: 'Database unavailable' });
      expect((await post(server.base, row())).status).toBe(503);
      expect((await fetch(`${server.base}/readyz`)).status).toBe(503);
      cluster.start();
      // Recovers without a restart: the pool drops the connections that died with the database.
      await expect
        .poll(() => count(server.base), { timeout: 30_000 })
        .toEqual({ status: 200, body: [{ count: 1 }] });
      expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
