/** Parsers for the server's environment values; each throws a message naming the variable. */
import { isIP } from 'node:net';

export type Env = Record<string, string | undefined>;

/** Hops to trust, or the proxies' addresses and ranges (proxy-addr's forms); false: none. */
export type TrustProxy = false | number | string[];

/** Decimal digits only: Number() would also take 0x1F90, 1e3, " 80" and 80.0. */
export function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= max)) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

export function bool(env: Env, name: string): boolean {
  const raw = (env[name] ?? '').toLowerCase();
  if (['', '0', 'false', 'no'].includes(raw)) return false;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

// proxy-addr's names for the loopback, link-local and private ranges.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(value: string): boolean {
  if (NAMED_RANGES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * `true` is one hop: the client is the address the one proxy appended (the right-most), since
 * everything left of it is what the client wrote. A list names the proxies, so a request that
 * bypasses one of them cannot forge its way past the others.
 */
export function trustProxy(env: Env): TrustProxy {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  const lower = raw.toLowerCase();
  // A TLS-terminating proxy in front was what HTTPS=true always implied.
  if (raw === '') return bool(env, 'HTTPS') ? 1 : false;
  if (['0', 'false', 'no'].includes(lower)) return false;
  if (['true', 'yes'].includes(lower)) return 1;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops <= 32) return hops === 0 ? false : hops;
  } else {
    const list = raw.split(',').map((item) => item.trim());
    if (list.every(isAddressOrRange)) return list;
  }
  throw new Error(
    `TRUST_PROXY must be true, false, a number of proxies in front (1 to 32), or a comma-separated list of the proxies' IP addresses or CIDR ranges; got "${raw}"`,
  );
}

/** An empty value means "not set"; a value of only spaces is a mistake, not "no key". */
export function anonKey(env: Env): string | null {
  const raw = env.ANON_KEY;
  if (raw === undefined || raw === '') return null;
  const key = raw.trim();
  if (key === '') {
    throw new Error(
      'ANON_KEY is only whitespace: set the public key, or leave ANON_KEY unset to accept requests without one',
    );
  }
  return key;
}
