/** Server settings, parsed once at start; a wrong value stops start-up with a clear message. */
import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  anonKey: string | null;
  trustProxy: boolean;
  rateLimitMax: number;
  rateLimitWindowMs: number;
  distDir: string;
  logLevel: string;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function bool(env: Env, name: string): boolean {
  const raw = (env[name] ?? '').toLowerCase();
  if (['', '0', 'false', 'no'].includes(raw)) return false;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

export function parseConfig(env: Env, cwd = process.cwd()): ServerConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  return {
    port: int(env, 'PORT', 8080, 0, 65535),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: resolve(cwd, env.DATA_DIR?.trim() || 'data'),
    databaseUrl,
    anonKey: env.ANON_KEY?.trim() || null,
    trustProxy: bool(env, 'TRUST_PROXY') || bool(env, 'HTTPS'),
    rateLimitMax: int(env, 'RATE_LIMIT_MAX', 30, 1, 1_000_000),
    rateLimitWindowMs: int(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1000, 86_400_000),
    distDir: resolve(cwd, env.DIST_DIR?.trim() || 'dist'),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
  };
}
