/** `/healthz`: the process answers. `/readyz`: the database answers, and writes are not failing. */
import type { FastifyInstance } from 'fastify';
import type { Database } from './db';
import type { DbFailures } from './db-failures';

const READY_QUERY_MS = 2000;

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(
  app: FastifyInstance,
  opts: { db: Database; failures: DbFailures },
): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    // A full disk still answers SELECT 1; only the writes say so.
    if (opts.failures.writesFailing()) {
      return reply.code(503).send({ status: 'unavailable', reason: 'writes failing' });
    }
    try {
      await withTimeout(opts.db.query('SELECT 1'), READY_QUERY_MS);
      return { status: 'ok' };
    } catch (error) {
      opts.failures.report('ready', error);
      return reply.code(503).send({ status: 'unavailable', reason: 'database not answering' });
    }
  });
}
