/** A PGlite folder holding many chat_logs rows, as a busy site's would after a year or two. */
import { insertChatLogs } from '../chat-logs';
import { openPglite } from '../db';
import { tempDir } from './temp-dir';

/**
 * The folder, and the fastest of three full counts of its chat_logs in ms: what a probe would
 * cost if the server counted on every call, measured on this host at this moment.
 */
export async function largeDataDir(
  rows: number,
): Promise<{ dataDir: string; fullCountMs: number }> {
  const dataDir = tempDir('giza-large-');
  const db = await openPglite(dataDir);
  try {
    // The first row through the server's own path, so the table is the server's.
    const first = 'session_1763683200000_bulkfirst';
    await insertChatLogs(db, [
      { session_id: first, role: 'visitor', channel: 'text', message: 'hi' },
    ]);
    // One statement: about 5 s for a million rows on the 2-core development machine.
    await db.query(
      `INSERT INTO chat_logs (session_id, role, channel, message)
       SELECT 'session_1763683200000_bulk' || lpad((g % 5000)::text, 4, '0'), 'visitor', 'text',
              'How tall was the Great Pyramid when it was finished, and how do we know?'
         FROM generate_series(2, $1::int) g`,
      [rows],
    );
    let fullCountMs = Infinity;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      await db.query('SELECT count(*) FROM chat_logs');
      fullCountMs = Math.min(fullCountMs, performance.now() - started);
    }
    return { dataDir, fullCountMs };
  } finally {
    await db.close();
  }
}
