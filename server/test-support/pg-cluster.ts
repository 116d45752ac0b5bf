/**
 * A throwaway PostgreSQL cluster in a temporary folder on a free loopback port, for tests.
 * PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';
import { START_LIMIT_MS } from './spawn-server';

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions
    .map((v) => join(root, v, 'bin'))
    .find((dir) => existsSync(join(dir, 'initdb')));
  if (!found)
    throw new Error('PostgreSQL server binaries not found: apt-get install -y postgresql');
  return found;
}

export interface PgCluster {
  url: string;
  port: number;
  start(): void;
  stop(): void;
  destroy(): void;
}

export async function startPgCluster(): Promise<PgCluster> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'giza-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const pg = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const argv = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    execFileSync(command, argv, { stdio: 'pipe', cwd: dir });
  };
  const port = await freePort();
  pg('initdb', ['-D', data, '-A', 'trust', '-U', 'giza', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`;
  // Waits as long as a server start may take on a loaded shared host.
  const wait = ['-w', '-t', String(START_LIMIT_MS / 1000)];
  const start = () =>
    pg('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), ...wait, 'start']);
  const stop = () => pg('pg_ctl', ['-D', data, '-m', 'immediate', ...wait, 'stop']);
  start();
  pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'giza', 'giza']);
  return {
    url: `postgresql://giza@127.0.0.1:${port}/giza`,
    port,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
