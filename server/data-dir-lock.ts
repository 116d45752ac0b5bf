/**
 * One process at a time owns a PGlite folder. PGlite has no lock of its own: two processes on
 * the same files each keep their own buffers and overwrite each other's pages, which lost
 * acknowledged rows and duplicated primary keys. The lock is a file created atomically (a
 * hard link, which fails if the name exists) holding the owner's PID; it is removed on exit, and
 * a lock whose process is gone (SIGKILL, power loss) is taken over.
 */
import { readFileSync, linkSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'giza.lock';

interface LockRecord {
  pid: number;
  startedAt: string;
  host?: string;
  /** Kernel start time of the process (Linux), so a reused PID is not taken for the owner. */
  procStart?: string;
}

/** Lock files this process holds, with their contents: its own PID there is then no leftover. */
const held = new Map<string, string>();

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException).code === code;

function procStart(pid: number): string | undefined {
  try {
    // Field 22 of /proc/<pid>/stat; the command name (field 2) may hold spaces, so count from ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function alive(record: LockRecord): boolean {
  if (record.host && record.host !== hostname()) return true; // cannot tell: assume it runs
  if (record.pid === process.pid) return false; // a previous life of this PID (a container's 1)
  try {
    process.kill(record.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = procStart(record.pid);
  return !(record.procStart && now && now !== record.procStart);
}

function read(path: string): { text: string; record: LockRecord | null } | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if (isCode(error, 'ENOENT')) return null; // released meanwhile
    throw error;
  }
  try {
    const record = JSON.parse(text) as LockRecord;
    return { text, record: Number.isInteger(record.pid) && record.pid > 0 ? record : null };
  } catch {
    return { text, record: null };
  }
}

export class DataDirLockedError extends Error {}

function heldMessage(dir: string, record: LockRecord | null, path: string): string {
  const who = record
    ? `process ${record.pid}${record.host ? ` on ${record.host}` : ''}, started ${record.startedAt}`
    : 'a process that left an unreadable lock file';
  return `DATA_DIR ${dir} is in use by ${who}. PGlite takes one process at a time: stop that server (or report) first, or use DATABASE_URL to share a PostgreSQL database. If that process is gone, delete ${path}.`;
}

/** Takes the folder's lock or throws a message naming the folder and the holder. */
export function lockDataDir(dir: string): () => void {
  const path = join(dir, LOCK_FILE);
  if (held.has(path))
    throw new DataDirLockedError(heldMessage(dir, read(path)?.record ?? null, path));
  const mine: LockRecord = {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    host: hostname(),
    procStart: procStart(process.pid),
  };
  const text = `${JSON.stringify(mine)}\n`;
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(temp, path); // atomic: fails with EEXIST when another process holds the name
        held.set(path, text);
        return () => release(path);
      } catch (error) {
        if (!isCode(error, 'EEXIST')) throw error;
      }
      const current = read(path);
      if (!current) continue;
      if (current.record && alive(current.record)) {
        throw new DataDirLockedError(heldMessage(dir, current.record, path));
      }
      // Stale. Move it aside under a private name so only one contender removes it; if what was
      // moved is not what was judged stale, a new owner took it meanwhile: put it back.
      const aside = `${path}.${process.pid}.stale`;
      try {
        renameSync(path, aside);
      } catch (error) {
        if (isCode(error, 'ENOENT')) continue; // another contender moved it first
        throw error;
      }
      if (readFileSync(aside, 'utf8') !== current.text) {
        try {
          linkSync(aside, path);
        } finally {
          unlinkSync(aside);
        }
        continue;
      }
      unlinkSync(aside);
    }
    throw new DataDirLockedError(heldMessage(dir, read(path)?.record ?? null, path));
  } finally {
    unlinkSync(temp);
  }
}

function release(path: string): void {
  const text = held.get(path);
  held.delete(path);
  try {
    // Remove only our own lock: never one a later owner has written.
    if (text !== undefined && readFileSync(path, 'utf8') === text) unlinkSync(path);
  } catch {
    // Already gone.
  }
}

// Covers process.exit() from the signal handlers and an uncaught error; not SIGKILL, which
// leaves a lock whose PID is gone, taken over at the next start.
process.on('exit', () => {
  for (const path of [...held.keys()]) release(path);
});
