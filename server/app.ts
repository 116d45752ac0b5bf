/** Builds the Fastify app: static page, REST endpoint, health checks, headers and logs. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import type { Database } from './db';
import { ApiError } from './postgrest-error';
import { restRoutes } from './rest-routes';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  securityHeaders,
  type BuildInfo,
} from './security';
import { notFoundPage, readBuiltHtml, staticSite } from './static-site';

function readBuildInfo(distDir: string): BuildInfo {
  const file = join(distDir, 'build-info.json');
  if (!existsSync(file)) return { supabaseUrl: '', elevenLabs: false, chatbaseDomain: null };
  return JSON.parse(readFileSync(file, 'utf8')) as BuildInfo;
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function buildApp(
  config: ServerConfig,
  db: Database,
  logger: boolean | object = { level: config.logLevel },
): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  });
  const headers = securityHeaders(
    contentSecurityPolicy(
      readBuildInfo(config.distDir),
      inlineScriptHashes(readBuiltHtml(config.distDir)),
    ),
    config.trustProxy,
  );

  app.addHook('onRequest', async (_req, reply) => {
    reply.headers(headers);
  });
  // One structured line per request; bodies (and so chat messages) are never logged.
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      {
        method: req.method,
        path: req.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });

  app.setErrorHandler((error: FastifyError | ApiError, req, reply) => {
    if (error instanceof ApiError) return reply.code(error.statusCode).send(error.toJSON());
    const status = error.statusCode ?? 500;
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    const code =
      status === 413
        ? 'PGRST413'
        : status === 415
          ? 'PGRST107'
          : status === 429
            ? 'PGRST429'
            : status < 500
              ? 'PGRST102'
              : 'PGRST000';
    return reply.code(status).send({
      code,
      message: status >= 500 ? 'Internal server error' : error.message,
      details: null,
      hint: null,
    });
  });

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/rest/'))
      return reply.code(404).send({
        code: 'PGRST125',
        message: 'Invalid path specified in request URL',
        details: null,
        hint: null,
      });
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(notFoundPage());
  });

  await app.register(rateLimit, {
    global: false,
    keyGenerator: (req) => req.ip,
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      code: 'PGRST429',
      message: `Too many writes: at most ${context.max} per ${context.after}`,
      details: null,
      hint: null,
    }),
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    try {
      await withTimeout(db.query('SELECT 1'), 2000);
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  await app.register(restRoutes, {
    prefix: '/rest/v1',
    db,
    anonKey: config.anonKey,
    rateLimit: { max: config.rateLimitMax, timeWindow: config.rateLimitWindowMs },
  });
  await app.register(staticSite, { distDir: config.distDir });
  return app;
}
