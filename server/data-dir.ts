/**
 * What a PGlite folder holds before it is opened. PGlite initialises any folder without a
 * PG_VERSION file, so a damaged database (one file lost, a wrong mount) would be replaced by an
 * empty one and new writes accepted over the old rows. Only an empty or missing folder is new.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LOCK_FILE } from './data-dir-lock';

/** A database folder has these; PGlite writes the same layout as PostgreSQL's initdb. */
const REQUIRED = ['PG_VERSION', join('global', 'pg_control'), 'base'];

/** Not data: the lock (and its temporary names), and the folder a new ext4 volume comes with. */
const ignored = (name: string) => name.startsWith(LOCK_FILE) || name === 'lost+found';

export class DamagedDataDirError extends Error {}

/** 'new' for an empty or missing folder, 'database' for a database; throws for anything else. */
export function inspectDataDir(dir: string): 'new' | 'database' {
  if (!existsSync(dir)) return 'new';
  if (!statSync(dir).isDirectory()) {
    throw new DamagedDataDirError(`DATA_DIR ${dir} is a file, not a folder.`);
  }
  const entries = readdirSync(dir).filter((name) => !ignored(name));
  if (entries.length === 0) return 'new';
  const missing = REQUIRED.filter((name) => !existsSync(join(dir, name)));
  if (missing.length === 0) return 'database';
  throw new DamagedDataDirError(
    `DATA_DIR ${dir} holds ${entries.length} files or folders but is not a PGlite database (missing: ${missing.join(', ')}). The server will not initialise over it: restore the folder from a backup, or point DATA_DIR at an empty or new folder.`,
  );
}
