/**
 * `npm run bench:report`: how the owner's chat report grows with the table, on embedded PGlite
 * (one thread: while a report runs, the server answers nothing else). Fills tables of growing
 * size with conversations and with the rows anyone may post: declines in sessions that hold no
 * question. Prints the report's time (fastest of three) beside a full count of the same table,
 * and how much each doubling of the rows multiplied the time: about 2 is linear; the look-back
 * query this replaced multiplied it by about 4. A benchmark: it prints, never fails.
 */
import { assistant } from '../src/content/assistant';
import { MAX_MESSAGE_CHARS } from '../src/lib/chat-rules';
import { chatReport } from '../server/chat-report';
import { openPglite, type Database } from '../server/db';
import { insertChatLogs } from '../server/chat-logs';
import { tempDir } from '../server/test-support/temp-dir';

const SIZES = (process.env.BENCH_REPORT_ROWS ?? '10000,20000,40000').split(',').map(Number);

async function fill(db: Database, rows: number): Promise<void> {
  await insertChatLogs(db, [
    { session_id: 'session_1763683200000_first0', role: 'visitor', channel: 'text', message: 'hi' },
  ]);
  // Sessions of two rows: one in eight a question, the rest declines, as long as a message may
  // be (the decline's words, then hex no compression shrinks); those without a question before
  // them are what anyone may post.
  await db.query(
    `INSERT INTO chat_logs (session_id, role, channel, message)
     SELECT 'session_1763683200000_' || lpad((g / 2)::text, 7, '0'),
            CASE WHEN g % 8 < 2 AND g % 2 = 0 THEN 'visitor' ELSE 'assistant' END, 'text',
            CASE WHEN g % 8 < 2 AND g % 2 = 0 THEN 'Is Atlantis real? ' || (g % 97)
                 ELSE left($2 || (SELECT string_agg(md5(g || '.' || i), '') FROM generate_series(1, $3::int / 32) i), $3::int) END
       FROM generate_series(2, $1::int) g`,
    [rows, assistant.unknown, MAX_MESSAGE_CHARS],
  );
}

async function fastest(run: () => Promise<unknown>): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    await run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

console.log('| rows | report | full count | report ÷ count | × per doubling |');
console.log('| ---- | ------ | ---------- | -------------- | -------------- |');
let previous: { rows: number; ms: number } | null = null;
for (const rows of SIZES) {
  const db = await openPglite(tempDir('giza-bench-report-'));
  try {
    await fill(db, rows);
    const ms = await fastest(() => chatReport(db, [assistant.unknown]));
    const countMs = await fastest(() => db.query('SELECT count(*) FROM chat_logs'));
    const growth = previous ? (ms / previous.ms) ** (1 / Math.log2(rows / previous.rows)) : NaN;
    console.log(
      `| ${rows.toLocaleString('en')} | ${ms.toFixed(0)} ms | ${countMs.toFixed(1)} ms | ${(ms / countMs).toFixed(0)} | ${Number.isNaN(growth) ? '' : growth.toFixed(1)} |`,
    );
    previous = { rows, ms };
  } finally {
    await db.close();
  }
}
