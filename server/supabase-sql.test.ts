/**
 * supabase/chat_logs.sql on a PostgreSQL set up the way Supabase sets up a project: the roles
 * PostgREST switches to, and default privileges that hand every new table in `public` to them.
 * The anonymous key may add valid rows and count; it may not read, change or remove any row.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgCluster, type PgCluster } from './test-support/pg-cluster';

const SQL = readFileSync(join(import.meta.dirname, '..', 'supabase', 'chat_logs.sql'), 'utf8');

// As in a new Supabase project (supabase/postgres migrations): the API roles, usage of public,
// and default privileges on everything the owner creates there.
const SUPABASE_ROLES = `
  CREATE ROLE anon NOLOGIN NOINHERIT;
  CREATE ROLE authenticated NOLOGIN NOINHERIT;
  CREATE ROLE service_role NOLOGIN NOINHERIT BYPASSRLS;`;
const SUPABASE_DEFAULTS = `
  GRANT USAGE ON SCHEMA public TO anon, authenticated, service_role;
  ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT ALL ON TABLES TO anon, authenticated, service_role;
  ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT ALL ON SEQUENCES TO anon, authenticated, service_role;
  ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT ALL ON FUNCTIONS TO anon, authenticated, service_role;`;

const valid = (n: number) =>
  `('session_1763683200000_anon${String(n).padStart(2, '0')}', 'visitor', 'text', 'How old is it?')`;
const columns = 'public.chat_logs (session_id, role, channel, message)';

let cluster: PgCluster;
let owner: pg.Client;
beforeAll(async () => {
  cluster = await startPgCluster();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(SUPABASE_ROLES);
  await admin.query('CREATE DATABASE project');
  await admin.end();
  owner = new pg.Client({ connectionString: cluster.url.replace(/\/giza$/, '/project') });
  await owner.connect();
  await owner.query(SUPABASE_DEFAULTS);
  await owner.query(SQL);
  await owner.query(SQL); // run twice: it must be safe to run again
  await owner.query(`INSERT INTO ${columns} VALUES ${valid(0).replace('anon00', 'owner0')}`);
});
afterAll(async () => {
  await owner?.end();
  cluster?.destroy();
});

/** Runs one statement as `role`, as PostgREST does after checking the key; returns rows or the error code. */
async function as(role: string, sql: string): Promise<{ rows: unknown[] } | { code: string }> {
  await owner.query('BEGIN');
  try {
    await owner.query(`SET LOCAL ROLE ${role}`);
    const result = await owner.query(sql);
    await owner.query('COMMIT');
    return { rows: result.rows };
  } catch (error) {
    await owner.query('ROLLBACK');
    return { code: String((error as { code?: unknown }).code) };
  }
}

describe('supabase/chat_logs.sql under Supabase default privileges', () => {
  it('lets anon insert a valid row and count', async () => {
    expect(await as('anon', `INSERT INTO ${columns} VALUES ${valid(1)}`)).toEqual({ rows: [] });
    expect(await as('anon', 'SELECT count(*)::int AS count FROM public.chat_logs')).toEqual({
      rows: [{ count: 0 }],
    });
  });

  it('refuses anon an invalid row or a chosen id', async () => {
    const bad = valid(2).replace('session_', 'nope_');
    expect(await as('anon', `INSERT INTO ${columns} VALUES ${bad}`)).toEqual({ code: '42501' });
    // E'...' reads the backslash escapes: a tab, a line feed and an ideographic space.
    const blank = valid(4).replace("'How old is it?'", String.raw`E' \t\n\u3000'`);
    expect(await as('anon', `INSERT INTO ${columns} VALUES ${blank}`)).toEqual({ code: '42501' });
    expect(
      await as(
        'anon',
        `INSERT INTO public.chat_logs (id, session_id, role, channel, message) OVERRIDING SYSTEM VALUE VALUES (999, ${valid(3).slice(1)}`,
      ),
    ).toEqual({ code: '42501' });
  });

  it('lets anon read no row, and update, delete or truncate nothing', async () => {
    expect(await as('anon', 'SELECT * FROM public.chat_logs')).toEqual({ rows: [] });
    for (const role of ['anon', 'authenticated']) {
      for (const sql of [
        "UPDATE public.chat_logs SET message = 'changed'",
        'DELETE FROM public.chat_logs',
        'TRUNCATE public.chat_logs',
      ]) {
        expect(await as(role, sql), `${role}: ${sql}`).toEqual({ code: '42501' });
      }
    }
    expect(await as('authenticated', 'SELECT count(*) FROM public.chat_logs')).toEqual({
      code: '42501',
    });
    const kept = await owner.query<{ message: string }>('SELECT message FROM public.chat_logs');
    expect(kept.rows.map((r) => r.message)).toEqual(['How old is it?', 'How old is it?']);
  });
});
