/**
 * `npm run chat-report` against a running server, both real processes: the server holds the
 * PGlite folder and takes writes, and the report reads through its owner endpoint, four times in
 * a row with writes in between and during. It used to open the folder itself, and crashed.
 */
import { describe, expect, it } from 'vitest';
import { assistant } from '../src/content/assistant';
import { count, post, row } from './test-support/harness';
import { freshDataDir } from './test-support/pglite-template';
import { runToExit, spawnServer, START_LIMIT_MS } from './test-support/spawn-server';

const TOKEN = 'live-owner-secret-0123456789abcdef';
const SESSION = 'session_1763683200000_live01';
const report = (env: Record<string, string>, args: string[] = []) =>
  runToExit('scripts/chat-report.ts', env, START_LIMIT_MS, args);
/** A line of the report that starts as a forged one would. */
const FORGED_LINE = /^\s+9\s+line/m;

type Check = (out: string, n: number) => void;
const runs: [string[], Check][] = [
  [[], (out, n) => expect(out).toContain(`forged\\n   9  line ${n}`)],
  [['--conversations'], (out, n) => expect(out).toContain(`Forged\\n   9  line ${n}`)],
  [
    ['--format', 'csv', '--conversations', '--from', '2020-01-01'],
    (out, n) => {
      expect(out).toContain(`${SESSION},`);
      expect(out).toContain(`"Forged\n   9  line ${n}"`); // quoted, so one cell
      expect(out).toMatch(/,'=1\+1\r\n/);
    },
  ],
  [['--format', 'json'], (out) => expect(JSON.parse(out).kind).toBe('summary')],
];

describe('chat report from a running site', () => {
  it('reads through the server while it takes writes, and directly once it has stopped', async () => {
    const dataDir = await freshDataDir('giza-live-report-');
    const server = await spawnServer({ DATA_DIR: dataDir, OWNER_TOKEN: TOKEN });
    const port = new URL(server.base).port;
    const viaServer = { DATA_DIR: dataDir, OWNER_TOKEN: TOKEN, PORT: port, HOST: '127.0.0.1' };
    const say = (session: string, role: string, message: string) =>
      post(server.base, row({ session_id: session, role, message }));
    let throughServer: string;
    try {
      const noToken = await report({ DATA_DIR: dataDir });
      expect(noToken.code).toBe(1);
      expect(noToken.stderr).toContain(`process ${server.child.pid}`);
      expect(noToken.stderr).toMatch(/set OWNER_TOKEN/);

      for (const [n, [args, check]] of runs.entries()) {
        expect((await say(SESSION, 'visitor', `Forged\n   9  line ${n}`)).status).toBe(201);
        const reply = n === 2 ? '=1+1' : assistant.unknown;
        expect((await say(SESSION, 'assistant', reply)).status).toBe(201);
        // Writes while the report runs; every other run finds the server through REPORT_URL.
        const writes = Array.from({ length: 5 }, (_, i) =>
          say(`session_1763683200000_busy${n}${i}`, 'visitor', 'While the report runs'),
        );
        const env = n % 2 ? { ...viaServer, REPORT_URL: server.base } : viaServer;
        const out = await report(env, args);
        expect((await Promise.all(writes)).map((r) => r.status)).toEqual(Array(5).fill(201));
        expect(out.stderr).toBe('');
        expect(out.code).toBe(0);
        // In text a message's line break is shown, never written; CSV quotes it into its cell.
        if (!args.includes('--format')) expect(out.stdout).not.toMatch(FORGED_LINE);
        check(out.stdout, n);
      }
      const wrong = await report({ ...viaServer, OWNER_TOKEN: `${TOKEN}x` });
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toMatch(/refused OWNER_TOKEN/);
      throughServer = (await report(viaServer, ['--format', 'json'])).stdout;
      expect(await count(server.base)).toEqual({ status: 200, body: [{ count: 28 }] });
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
    // The server gone, the report opens the folder itself and reads exactly the same.
    const direct = await report({ DATA_DIR: dataDir, OWNER_TOKEN: TOKEN }, ['--format', 'json']);
    expect(direct.code).toBe(0);
    expect(direct.stdout).toBe(throughServer);
    const data = JSON.parse(direct.stdout) as {
      report: { perDay: { messages: number }[]; unanswered: { question: string }[] };
    };
    expect(data.report.perDay.reduce((sum, d) => sum + d.messages, 0)).toBe(28);
    expect(data.report.unanswered.map((q) => q.question)).toEqual(
      [0, 1, 3].map((n) => `forged\n   9  line ${n}`),
    );
  }, 600_000);
});
