/**
 * A fresh PGlite data folder for a test, copied from one initialised once per machine and
 * PGlite version. Initialising a cluster is most of a fresh server's start (about 3 of 5 s on
 * an idle host, and it grows with the host's load), and most tests only need an empty
 * database. The copy is a real, cleanly closed cluster; tests of initialisation itself
 * (data-dir.test.ts) still start from empty folders.
 */
import { PGlite } from '@electric-sql/pglite';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const pgliteRoot = dirname(dirname(require.resolve('@electric-sql/pglite')));
const version = (
  JSON.parse(readFileSync(join(pgliteRoot, 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

let template: Promise<string> | null = null;

async function buildTemplate(): Promise<string> {
  const dir = join(tmpdir(), `giza-pglite-template-${version}`);
  if (existsSync(join(dir, 'PG_VERSION'))) return dir;
  const building = mkdtempSync(join(tmpdir(), 'giza-pglite-building-'));
  const db = await PGlite.create(building);
  await db.close();
  // Another test process may have finished first; its copy is as good as this one.
  try {
    renameSync(building, dir);
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

/** A new folder under the system's temp folder holding an empty, initialised PGlite cluster. */
export async function freshDataDir(prefix: string): Promise<string> {
  template ??= buildTemplate();
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(await template, dir, { recursive: true });
  return dir;
}
