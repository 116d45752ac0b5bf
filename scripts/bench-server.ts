/**
 * `npm run bench:server`: load on the production server over loopback with autocannon, each
 * phase bounded in time. Prints requests per second and p50/p99 latency per phase, and for
 * writes the acknowledged rows against the rows stored. A benchmark: it prints, never fails.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openPglite } from '../server/db';
import { seedFirstWrite } from '../server/test-support/seed';
import { spawnServer } from '../server/test-support/spawn-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = mkdtempSync(join(tmpdir(), 'giza-load-'));
const server = await spawnServer({
  DATA_DIR: dataDir,
  RATE_LIMIT_MAX: '1000000',
  LOG_LEVEL: 'error',
});
const probe = '/rest/v1/chat_logs?select=count&limit=1';

let written = 0;
const writeBody = () =>
  JSON.stringify({
    session_id: `session_${Date.now()}_load${(written++).toString(36).padStart(6, '0')}`,
    role: 'visitor',
    channel: 'text',
    message: 'How tall was the Great Pyramid?',
  });

const WRITES = Number(process.env.BENCH_WRITES ?? 5000);

/** A phase bounded by time, or for writes by count, so every write sent is answered and counted. */
const run = (name: string, connections: number, request: autocannon.Request, amount?: number) =>
  autocannon({
    url: server.base,
    connections,
    duration: SECONDS,
    requests: [request],
    ...(amount ? { amount } : {}),
  }).then((result) => ({ name, connections, result }));

const write: autocannon.Request = {
  method: 'POST',
  path: '/rest/v1/chat_logs',
  headers: { 'content-type': 'application/json' },
  setupRequest: (req) => ({ ...req, body: writeBody() }),
};

await seedFirstWrite(server.base);
const results: Awaited<ReturnType<typeof run>>[] = [];
try {
  results.push(
    await run('page GET / (brotli)', 100, {
      method: 'GET',
      path: '/',
      headers: { 'accept-encoding': 'br' },
    }),
  );
  // The probe and writes at the same time, as visitors' pages and the assistants would send them.
  results.push(
    ...(await Promise.all([
      run('probe GET count, mixed', 50, { method: 'GET', path: probe }),
      run('write POST row, mixed', 20, write, WRITES),
    ])),
  );
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
}
// +1: the first write above.
const acknowledged = (results.find((r) => r.name.startsWith('write'))?.result['2xx'] ?? 0) + 1;
const rows = results.map(({ name, connections, result }) => [
  name,
  String(connections),
  result.requests.average.toFixed(0),
  `${result.latency.p50} ms`,
  `${result.latency.p99} ms`,
  String(result.non2xx),
  String(result.errors),
]);

const db = await openPglite(dataDir);
const stored =
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_logs'))[0]?.n ?? 0;
await db.close();

const head = ['phase', 'connections', 'req/s', 'p50', 'p99', 'non-2xx', 'errors'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (cells: string[]) =>
  `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
console.log(
  `\nLoad on loopback, ${SECONDS} s per phase, embedded PGlite\n${line(head)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
);
for (const r of rows) console.log(line(r));
console.log(
  `\nwrites acknowledged (201): ${acknowledged}, rows stored: ${stored} ${acknowledged === stored ? '(equal)' : '(NOT EQUAL)'}`,
);
