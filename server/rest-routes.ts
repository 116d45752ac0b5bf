/** The slice of PostgREST the product needs: count and insert on chat_logs, nothing readable. */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { insertChatLogs } from './chat-logs';
import type { CountCache } from './count-cache';
import type { Database } from './db';
import type { DbFailures, DbOperation } from './db-failures';
import { ApiError, databaseError } from './postgrest-error';
import { validateChatLogs } from './validate';

export interface RestOptions {
  db: Database;
  counts: CountCache;
  failures: DbFailures;
  anonKey: string | null;
  rateLimit: { max: number; timeWindow: number };
  readRateLimit: { max: number; timeWindow: number };
}

export const BODY_LIMIT = 64 * 1024;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function presentedKey(req: FastifyRequest): string {
  const apikey = req.headers.apikey;
  if (typeof apikey === 'string') return apikey;
  const auth = req.headers.authorization ?? '';
  return auth.startsWith('Bearer ') ? auth.slice(7) : '';
}

/** Errors of the database become PostgREST answers; an unreachable database becomes a bare 503. */
export function fromDatabase(error: unknown): ApiError {
  const db = databaseError(error);
  if (db && !/^(08|57P0[1-3]|53)/.test(db.code)) {
    const status =
      db.code === '42P01' ? 404 : db.code.startsWith('23') || db.code.startsWith('22') ? 400 : 500;
    return new ApiError(status, db.code, db.message, db.details, db.hint);
  }
  return new ApiError(503, '', 'Database unavailable');
}

/** A count takes only `limit` and `offset` beside `select` (both ignored: there is one row). */
function isCountQuery(query: Record<string, unknown>): boolean {
  return (
    query.select === 'count' &&
    Object.keys(query).every((k) => k === 'select' || k === 'limit' || k === 'offset')
  );
}

/** A paging parameter given twice or not as a whole number is the caller's mistake: 400. */
function checkPaging(query: Record<string, unknown>): void {
  for (const name of ['limit', 'offset']) {
    const value = query[name];
    if (value !== undefined && !(typeof value === 'string' && /^\d+$/.test(value)))
      throw new ApiError(400, 'PGRST100', `"${name}" must be given once, as a whole number`);
  }
}

export async function restRoutes(app: FastifyInstance, opts: RestOptions): Promise<void> {
  /** The answer for a failed query; failures that are the server's, not the caller's, are logged. */
  const failed = (operation: DbOperation, error: unknown): ApiError => {
    const answer = fromDatabase(error);
    if (answer.statusCode >= 500 || answer.code === '42P01') opts.failures.report(operation, error);
    return answer;
  };

  // Every route here reads bodies through the parser below, so each states its limit: a 413's
  // message names the route's own (http-errors.ts), not the server's default of 1 MiB.
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= BODY_LIMIT;
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
    (_req, body, done) => {
      try {
        done(null, JSON.parse(strictUtf8.decode(body as Buffer)));
      } catch {
        done(new ApiError(400, 'PGRST102', 'Empty or invalid json'), undefined);
      }
    },
  );

  app.addHook('onRequest', async (req) => {
    if (opts.anonKey && !sameKey(presentedKey(req), opts.anonKey)) {
      throw new ApiError(
        401,
        'PGRST301',
        'Invalid API key',
        null,
        'Send the public anonymous key in the apikey header',
      );
    }
  });

  app.get('/chat_logs', { config: { rateLimit: opts.readRateLimit } }, async (req) => {
    const query = req.query as Record<string, unknown>;
    if (!isCountQuery(query)) {
      throw new ApiError(
        401,
        '42501',
        'permission denied for table chat_logs',
        null,
        'Anonymous callers may only count rows: ?select=count',
      );
    }
    checkPaging(query);
    try {
      return [{ count: await opts.counts.get() }];
    } catch (error) {
      throw failed('count', error);
    }
  });

  app.post(
    '/chat_logs',
    { bodyLimit: BODY_LIMIT, config: { rateLimit: opts.rateLimit } },
    async (req, reply) => {
      if (req.body === undefined) throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
      const rows = validateChatLogs(req.body);
      try {
        await insertChatLogs(opts.db, rows);
      } catch (error) {
        throw failed('write', error);
      }
      opts.failures.writeSucceeded();
      opts.counts.added(rows.length);
      return reply.code(201).send();
    },
  );

  // Every other method the router knows (PUT, DELETE, TRACE, ...) is refused with the list.
  app.route({
    method: app.supportedMethods.filter((m) => !['GET', 'HEAD', 'POST'].includes(m)),
    url: '/chat_logs',
    handler: async (req, reply) => {
      reply.header('allow', 'GET, HEAD, POST');
      throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
    },
  });

  app.all<{ Params: { '*': string } }>('/*', async (req) => {
    // The rest of the path as the router read it, already decoded (a malformed escape never
    // gets here: the router answers it 400).
    const table = req.params['*'].split('/')[0] ?? '';
    // "/rest/v1/" and "/rest/v1/chat_logs/x" name no other table: the address is wrong.
    if (table === '' || table === 'chat_logs')
      throw new ApiError(404, 'PGRST125', 'Invalid path specified in request URL');
    throw new ApiError(
      404,
      'PGRST205',
      `Could not find the table 'public.${table.slice(0, 64)}' in the schema cache`,
    );
  });
}
