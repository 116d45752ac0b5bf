/**
 * Runs `npm run dev` as an owner would, in a copy of the project in a temp folder, so a test can
 * edit src/content/ there without touching the working tree (or another test's build).
 */
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const project = fileURLToPath(new URL('../..', import.meta.url));
/** What `npm run dev` reads: the page, its build config and the server it mounts. */
const COPIED = [
  'index.html',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
  'src',
  'scripts',
  'server',
  'public',
];

export interface Stopped {
  /** Every process of the group ended on SIGTERM, none had to be killed. */
  graceful: boolean;
  lockLeft: boolean;
}

export interface DevPreview {
  url: string;
  /** The copy's folder: edit its src/content/ freely. */
  root: string;
  dataDir: string;
  /** Everything the process printed so far. */
  output: () => string;
  /** A file of the copy, as it is now. */
  read: (file: string) => string;
  /** Replaces `from` (which must occur exactly once) in a file of the copy. */
  edit: (file: string, from: string, to: string) => void;
  /**
   * Ends the process group by its PID (SIGTERM, then SIGKILL after `graceMs`), says whether the
   * PGlite folder's lock was left behind, and removes the copy and the folder.
   */
  stop: (graceMs?: number) => Promise<Stopped>;
}

/**
 * The copy shares the project's installed packages through one link per package, so Vite's
 * cache (node_modules/.vite) is the copy's own and never the working tree's.
 */
function copyProject(): string {
  const root = mkdtempSync(join(tmpdir(), 'giza-dev-preview-'));
  for (const entry of COPIED) cpSync(join(project, entry), join(root, entry), { recursive: true });
  const modules = join(root, 'node_modules');
  mkdirSync(modules);
  for (const name of readdirSync(join(project, 'node_modules'))) {
    if (name !== '.vite') symlinkSync(join(project, 'node_modules', name), join(modules, name));
  }
  return root;
}

export async function startDevPreview(startMs = 360_000): Promise<DevPreview> {
  const root = copyProject();
  // Outside the copy, so PGlite's writes are not files Vite watches.
  const dataDir = mkdtempSync(join(tmpdir(), 'giza-dev-preview-data-'));
  // The test runner's loader is not what an owner's shell has, and settings of the shell that
  // started the tests (a database, a key) are not the preview's.
  const { NODE_OPTIONS, DATABASE_URL, ANON_KEY, OWNER_TOKEN, ...inherited } = process.env;
  void [NODE_OPTIONS, DATABASE_URL, ANON_KEY, OWNER_TOKEN];
  const env: NodeJS.ProcessEnv = { ...inherited, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir };
  // Its own process group, so the npm, sh and node processes end together, by this one PID.
  const child = spawn('npm', ['run', 'dev'], { cwd: root, env, detached: true, stdio: 'pipe' });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

  /** True once no process of the group is left (npm may exit before the server has closed). */
  const groupGone = async (pid: number, ms: number) => {
    for (const end = Date.now() + ms; Date.now() < end;) {
      try {
        process.kill(-pid, 0);
      } catch {
        return true;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  };

  const stop = async (graceMs = 15_000) => {
    const pid = child.pid;
    if (pid === undefined) return { graceful: false };
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      return { graceful: true }; // already gone
    }
    if (await groupGone(pid, graceMs)) return { graceful: true };
    process.kill(-pid, 'SIGKILL');
    await groupGone(pid, 5000);
    return { graceful: false };
  };

  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no preview URL in ${startMs} ms:\n${output}`)),
        startMs,
      );
      const look = () => {
        const found = /Live preview: (http:\/\/\S+\/)/.exec(output);
        if (found?.[1]) {
          clearTimeout(timer);
          resolve(found[1]);
        }
      };
      child.stdout.on('data', look);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`npm run dev exited with ${code}:\n${output}`));
      });
    });
    return {
      url,
      root,
      dataDir,
      output: () => output,
      read: (file) => readFileSync(join(root, file), 'utf8'),
      edit(file, from, to) {
        const path = join(root, file);
        const text = readFileSync(path, 'utf8');
        if (text.split(from).length !== 2)
          throw new Error(`${file} must hold ${from} exactly once`);
        writeFileSync(
          path,
          text.replace(from, () => to),
        );
      },
      async stop(graceMs) {
        const result = await stop(graceMs);
        const lockLeft = existsSync(join(dataDir, 'giza.lock'));
        rmSync(root, { recursive: true, force: true });
        rmSync(dataDir, { recursive: true, force: true });
        return { ...result, lockLeft };
      },
    };
  } catch (error) {
    await stop(5000);
    rmSync(root, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
