import { openPglite, type Database } from '../db';
import { tempDir } from './temp-dir';

/** Runs `test` on a fresh PGlite database in a temporary folder, and closes it however it ends. */
export async function withPglite(prefix: string, test: (db: Database) => Promise<void>) {
  const db = await openPglite(tempDir(prefix));
  try {
    await test(db);
  } finally {
    await db.close();
  }
}
