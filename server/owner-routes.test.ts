/** The owner's chat-report endpoint: there only with OWNER_TOKEN, checked, rate-limited. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from './config';
import { OWNER_RATE_LIMIT, OWNER_REPORT_PATH } from './owner-routes';
import { bearerToken, sameSecret } from './owner-token';
import { startPgCluster } from './test-support/pg-cluster';
import { post, row, startApp, type Running } from './test-support/harness';

const TOKEN = 'owner-secret-for-tests-0123456789';
const UNKNOWN = 'I do not know that.';

function report(base: string, query = '', headers: Record<string, string> = {}) {
  return fetch(`${base}${OWNER_REPORT_PATH}?unknown=${encodeURIComponent(UNKNOWN)}${query}`, {
    headers,
  });
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('owner token', () => {
  it('compares in constant time over digests, so any length is compared', () => {
    expect(sameSecret(TOKEN, TOKEN)).toBe(true);
    expect(sameSecret(`${TOKEN}x`, TOKEN)).toBe(false);
    expect(sameSecret('', TOKEN)).toBe(false);
    expect(sameSecret(TOKEN.slice(0, -1), TOKEN)).toBe(false);
    expect(bearerToken(`Bearer ${TOKEN}`)).toBe(TOKEN);
    expect(bearerToken(`Basic ${TOKEN}`)).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });

  it('refuses a short token, one with spaces, and the public anon key, at start', () => {
    expect(() => parseConfig({ OWNER_TOKEN: 'short' })).toThrow(/OWNER_TOKEN must be at least 24/);
    expect(() => parseConfig({ OWNER_TOKEN: `${TOKEN} ${TOKEN}` })).toThrow(/visible ASCII/);
    expect(() => parseConfig({ OWNER_TOKEN: TOKEN, ANON_KEY: TOKEN })).toThrow(/anon key/);
    expect(() => parseConfig({ OWNER_TOKEN: TOKEN, VITE_SUPABASE_ANON_KEY: TOKEN })).toThrow(
      /anon key/,
    );
    expect(parseConfig({ OWNER_TOKEN: TOKEN }).ownerToken).toBe(TOKEN);
    expect(parseConfig({}).ownerToken).toBeNull();
  });
});

describe('GET /owner/chat-report', () => {
  let server: Running;
  beforeAll(async () => {
    server = await startApp({ OWNER_TOKEN: TOKEN, ANON_KEY: 'public-anon-key' });
    const session = 'session_1763683200000_owner1';
    for (const [role, message] of [
      ['visitor', 'How tall is it?'],
      ['assistant', 'About 146.6 m.'],
      ['visitor', 'Is Atlantis real?'],
      ['assistant', UNKNOWN],
    ])
      expect(
        (
          await post(server.base, row({ session_id: session, role, message }), {
            apikey: 'public-anon-key',
          })
        ).status,
      ).toBe(201);
  });
  afterAll(() => server?.close());

  it('answers 401 without the token, with a wrong one, and with the anon key', async () => {
    const attempts: Record<string, string>[] = [
      {},
      bearer(`${TOKEN}x`),
      bearer('public-anon-key'),
      { apikey: TOKEN },
    ];
    for (const headers of attempts) {
      const res = await report(server.base, '', headers);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(JSON.stringify(await res.json())).not.toContain('Atlantis');
    }
  });

  it('returns the report, the conversations, and refuses a wrong date', async () => {
    const res = await report(server.base, '', bearer(TOKEN));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { kind: string; report: { unanswered: unknown } };
    expect(body.kind).toBe('summary');
    expect(body.report.unanswered).toEqual([{ question: 'is atlantis real?', times: 1 }]);

    const whole = await report(server.base, '&conversations=true', bearer(TOKEN));
    const { conversations } = (await whole.json()) as {
      conversations: { messages: { message: string }[] }[];
    };
    expect(conversations[0]?.messages.map((m) => m.message)).toEqual([
      'How tall is it?',
      'About 146.6 m.',
      'Is Atlantis real?',
      UNKNOWN,
    ]);

    // The reply's earlier wordings come as more "unknown"s; each marks its question unanswered.
    const older = await report(server.base, '&unknown=Nothing+begins+so.', bearer(TOKEN));
    expect(((await older.json()) as typeof body).report.unanswered).toEqual([
      { question: 'is atlantis real?', times: 1 },
    ]);

    const past = await report(server.base, '&to=2020-01-01', bearer(TOKEN));
    expect(((await past.json()) as { report: { perDay: unknown[] } }).report.perDay).toEqual([]);

    const bad = await report(server.base, '&from=2026-13-01', bearer(TOKEN));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/^from must be a date/);

    // A date given twice is refused, not dropped (which would report every day).
    const twice = await report(server.base, '&from=2026-03-01&from=2026-02-01', bearer(TOKEN));
    expect(twice.status).toBe(400);
    expect(((await twice.json()) as { message: string }).message).toContain('"from"');
  });

  it('refuses a misspelt parameter, a yes for true and a range the wrong way round', async () => {
    // Each would otherwise be ignored or read loosely, and the report widen without a word. A
    // server of its own, so that the rate limit counts only these.
    const fresh = await startApp({ OWNER_TOKEN: TOKEN });
    try {
      for (const [query, said] of [
        ['&form=2026-03-01', 'Unknown parameter "form"'],
        ['&conversations=yes', 'conversations must be true or false'],
        ['&to=2026-03-01&from=2026-04-01', 'from 2026-04-01 is after to 2026-03-01'],
      ] as const) {
        const refused = await report(fresh.base, query, bearer(TOKEN));
        expect(refused.status, query).toBe(400);
        expect(((await refused.json()) as { message: string }).message).toContain(said);
      }
      expect((await report(fresh.base, '&conversations=false', bearer(TOKEN))).status).toBe(200);
    } finally {
      await fresh.close();
    }
  });

  it('counts failed attempts against the limit, and then refuses the right token too', async () => {
    const fresh = await startApp({ OWNER_TOKEN: TOKEN });
    try {
      for (let i = 0; i < OWNER_RATE_LIMIT.max; i++) {
        expect((await report(fresh.base, '', bearer(`guess-${i}`))).status).toBe(401);
      }
      const limited = await report(fresh.base, '', bearer(TOKEN));
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await fresh.close();
    }
  });

  it('does not exist without OWNER_TOKEN: the site 404, whatever is sent', async () => {
    const plain = await startApp();
    try {
      for (const headers of [{}, bearer(TOKEN)]) {
        const res = await report(plain.base, '', headers);
        expect(res.status).toBe(404);
        expect(res.headers.get('content-type')).toMatch(/text\/html/);
        expect(res.headers.get('www-authenticate')).toBeNull();
      }
    } finally {
      await plain.close();
    }
  });
});

describe('GET /owner/chat-report on PostgreSQL', () => {
  it('reads the same report, in dates and whole conversations', async () => {
    const cluster = await startPgCluster();
    const server = await startApp({ OWNER_TOKEN: TOKEN, DATABASE_URL: cluster.url });
    try {
      const session = 'session_1763683200000_pg0001';
      await post(server.base, [
        row({ session_id: session, message: 'Is Atlantis real?' }),
        row({ session_id: session, role: 'assistant', message: UNKNOWN }),
      ]);
      // A day either side, so a run across UTC midnight still finds its rows.
      const day = (offset: number) => new Date(Date.now() + offset).toISOString().slice(0, 10);
      const [from, to] = [day(-86_400_000), day(86_400_000)];
      const summary = await report(server.base, `&from=${from}&to=${to}`, bearer(TOKEN));
      expect(((await summary.json()) as { report: unknown }).report).toEqual({
        perDay: [
          { day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), conversations: 1, messages: 2 },
        ],
        mostAsked: [{ question: 'is atlantis real?', times: 1 }],
        unanswered: [{ question: 'is atlantis real?', times: 1 }],
      });
      const whole = await report(server.base, `&conversations=true&to=${to}`, bearer(TOKEN));
      const body = (await whole.json()) as { conversations: { session_id: string }[] };
      expect(body.conversations.map((c) => c.session_id)).toEqual([session]);
    } finally {
      await server.close();
      cluster.destroy();
    }
  });
});
