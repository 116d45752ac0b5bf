/**
 * Every page load asks for the row count. On PGlite a count of a large table runs on the
 * server's one thread, so the probe must not count on every call, and reads are limited per
 * address like writes (far more generously).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, post, row, startApp } from './test-support/harness';
import { largeDataDir } from './test-support/large-table';
import { startPgCluster, type PgCluster } from './test-support/pg-cluster';
import { spawnServer } from './test-support/spawn-server';

const ROWS = 1_000_000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)] ?? 0;

describe('the count probe over a large table on PGlite', () => {
  it('leaves the page answering in milliseconds while clients loop on the probe', async () => {
    const { dataDir, fullCountMs: countMs } = await largeDataDir(ROWS);
    const server = await spawnServer({ DATA_DIR: dataDir, READ_RATE_LIMIT_MAX: '1000000' });
    try {
      let looping = true;
      const probes: number[] = [];
      const loop = async () => {
        while (looping) probes.push((await count(server.base)).status);
      };
      const loopers = Array.from({ length: 5 }, loop);
      const page: number[] = [];
      const until = Date.now() + 4000;
      await new Promise((r) => setTimeout(r, 300));
      while (Date.now() < until && page.length < 400) {
        const started = performance.now();
        const res = await fetch(`${server.base}/`, { headers: { 'accept-encoding': 'br' } });
        await res.arrayBuffer();
        page.push(performance.now() - started);
      }
      looping = false;
      await Promise.all(loopers);
      console.log(
        `page under probes: median ${median(page).toFixed(0)} ms, p90 ${p90(page).toFixed(0)} ms; one full count ${countMs.toFixed(0)} ms`,
      );
      expect(probes.length).toBeGreaterThan(20);
      expect(probes.every((s) => s === 200)).toBe(true);
      // Counting on every probe, the page waits behind five clients' counts on the server's one
      // thread: a median of 6,950 ms against a 474 ms count (24 November, the cache bypassed).
      // Kept, the count leaves the page a median of 30 to 33 ms against counts of 92 to 729 ms;
      // a loaded run saw 338 ms. So the bounds are set against one full count measured here,
      // never in milliseconds, as this shared host's speed varies.
      expect(median(page)).toBeLessThan(10 * countMs);
      expect(p90(page)).toBeLessThan(20 * countMs);
      // Writes show in the next probe: the count is kept up to date, not only cached.
      expect((await post(server.base, [row(), row()])).status).toBe(201);
      expect((await count(server.base)).body).toEqual([{ count: ROWS + 2 }]);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 900_000);
});

describe('the read limit', () => {
  it('answers 429 past READ_RATE_LIMIT_MAX probes per address, apart from the write limit', async () => {
    const server = await startApp({ READ_RATE_LIMIT_MAX: '3', RATE_LIMIT_MAX: '2' });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await count(server.base)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await fetch(`${server.base}/rest/v1/chat_logs?select=count`);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.json()).toMatchObject({ code: 'PGRST429' });
      expect((await post(server.base, row())).status).toBe(201);
      expect((await post(server.base, row())).status).toBe(201);
    } finally {
      await server.close();
    }
  });
});

describe('the count probe on PostgreSQL', () => {
  let cluster: PgCluster;
  beforeAll(async () => {
    cluster = await startPgCluster();
  });
  afterAll(() => cluster?.destroy());

  it('shows rows written by another server copy within a few seconds', async () => {
    const server = await startApp({ DATABASE_URL: cluster.url });
    const other = await startApp({ DATABASE_URL: cluster.url });
    try {
      expect((await count(server.base)).body).toEqual([{ count: 0 }]);
      expect((await post(other.base, [row(), row(), row()])).status).toBe(201);
      let seen: unknown = null;
      for (let i = 0; i < 40 && JSON.stringify(seen) !== '[{"count":3}]'; i++) {
        await new Promise((r) => setTimeout(r, 250));
        seen = (await count(server.base)).body;
      }
      expect(seen).toEqual([{ count: 3 }]);
      // Its own writes show at once.
      expect((await post(server.base, row())).status).toBe(201);
      expect((await count(server.base)).body).toEqual([{ count: 4 }]);
    } finally {
      await other.close();
      await server.close();
    }
  });
});
