/**
 * `npm run bench:server`: load on the production server over loopback with autocannon, each
 * phase bounded in time. Prints requests per second and p50/p99 latency per phase, and for
 * writes the acknowledged rows against the rows stored. Then, on a second server over a large
 * table, the page's latency idle and while clients loop on the count probe, side by side.
 * A benchmark: it prints, never fails.
 */
import autocannon from 'autocannon';
import { openPglite } from '../server/db';
import { largeDataDir } from '../server/test-support/large-table';
import { seedFirstWrite } from '../server/test-support/seed';
import { spawnServer } from '../server/test-support/spawn-server';
import { tempDir } from '../server/test-support/temp-dir';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WRITES = Number(process.env.BENCH_WRITES ?? 5000);
const LARGE_ROWS = Number(process.env.BENCH_LARGE_ROWS ?? 1_000_000);
const PROBE_CLIENTS = 5;
// The bench measures the server's work, so neither limit may answer for it.
const unlimited = { RATE_LIMIT_MAX: '1000000', READ_RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'error' };
const probe = '/rest/v1/chat_logs?select=count&limit=1';
const page: autocannon.Request = { method: 'GET', path: '/', headers: { 'accept-encoding': 'br' } };

let written = 0;
const writeBody = () =>
  JSON.stringify({
    session_id: `session_${Date.now()}_load${(written++).toString(36).padStart(6, '0')}`,
    role: 'visitor',
    channel: 'text',
    message: 'How tall was the Great Pyramid?',
  });

/** A phase bounded by time, or for writes by count, so every write sent is answered and counted. */
const run = (
  base: string,
  name: string,
  connections: number,
  request: autocannon.Request,
  amount?: number,
) =>
  autocannon({
    url: base,
    connections,
    duration: SECONDS,
    requests: [request],
    ...(amount ? { amount } : {}),
  }).then((result) => ({ name, connections, result }));

type Phase = Awaited<ReturnType<typeof run>>;

const write: autocannon.Request = {
  method: 'POST',
  path: '/rest/v1/chat_logs',
  headers: { 'content-type': 'application/json' },
  setupRequest: (req) => ({ ...req, body: writeBody() }),
};

function printTable(title: string, phases: Phase[]): void {
  const rows = phases.map(({ name, connections, result }) => [
    name,
    String(connections),
    result.requests.average.toFixed(0),
    `${result.latency.p50} ms`,
    `${result.latency.p99} ms`,
    String(result.non2xx),
    String(result.errors),
  ]);
  const head = ['phase', 'connections', 'req/s', 'p50', 'p99', 'non-2xx', 'errors'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(`\n${title}\n${line(head)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}

// 1. The page, then the probe and writes together, on a new database.
const dataDir = tempDir('giza-load-');
const server = await spawnServer({ DATA_DIR: dataDir, ...unlimited });
await seedFirstWrite(server.base);
const mixed: Phase[] = [];
try {
  mixed.push(await run(server.base, 'page GET / (brotli)', 100, page));
  // The probe and writes at the same time, as visitors' pages and the assistants would send them.
  mixed.push(
    ...(await Promise.all([
      run(server.base, 'probe GET count, mixed', 50, { method: 'GET', path: probe }),
      run(server.base, 'write POST row, mixed', 20, write, WRITES),
    ])),
  );
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
}
// +1: the first write above.
const acknowledged = (mixed.find((r) => r.name.startsWith('write'))?.result['2xx'] ?? 0) + 1;
const db = await openPglite(dataDir);
const stored =
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_logs'))[0]?.n ?? 0;
await db.close();

// 2. A large table: the page idle, then the page while clients loop on the count probe. Before
// the count was kept, each probe scanned the table on PGlite's one thread and stalled the page.
console.log(`\nfilling a table with ${LARGE_ROWS.toLocaleString('en')} rows...`);
const large = await spawnServer({
  DATA_DIR: (await largeDataDir(LARGE_ROWS)).dataDir,
  ...unlimited,
});
const overLarge: Phase[] = [];
try {
  overLarge.push(await run(large.base, 'page GET /, idle', 10, page));
  overLarge.push(
    ...(await Promise.all([
      run(large.base, `page GET /, ${PROBE_CLIENTS} clients looping on the probe`, 10, page),
      run(large.base, 'probe GET count, looping', PROBE_CLIENTS, { method: 'GET', path: probe }),
    ])),
  );
} finally {
  large.child.kill('SIGTERM');
  await large.exited;
}

printTable(`Load on loopback, ${SECONDS} s per phase, embedded PGlite`, mixed);
console.log(
  `\nwrites acknowledged (201): ${acknowledged}, rows stored: ${stored} ${acknowledged === stored ? '(equal)' : '(NOT EQUAL)'}`,
);
printTable(
  `The page over a table of ${LARGE_ROWS.toLocaleString('en')} rows, idle and with the probe looping`,
  overLarge,
);
