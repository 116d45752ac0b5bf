/**
 * Temporary folders for tests and benches, removed once they are done with: after each test
 * file (clean-temp-dirs.ts, a Vitest setup file: Vitest ends its workers without an exit
 * event), or when a bench's or Playwright's process exits. A test's PGlite cluster is 40 to
 * 500 MB, and a run of `npm test` made hundreds of folders: kept, they filled this machine's
 * disk in a day.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];
let hooked = false;

/** Removes every folder `tempDir` made in this process so far. */
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A new, empty folder under the system's temp folder, named `prefix` and six random characters. */
export function tempDir(prefix: string): string {
  if (!hooked) process.once('exit', removeTempDirs);
  hooked = true;
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}
