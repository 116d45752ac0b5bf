import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgCluster, type PgCluster } from './test-support/pg-cluster';
import { count, post, row, startApp, type Running } from './test-support/harness';

let cluster: PgCluster;
beforeAll(async () => {
  cluster = await startPgCluster();
});
afterAll(() => cluster?.destroy());

/** Each PostgreSQL test gets its own database, so "before the first write" is real. */
let dbCounter = 0;
async function freshPostgres(): Promise<Record<string, string>> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  const name = `t${++dbCounter}_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return { DATABASE_URL: cluster.url.replace(/\/giza$/, `/${name}`) };
}

const backends: [string, () => Promise<Record<string, string>>][] = [
  ['PGlite', async () => ({})],
  ['PostgreSQL', freshPostgres],
];

describe.each(backends)('chat_logs REST endpoint on %s', (_name, envFor) => {
  let server: Running;
  beforeAll(async () => {
    server = await startApp(await envFor());
  });
  afterAll(() => server?.close());

  it('counts 0 on a new site, as the server creates the table at start, then counts', async () => {
    expect(await count(server.base)).toEqual({ status: 200, body: [{ count: 0 }] });
    const res = await post(server.base, row());
    expect(res.status).toBe(201);
    expect(await res.text()).toBe('');
    expect(await count(server.base)).toEqual({ status: 200, body: [{ count: 1 }] });
    await post(server.base, [row(), row({ role: 'assistant' }), row({ channel: 'voice' })]);
    expect((await count(server.base)).body).toEqual([{ count: 4 }]);
  });

  it('refuses every read but the count', async () => {
    for (const query of [
      'select=*',
      'select=message',
      'select=count&role=eq.visitor',
      'select=count&order=id',
      '',
    ]) {
      const res = await fetch(`${server.base}/rest/v1/chat_logs?${query}`);
      expect(res.status, query).toBe(401);
      expect(await res.json()).toMatchObject({ code: '42501' });
    }
  });

  it('answers a count with bad paging with a 400 that names the parameter', async () => {
    for (const [query, name] of [
      ['select=count&limit=abc', 'limit'],
      ['select=count&limit=-1', 'limit'],
      ['select=count&limit=1&limit=2', 'limit'],
      ['select=count&offset=1.5', 'offset'],
    ]) {
      const res = await fetch(`${server.base}/rest/v1/chat_logs?${query}`);
      expect(res.status, query).toBe(400);
      const error = (await res.json()) as { code: string; message: string };
      expect(error.code).toBe('PGRST100');
      expect(error.message).toContain(`"${name}"`);
    }
    const paged = await fetch(`${server.base}/rest/v1/chat_logs?select=count&limit=1&offset=0`);
    expect(paged.status).toBe(200);
  });

  it('answers 404 PGRST205 for other tables and 405 for other methods', async () => {
    const other = await fetch(`${server.base}/rest/v1/users?select=*`);
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ code: 'PGRST205' });
    // A wrong address on the table, or none, is not a missing table.
    for (const path of ['/rest/v1/chat_logs/', '/rest/v1/chat_logs/1', '/rest/v1/']) {
      const res = await fetch(`${server.base}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toMatchObject({ code: 'PGRST125' });
    }
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND']) {
      const res = await fetch(`${server.base}/rest/v1/chat_logs`, { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD, POST');
    }
  });

  const invalid: [string, unknown, number, string][] = [
    ['a malformed session id', row({ session_id: 'session_123_abc' }), 400, 'session_id'],
    ['an unknown role', row({ role: 'admin' }), 400, 'role'],
    ['an unknown channel', row({ channel: 'sms' }), 400, 'channel'],
    ['an empty message', row({ message: '' }), 400, '1 to 4000'],
    ['a message of whitespace', row({ message: ' \n\t\u00a0\u3000 ' }), 400, 'whitespace'],
    ['a message of 4001 characters', row({ message: 'a'.repeat(4001) }), 400, '4001'],
    ['a message with a NUL byte', row({ message: 'a\u0000b' }), 400, 'control'],
    ['a number as message', row({ message: 42 }), 400, 'string'],
    ['an unknown column', row({ admin: true }), 400, "'admin' column"],
    ['a client-chosen id', row({ id: 1 }), 400, "'id' column"],
    ['an empty array', [], 400, 'Empty'],
    ['21 rows', Array.from({ length: 21 }, () => row()), 400, 'At most 20'],
    ['a batch with one bad row', [row(), row(), row({ role: 'x' })], 400, 'row 3'],
    ['broken JSON', '{"session_id":', 400, 'invalid json'],
    ['a JSON string', '"hello"', 400, 'JSON object'],
    ['null', 'null', 400, 'JSON object'],
    [
      'over 64 KiB',
      [
        row({ message: 'x'.repeat(3900) }),
        ...Array.from({ length: 17 }, () => row({ message: 'y'.repeat(3900) })),
      ],
      413,
      `at most ${64 * 1024} bytes`,
    ],
  ];

  it.each(invalid)(
    'rejects %s with a PostgREST error and writes nothing',
    async (_label, body, status, text) => {
      const before = (await count(server.base)).body;
      const res = await post(server.base, body);
      expect(res.status).toBe(status);
      const error = (await res.json()) as Record<string, unknown>;
      expect(Object.keys(error).sort()).toEqual(['code', 'details', 'hint', 'message']);
      expect(String(error.message)).toContain(text);
      expect((await count(server.base)).body).toEqual(before);
    },
  );

  it('names the same body limit on every REST address that refuses a large body', async () => {
    const body = JSON.stringify({ message: 'x'.repeat(70 * 1024) });
    for (const [method, path] of [
      ['POST', '/rest/v1/chat_logs'],
      ['PUT', '/rest/v1/chat_logs'],
      ['POST', '/rest/v1/users'],
    ]) {
      const res = await fetch(`${server.base}${path}`, {
        method,
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, `${method} ${path}`).toBe(413);
      const error = (await res.json()) as { message: string };
      expect(error.message, `${method} ${path}`).toContain(`at most ${64 * 1024} bytes`);
    }
  });

  it('rejects a body that is not JSON or not UTF-8', async () => {
    const plain = await fetch(`${server.base}/rest/v1/chat_logs`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hi',
    });
    expect(plain.status).toBe(415);
    const bytes = Buffer.concat([
      Buffer.from('{"session_id":"x","message":"'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"}'),
    ]);
    const bad = await fetch(`${server.base}/rest/v1/chat_logs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: bytes,
    });
    expect(bad.status).toBe(400);
  });

  it('creates the table safely when copies start together and first writes race', async () => {
    // On PostgreSQL both copies share one new database; PGlite folders are one per process.
    const env = await envFor();
    const copies = await Promise.all([startApp(env), startApp(env)]);
    try {
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) => post(copies[i % 2]?.base ?? '', row())),
      );
      expect(results.map((r) => r.status)).toEqual(Array(12).fill(201));
      const stored = await Promise.all(
        copies.map((c) => c.db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_logs')),
      );
      // PostgreSQL: both copies see the one table; PGlite: each has its own.
      expect(stored.map((r) => r[0]?.n)).toEqual(_name === 'PostgreSQL' ? [12, 12] : [6, 6]);
    } finally {
      await Promise.all(copies.map((c) => c.close()));
    }
  });
});

describe('a table that has gone missing (PostgreSQL)', () => {
  it('answers 404 42P01, as a Supabase project does before its SQL is run, and a write recreates it', async () => {
    const server = await startApp(await freshPostgres());
    try {
      expect((await count(server.base)).status).toBe(200);
      await server.db.query('DROP TABLE chat_logs');
      // The count is kept for a few seconds; the next one meets the missing table.
      let probe = await count(server.base);
      for (let i = 0; i < 40 && probe.status === 200; i++) {
        await new Promise((r) => setTimeout(r, 250));
        probe = await count(server.base);
      }
      expect(probe).toEqual({
        status: 404,
        body: {
          code: '42P01',
          message: expect.stringContaining('chat_logs') as unknown,
          details: null,
          hint: null,
        },
      });
      expect((await post(server.base, row())).status).toBe(201);
      expect(await count(server.base)).toEqual({ status: 200, body: [{ count: 1 }] });
    } finally {
      await server.close();
    }
  });
});
