/** Server settings, parsed once at start; a wrong value stops start-up with a clear message. */
import { resolve } from 'node:path';
import { anonKey, bool, int, trustProxy, type Env, type TrustProxy } from './config-values';
import { ownerToken } from './owner-token';

export type { TrustProxy } from './config-values';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  anonKey: string | null;
  /** Opens GET /owner/chat-report; null: the route does not exist. */
  ownerToken: string | null;
  trustProxy: TrustProxy;
  /** Strict-Transport-Security: the page is served over TLS (by a proxy in front). */
  hsts: boolean;
  rateLimitMax: number;
  /** Count probes per address per window: one per page load, so far more than writes. */
  readRateLimitMax: number;
  rateLimitWindowMs: number;
  headersTimeoutMs: number;
  /** Whole request, body included: a body trickling in a byte at a time cannot hold a socket. */
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** How long SIGTERM waits for requests in flight before closing their connections. */
  shutdownTimeoutMs: number;
  distDir: string;
  logLevel: string;
}

export function parseConfig(env: Env, cwd = process.cwd()): ServerConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const proxy = trustProxy(env);
  const key = anonKey(env);
  const requestTimeoutMs = int(env, 'REQUEST_TIMEOUT_MS', 30_000, 1000, 600_000);
  // Node refuses a headers timeout longer than the request timeout.
  const headersTimeoutMs = int(env, 'HEADERS_TIMEOUT_MS', 10_000, 1000, requestTimeoutMs);
  return {
    port: int(env, 'PORT', 8080, 0, 65535),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: resolve(cwd, env.DATA_DIR?.trim() || 'data'),
    databaseUrl,
    anonKey: key,
    ownerToken: ownerToken(env, key),
    trustProxy: proxy,
    hsts: proxy !== false || bool(env, 'HTTPS'),
    // Each question logs two rows, and a school, an office or a phone carrier puts many
    // visitors behind one address: 120 is ten visitors asking every ten seconds.
    rateLimitMax: int(env, 'RATE_LIMIT_MAX', 120, 1, 1_000_000),
    readRateLimitMax: int(env, 'READ_RATE_LIMIT_MAX', 600, 1, 1_000_000),
    rateLimitWindowMs: int(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1000, 86_400_000),
    headersTimeoutMs,
    requestTimeoutMs,
    keepAliveTimeoutMs: int(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000, 1000, 600_000),
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    distDir: resolve(cwd, env.DIST_DIR?.trim() || 'dist'),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
  };
}
