/**
 * The owner's secret (OWNER_TOKEN): read at start, then compared in constant time. It opens the
 * chat report, so it must never be the public anon key, which every visitor's browser holds.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Env } from './config-values';

/** Long enough that guessing it through a rate-limited endpoint is hopeless. */
export const MIN_OWNER_TOKEN_CHARS = 24;

export function ownerToken(env: Env, anonKey: string | null): string | null {
  const raw = env.OWNER_TOKEN;
  if (raw === undefined || raw === '') return null;
  const token = raw.trim();
  // It travels in an HTTP header: visible ASCII only, so it reaches the server as it was set.
  if (!/^[\x21-\x7e]*$/.test(token)) {
    throw new Error('OWNER_TOKEN may hold only visible ASCII characters (no spaces)');
  }
  if (token.length < MIN_OWNER_TOKEN_CHARS) {
    throw new Error(
      `OWNER_TOKEN must be at least ${MIN_OWNER_TOKEN_CHARS} characters (for example: openssl rand -hex 24), got ${token.length}`,
    );
  }
  const publicKeys = [anonKey, env.VITE_SUPABASE_ANON_KEY?.trim()].filter(Boolean);
  if (publicKeys.includes(token)) {
    throw new Error(
      'OWNER_TOKEN must not be the public anon key (ANON_KEY, VITE_SUPABASE_ANON_KEY): every visitor has that one. Set a secret of its own.',
    );
  }
  return token;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests, which are always 32 bytes, so neither content nor length leaks in time. */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
