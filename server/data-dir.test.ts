/**
 * One process owns a PGlite folder (a second PGlite on the same files loses acknowledged rows),
 * and a folder that holds something other than a database is never initialised over.
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_FILE } from './data-dir-lock';
import { openPglite } from './db';
import { count, post, row } from './test-support/harness';
import { runToExit, spawnServer } from './test-support/spawn-server';
import { tempDir as makeTempDir } from './test-support/temp-dir';

const tempDir = (name: string) => makeTempDir(`giza-${name}-`);

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((r) => child.once('exit', r));
  return child.pid ?? 0;
}

describe('one process per PGlite folder', () => {
  it('a second server and the chat report exit at once, naming the folder and the holder', async () => {
    const dataDir = tempDir('lock');
    const starting = Date.now();
    const first = await spawnServer({ DATA_DIR: dataDir });
    const startMs = Date.now() - starting;
    try {
      expect((await post(first.base, row())).status).toBe(201);
      const second = await runToExit('server/main.ts', { DATA_DIR: dataDir });
      expect(second.code).toBe(1);
      // At once: sooner than the first took to start, as it stops before opening PGlite. Compared
      // with a start measured here, not with a fixed time, since the host's speed varies.
      expect(second.ms).toBeLessThan(startMs);
      expect(second.stderr).toContain(dataDir);
      expect(second.stderr).toContain(`process ${first.child.pid}`);
      const report = await runToExit('scripts/chat-report.ts', { DATA_DIR: dataDir });
      expect(report.code).toBe(1);
      expect(report.stderr).toContain(dataDir);
      expect(report.stderr).toContain(`process ${first.child.pid}`);
      expect(report.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
      // The holder never noticed.
      expect(await count(first.base)).toEqual({ status: 200, body: [{ count: 1 }] });
    } finally {
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
    }
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    const report = await runToExit('scripts/chat-report.ts', { DATA_DIR: dataDir });
    expect(report.code).toBe(0);
    expect(report.stdout).toContain('Conversations per day');
  });

  it('releases the folder on SIGINT, and takes over a lock whose process is gone', async () => {
    const dataDir = tempDir('stale');
    mkdirSync(dataDir, { recursive: true });
    const gone = await deadPid();
    writeFileSync(
      join(dataDir, LOCK_FILE),
      JSON.stringify({ pid: gone, startedAt: new Date().toISOString() }),
    );
    const server = await spawnServer({ DATA_DIR: dataDir });
    const lock = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as { pid: number };
    expect(lock.pid).toBe(server.child.pid);
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('refuses a second open in the same process until the first is closed', async () => {
    const dataDir = tempDir('twice');
    const db = await openPglite(dataDir);
    await expect(openPglite(dataDir)).rejects.toThrow(dataDir);
    await db.close();
    const again = await openPglite(dataDir);
    await again.close();
  });
});

describe('a DATA_DIR that is not a database', () => {
  it('stops the server with a message and is never initialised over', async () => {
    const dataDir = tempDir('damaged');
    const db = await openPglite(dataDir);
    await db.query('CREATE TABLE kept (n int)');
    await db.query('INSERT INTO kept SELECT generate_series(1, 100)');
    await db.close();
    renameSync(join(dataDir, 'PG_VERSION'), join(tmpdir(), `PG_VERSION-${process.pid}`));
    const before = readdirSync(dataDir).sort();

    await expect(openPglite(dataDir)).rejects.toThrow(/PG_VERSION/);
    const server = await runToExit('server/main.ts', { DATA_DIR: dataDir });
    expect(server.code).toBe(1);
    expect(server.stderr).toContain(dataDir);
    expect(server.stderr).toContain('not a PGlite database');
    expect(readdirSync(dataDir).sort()).toEqual(before);

    renameSync(join(tmpdir(), `PG_VERSION-${process.pid}`), join(dataDir, 'PG_VERSION'));
    const restored = await openPglite(dataDir);
    try {
      expect(await restored.query('SELECT count(*)::int AS n FROM kept')).toEqual([{ n: 100 }]);
    } finally {
      await restored.close();
    }
  });

  it('initialises a missing folder, an empty one, and a fresh volume with lost+found', async () => {
    const parent = tempDir('fresh');
    const empty = join(parent, 'empty');
    const volume = join(parent, 'volume');
    mkdirSync(empty);
    mkdirSync(join(volume, 'lost+found'), { recursive: true });
    for (const dir of [join(parent, 'missing', 'nested'), empty, volume]) {
      const db = await openPglite(dir);
      expect(await db.query('SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
      await db.close();
      expect(existsSync(join(dir, 'PG_VERSION')), dir).toBe(true);
    }
    // Three fresh databases, one after another: one has taken over 90 s on a loaded shared host.
  }, 900_000);
});
