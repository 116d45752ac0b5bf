/**
 * The SQL files cannot import src/lib/chat-rules.ts, so this holds their constraints to it: the
 * session id pattern, the message length, the roles and channels, stated in every place the SQL
 * states them. The pattern is also run in PostgreSQL's regex dialect beside JavaScript's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CHANNELS,
  hasText,
  isSessionId,
  MAX_MESSAGE_CHARS,
  MESSAGE_TEXT_PATTERN,
  ROLES,
  SESSION_ID_PATTERN,
} from '../src/lib/chat-rules';
import { CREATE_TABLE } from './chat-logs';
import { withPglite } from './test-support/with-pglite';

const supabase = readFileSync(join(import.meta.dirname, '..', 'supabase', 'chat_logs.sql'), 'utf8');
const sources = { 'supabase/chat_logs.sql': supabase, 'server/chat-logs.ts': CREATE_TABLE };

const all = (sql: string, regex: RegExp) => [...sql.matchAll(regex)].map((m) => m[1] ?? '');
const quoted = (inside: string) => all(inside, /'([^']*)'/g);

describe.each(Object.entries(sources))('%s states the shared chat rules', (_name, sql) => {
  it('the session id pattern', () => {
    const patterns = all(sql, /session_id\s*~\s*'([^']*)'/gi);
    expect(patterns.length).toBeGreaterThan(0);
    for (const pattern of patterns) expect(pattern).toBe(SESSION_ID_PATTERN);
  });

  it('the message length', () => {
    const bounds = [...sql.matchAll(/char_length\(message\)\s+between\s+(\d+)\s+and\s+(\d+)/gi)];
    expect(bounds.length).toBeGreaterThan(0);
    for (const [, min, max] of bounds)
      expect([Number(min), Number(max)]).toEqual([1, MAX_MESSAGE_CHARS]);
  });

  it('that a message holds more than whitespace, wherever its length is checked', () => {
    const lengths = all(sql, /(char_length\(message\))/gi);
    const patterns = all(sql, /message\s*~\s*'([^']*)'/gi);
    expect(lengths.length).toBeGreaterThan(0);
    expect(patterns).toHaveLength(lengths.length);
    for (const pattern of patterns) expect(pattern).toBe(MESSAGE_TEXT_PATTERN);
  });

  it('the roles and channels', () => {
    const roles = all(sql, /role\s+in\s*\(([^)]*)\)/gi);
    const channels = all(sql, /channel\s+in\s*\(([^)]*)\)/gi);
    expect(roles.length).toBeGreaterThan(0);
    expect(channels.length).toBeGreaterThan(0);
    for (const list of roles) expect(quoted(list)).toEqual([...ROLES]);
    for (const list of channels) expect(quoted(list)).toEqual([...CHANNELS]);
  });
});

/** Runs `pattern` with PostgreSQL's `~` on each sample and expects what `matches` says. */
async function expectPostgresAgrees(
  pattern: string,
  matches: (sample: string) => boolean,
  samples: readonly string[],
): Promise<void> {
  await withPglite('giza-rules-', async (db) => {
    for (const sample of samples) {
      const [row] = await db.query<{ ok: boolean }>('SELECT $1 ~ $2 AS ok', [sample, pattern]);
      expect(row?.ok, JSON.stringify(sample)).toBe(matches(sample));
    }
  });
}

describe('the session id pattern', () => {
  it('reads the same in PostgreSQL and JavaScript', async () => {
    await expectPostgresAgrees(SESSION_ID_PATTERN, isSessionId, [
      'session_1763683200000_abcdef',
      `session_1763683200000_${'a'.repeat(32)}`,
      `session_1763683200000_${'a'.repeat(33)}`,
      'session_1763683200000_abcde',
      'session_1763683200000_ABCDEF',
      'session_176368320000_abcdef',
      'session_1763683200000_abc-def',
      'session_١٧٦٣٦٨٣٢٠٠٠٠٠_abcdef', // Arabic-Indic digits: \d with a u flag would differ
      'session_1763683200000_abcdef\n',
      'xsession_1763683200000_abcdef',
    ]);
  });
});

describe('the message text pattern', () => {
  it('reads the same in PostgreSQL and JavaScript', async () => {
    const samples = [
      'a',
      ' a ',
      ' ',
      '\t\n\r ',
      '\u00a0',
      '\u2000\u200a\u2028\u2029\u202f\u205f\u3000\ufeff\u1680',
      '\u200b', // zero-width space: not whitespace to JavaScript, so a message
      '\u2010', // just past the range \u2000-\u200a
      '\u00a0x',
      'مرحبا',
      '🐪',
    ];
    await expectPostgresAgrees(MESSAGE_TEXT_PATTERN, hasText, samples);
    expect(samples.filter((sample) => !hasText(sample))).toEqual(samples.slice(2, 6));
  });
});

describe('the table the server creates', () => {
  it('refuses a message of whitespace in its own check, the pattern written as SQL', async () => {
    await withPglite('giza-rules-', async (db) => {
      await db.query(CREATE_TABLE);
      const insert = (message: string) =>
        db.query(
          'INSERT INTO chat_logs (session_id, role, channel, message) VALUES ($1, $2, $3, $4)',
          ['session_1763683200000_abcdef', 'visitor', 'text', message],
        );
      await insert(' a ');
      await expect(insert(' \t\n\u3000')).rejects.toMatchObject({ code: '23514' });
    });
  });
});
