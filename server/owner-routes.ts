/**
 * The owner's endpoint: `GET /owner/chat-report`, the chat report as JSON for
 * `npm run chat-report` while the server holds the database. Registered only when OWNER_TOKEN is
 * set; without it the path is an ordinary 404. Every request counts against the rate limit,
 * failed ones included, since the limit runs before the token is checked.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from './db';
import { bearerToken, sameSecret } from './owner-token';
import { ApiError } from './postgrest-error';
import { readReport } from './report-data';
import { parseRange, ReportInputError } from './report-range';
import { fromDatabase } from './rest-routes';

export const OWNER_REPORT_PATH = '/owner/chat-report';

/** A handful of reports a minute is plenty for an owner, and hopeless for guessing a token. */
export const OWNER_RATE_LIMIT = { max: 10, timeWindow: 60_000 };

/** As Fastify parses it: a parameter given more than once is a list. */
type Query = Record<string, string | string[] | undefined>;

const SINGLE = ['from', 'to', 'conversations'] as const;
const PARAMETERS: readonly string[] = [...SINGLE, 'unknown'];

/** A parameter given twice would otherwise be dropped, and the report widen without a word. */
function one(query: Query, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) throw new ApiError(400, 'OWNER400', `Give "${name}" once`);
  return value;
}

/**
 * The query's four parameters, or a 400: a misspelt one ("form") would otherwise be ignored and
 * the report cover every day, and "conversations=yes" quietly give the summary.
 */
function readQuery(query: Query) {
  const stray = Object.keys(query).find((name) => !PARAMETERS.includes(name));
  if (stray !== undefined)
    throw new ApiError(
      400,
      'OWNER400',
      `Unknown parameter "${stray.slice(0, 40)}": use ${PARAMETERS.join(', ')}`,
    );
  const [from, to, conversations] = SINGLE.map((name) => one(query, name));
  // The reply and its earlier versions: "unknown" alone may be given more than once.
  const replies = [query.unknown ?? []].flat();
  if (conversations !== undefined && conversations !== 'true' && conversations !== 'false')
    throw new ApiError(400, 'OWNER400', 'conversations must be true or false');
  return { from, to, conversations: conversations === 'true', unknown: replies };
}

export async function ownerRoutes(
  app: FastifyInstance,
  opts: { db: Database; token: string; rateLimit?: { max: number; timeWindow: number } },
): Promise<void> {
  app.get<{ Querystring: Query }>(
    OWNER_REPORT_PATH,
    { config: { rateLimit: opts.rateLimit ?? OWNER_RATE_LIMIT } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const given = bearerToken(req.headers.authorization);
      if (given === null || !sameSecret(given, opts.token)) {
        reply.header('www-authenticate', 'Bearer');
        throw new ApiError(
          401,
          'OWNER401',
          'Send the owner token: Authorization: Bearer <OWNER_TOKEN>',
        );
      }
      const { from, to, conversations, unknown } = readQuery(req.query);
      try {
        return await readReport(opts.db, {
          range: parseRange(from, to, ['from', 'to']),
          conversations,
          unknownReplies: unknown,
        });
      } catch (error) {
        if (error instanceof ReportInputError) throw new ApiError(400, 'OWNER400', error.message);
        throw fromDatabase(error);
      }
    },
  );
}
