import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

describe('server settings', () => {
  it('takes PORT only as a decimal whole number from 0 to 65535', () => {
    expect(parseConfig({ PORT: '8081' }).port).toBe(8081);
    expect(parseConfig({ PORT: '0' }).port).toBe(0);
    for (const bad of ['0x1F90', '1e3', '80.0', '+80', ' 80', '65536', '-1', '0b1', 'eighty']) {
      expect(() => parseConfig({ PORT: bad }), bad).toThrow(/PORT must be a whole number/);
    }
  });

  it('refuses an ANON_KEY of only spaces rather than turning the key check off', () => {
    expect(parseConfig({ ANON_KEY: ' key ' }).anonKey).toBe('key');
    expect(parseConfig({ ANON_KEY: '' }).anonKey).toBeNull();
    expect(parseConfig({}).anonKey).toBeNull();
    for (const blank of [' ', '   ', '\t']) {
      expect(() => parseConfig({ ANON_KEY: blank })).toThrow(/ANON_KEY/);
    }
  });

  it('reads TRUST_PROXY as hops or proxy addresses, true being one hop', () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: 'yes' }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseConfig({ HTTPS: 'true' }).trustProxy).toBe(1);
    expect(
      parseConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1, fd00::/8' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8']);
    expect(parseConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    for (const bad of [
      'maybe',
      '10.0.0.0/33',
      '300.1.1.1',
      '10.0.0.1,',
      'fd00::/129',
      '1.5',
      '99',
    ]) {
      expect(() => parseConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('sends HSTS behind a proxy or with HTTPS', () => {
    expect(parseConfig({}).hsts).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '1' }).hsts).toBe(true);
    expect(parseConfig({ TRUST_PROXY: '127.0.0.1' }).hsts).toBe(true);
    expect(parseConfig({ HTTPS: 'true' }).hsts).toBe(true);
  });

  it('bounds headers, request and keep-alive time, and the drain on shutdown', () => {
    const config = parseConfig({});
    expect(config.headersTimeoutMs).toBe(10_000);
    expect(config.requestTimeoutMs).toBe(30_000);
    expect(config.keepAliveTimeoutMs).toBe(5_000);
    expect(config.shutdownTimeoutMs).toBe(10_000);
    expect(() => parseConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => parseConfig({ HEADERS_TIMEOUT_MS: '40000' })).toThrow(/HEADERS_TIMEOUT_MS/);
  });

  it('has a per-address read limit far above one probe per page load', () => {
    expect(parseConfig({}).readRateLimitMax).toBeGreaterThanOrEqual(300);
    expect(parseConfig({ READ_RATE_LIMIT_MAX: '5' }).readRateLimitMax).toBe(5);
  });
});
