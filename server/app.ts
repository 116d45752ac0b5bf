/** Builds the Fastify app: static page, REST endpoint, health checks, headers and logs. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { ensureChatLogs } from './chat-logs';
import type { ServerConfig, TrustProxy } from './config';
import { clientKey } from './client-key';
import { CountCache } from './count-cache';
import type { Database } from './db';
import { DbFailures } from './db-failures';
import { continueAfterChecks } from './expect-continue';
import { healthRoutes } from './health-routes';
import { clientErrorHandler, errorHandler, frameworkErrors, notFoundHandler } from './http-errors';
import { logRequest } from './request-log';
import { ownerRoutes } from './owner-routes';
import { formatWindow, windowOf } from './rate-limit-message';
import { restRoutes } from './rest-routes';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  securityHeaders,
  parseBuildInfo,
  type BuildInfo,
} from './security';
import { notFoundPage, readBuiltHtml, staticSite } from './static-site';

/** Hashed build files that are never documents (server/static-site.ts caches them for a year). */
const SUBRESOURCE = /^\/assets\/[^?#]+\.(js|css|woff2|png|webp|avif|jpe?g)(\?|$)/;

/** The scheme and authority of a request target in absolute form. */
const ABSOLUTE_FORM = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

/** Node looks for expired headers and requests this often (its default, 30 s, outlasts them). */
const TIMEOUT_CHECK_MS = 1000;
/** On a shared PostgreSQL other copies write too; their rows show in the count within this. */
const SHARED_COUNT_TTL_MS = 5000;

/**
 * Fastify takes a list as proxy-addr does, but treats a bare number as "trust nothing" (a hop
 * count cannot tell a proxy from a client that connects directly), so n hops is spelled out:
 * the socket's peer and the n - 1 addresses it and the proxies before it appended.
 */
function trustProxyOption(
  trust: TrustProxy,
): false | string[] | ((_: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

function readBuildInfo(distDir: string): BuildInfo {
  const file = join(distDir, 'build-info.json');
  if (!existsSync(file)) return { supabaseUrl: '', elevenLabs: false, chatbaseDomain: null };
  return parseBuildInfo(readFileSync(file, 'utf8'), file);
}

export interface AppOptions {
  /**
   * Serve the built page from distDir. The live preview (scripts/dev/dev-server.ts) renders the
   * page through Vite instead and mounts this app for the backend alone, with no build.
   */
  serveSite: boolean;
}

export async function buildApp(
  config: ServerConfig,
  db: Database,
  logger: boolean | object = { level: config.logLevel },
  { serveSite }: AppOptions = { serveSite: true },
): Promise<FastifyInstance> {
  const headers = securityHeaders(
    contentSecurityPolicy(
      readBuildInfo(config.distDir),
      serveSite ? inlineScriptHashes(readBuiltHtml(config.distDir)) : [],
    ),
    config.hsts,
  );
  const app = Fastify({
    logger,
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(config.trustProxy),
    return503OnClosing: true,
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_MS,
    },
    clientErrorHandler: clientErrorHandler(headers),
    frameworkErrors: frameworkErrors(headers),
    // A request target in absolute form ("GET http://host/path", RFC 9112 3.2.2, which a server
    // must accept) is routed, served and logged by its path and query, as any other.
    rewriteUrl: (req) => (req.url ?? '/').replace(ABSOLUTE_FORM, '') || '/',
  });
  continueAfterChecks(app);

  // A script, stylesheet, font or bitmap is never a document: the policy headers (about 1 KB
  // with the CSP) would only add to every one of them. nosniff is what a subresource needs.
  // Everything else, SVG included (a document when opened alone), gets them all.
  app.addHook('onRequest', async (req, reply) => {
    reply.headers(SUBRESOURCE.test(req.url) ? { 'x-content-type-options': 'nosniff' } : headers);
  });
  app.addHook('onResponse', async (req, reply) => logRequest(req, reply));
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler(notFoundPage(serveSite ? config.distDir : undefined)));

  const failures = new DbFailures(app.log, config.databaseUrl !== null);
  // With PGlite this process is the only writer (the folder is locked), so its own writes keep
  // the count exact and the table is scanned once, here, before the first visitor.
  const counts = new CountCache(
    db,
    config.databaseUrl
      ? { ttlMs: SHARED_COUNT_TTL_MS, ping: true }
      : { ttlMs: Number.POSITIVE_INFINITY, ping: false },
  );
  try {
    await ensureChatLogs(db);
    await counts.get();
  } catch (error) {
    // PostgreSQL may be down at start; the server still starts, and the first write creates it.
    failures.report('setup', error);
  }

  await app.register(rateLimit, {
    global: false,
    keyGenerator: (req) => clientKey(req.ip),
    // `after` is the time left until the count resets, not the window: that is the route's own.
    errorResponseBuilder: (req, context) => ({
      statusCode: 429,
      code: 'PGRST429',
      message: `Too many ${req.method === 'POST' ? 'writes' : 'reads'}: at most ${context.max} per ${formatWindow(windowOf(req))}; try again in ${context.after}`,
      details: null,
      hint: null,
    }),
  });
  await app.register(healthRoutes, { db, failures });
  await app.register(restRoutes, {
    prefix: '/rest/v1',
    db,
    counts,
    failures,
    anonKey: config.anonKey,
    rateLimit: { max: config.rateLimitMax, timeWindow: config.rateLimitWindowMs },
    readRateLimit: { max: config.readRateLimitMax, timeWindow: config.rateLimitWindowMs },
  });
  // Without a token the owner's path does not exist: it answers the site's 404, as any other.
  if (config.ownerToken) await app.register(ownerRoutes, { db, token: config.ownerToken });
  if (serveSite) await app.register(staticSite, { distDir: config.distDir });
  return app;
}
