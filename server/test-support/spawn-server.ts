/** Runs the real entry point (`server/main.ts`) as a child process, as `npm start` does. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './free-port';

const root = join(import.meta.dirname, '..', '..');

export interface Spawned {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
  /** What the process has written to stderr so far (also passed through to ours). */
  stderr(): string;
}

function serverEnv(port: number, env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '10000',
    ...env,
  };
}

function collect(child: ChildProcess, echo: boolean): () => string {
  let text = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    if (echo) process.stderr.write(chunk);
  });
  return () => text;
}

/** How long a start may take: a fresh PGlite took over 90 s on a loaded shared host. */
export const START_LIMIT_MS = 240_000;

export async function spawnServer(env: Record<string, string>): Promise<Spawned> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: serverEnv(port, env),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stderr = collect(child, true);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const base = `http://127.0.0.1:${port}`;
  for (const end = Date.now() + START_LIMIT_MS; Date.now() < end;) {
    if (child.exitCode !== null) throw new Error(`server exited during start: ${stderr()}`);
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, base, exited, stderr };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start in ${START_LIMIT_MS} ms: ${stderr()}`);
}

/**
 * Runs a script of this repository (`server/main.ts`, `scripts/chat-report.ts`) that is expected
 * to stop by itself, and returns its exit code, output and time taken; killed after `limitMs`.
 */
export async function runToExit(
  script: string,
  env: Record<string, string>,
  limitMs = START_LIMIT_MS,
  args: string[] = [],
): Promise<{ code: number | null; stdout: string; stderr: string; ms: number }> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: serverEnv(port, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr = collect(child, false);
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
  const code = await new Promise<number | null>((resolve) =>
    child.once('close', (c) => resolve(c)),
  );
  clearTimeout(timer);
  return { code, stdout, stderr: stderr(), ms: Date.now() - started };
}
