/**
 * A fresh PGlite data folder for a test, copied from one initialised once per machine, user and
 * PGlite version. Initialising a cluster is most of a fresh server's start (about 3 of 5 s on
 * an idle host, and it grows with the host's load), and most tests only need an empty
 * database. The copy is a real, cleanly closed cluster made as `openPglite` makes one (no
 * options); tests of initialisation itself (data-dir.test.ts) still start from empty folders.
 */
import { PGlite } from '@electric-sql/pglite';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { inspectDataDir } from '../data-dir';
import { tempDir } from './temp-dir';

const require = createRequire(import.meta.url);
const pgliteRoot = dirname(dirname(require.resolve('@electric-sql/pglite')));
const version = (
  JSON.parse(readFileSync(join(pgliteRoot, 'package.json'), 'utf8')) as { version: string }
).version;
const templateDir = join(tmpdir(), `giza-pglite-template-${userInfo().uid}-${version}`);

/** Whether `dir` holds a whole cluster this process can read (a half-deleted one does not). */
function usable(dir: string): boolean {
  try {
    return inspectDataDir(dir) === 'database';
  } catch {
    return false;
  }
}

async function buildTemplate(): Promise<string> {
  if (usable(templateDir)) return templateDir;
  const building = mkdtempSync(join(tmpdir(), 'giza-pglite-building-'));
  try {
    const db = await PGlite.create(building);
    await db.close();
    // A damaged template is replaced; a whole one another process just made is kept.
    if (!usable(templateDir)) rmSync(templateDir, { recursive: true, force: true });
    renameSync(building, templateDir);
  } catch (error) {
    if (!usable(templateDir)) throw error;
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return templateDir;
}

let template: Promise<string> | null = null;

/** A new folder under the system's temp folder holding an empty, initialised PGlite cluster. */
export async function freshDataDir(prefix: string): Promise<string> {
  template ??= buildTemplate().catch((error: unknown) => {
    template = null;
    throw error;
  });
  const dir = tempDir(prefix);
  cpSync(await template, dir, { recursive: true });
  return dir;
}
