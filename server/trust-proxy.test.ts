/**
 * Which address the write limit counts behind proxies. Each proxy appends the address it saw to
 * X-Forwarded-For, so only the right-most entries are facts; what the client wrote is on the left.
 */
import { describe, expect, it } from 'vitest';
import { post, row, startApp } from './test-support/harness';

async function statuses(base: string, forwardedFor: string[]): Promise<number[]> {
  const out: number[] = [];
  for (const xff of forwardedFor) {
    out.push((await post(base, row(), { 'x-forwarded-for': xff })).status);
  }
  return out;
}

describe('TRUST_PROXY', () => {
  it('true: one proxy, so the client is the address it appended, however the left is forged', async () => {
    const server = await startApp({ TRUST_PROXY: 'true', RATE_LIMIT_MAX: '2' });
    try {
      const forged = Array.from({ length: 6 }, (_, i) => `10.9.9.${i}, 203.0.113.7`);
      expect(await statuses(server.base, forged)).toEqual([201, 201, 429, 429, 429, 429]);
      // Another real client behind the same proxy has its own allowance.
      expect(await statuses(server.base, ['203.0.113.8'])).toEqual([201]);
    } finally {
      await server.close();
    }
  });

  it('a number n: n proxies, so the client is the n-th address from the right', async () => {
    const server = await startApp({ TRUST_PROXY: '2', RATE_LIMIT_MAX: '1' });
    try {
      // CDN edge 198.51.100.1 forwarded for the client 203.0.113.7; the load balancer connected.
      expect(
        await statuses(server.base, [
          '1.1.1.1, 203.0.113.7, 198.51.100.1',
          '2.2.2.2, 203.0.113.7, 198.51.100.2',
          '203.0.113.9, 198.51.100.1',
        ]),
      ).toEqual([201, 429, 201]);
    } finally {
      await server.close();
    }
  });

  it('a list: those proxies are skipped, and the first address not among them is the client', async () => {
    const server = await startApp({
      TRUST_PROXY: '127.0.0.1, 198.51.100.0/24',
      RATE_LIMIT_MAX: '1',
    });
    try {
      expect(
        await statuses(server.base, [
          '1.1.1.1, 203.0.113.7, 198.51.100.1',
          '2.2.2.2, 203.0.113.7, 198.51.100.9',
          // Straight to the load balancer, bypassing the CDN: its real address, not the forgery.
          '203.0.113.7',
          '5.5.5.5, 192.0.2.44',
          '6.6.6.6, 192.0.2.44',
        ]),
      ).toEqual([201, 429, 429, 201, 429]);
    } finally {
      await server.close();
    }
  });

  it('an IPv6 client is its /64: new addresses in it share one allowance', async () => {
    const server = await startApp({ TRUST_PROXY: 'true', RATE_LIMIT_MAX: '2' });
    try {
      const inOne64 = ['2a01:4f8:1:2::1', '2a01:4f8:1:2::65', '2a01:4f8:1:2:ffff::9'];
      expect(await statuses(server.base, inOne64)).toEqual([201, 201, 429]);
      expect(await statuses(server.base, ['2a01:4f8:1:3::1'])).toEqual([201]);
    } finally {
      await server.close();
    }
  });

  it('without it, X-Forwarded-For is ignored and the socket address counts', async () => {
    const server = await startApp({ RATE_LIMIT_MAX: '1' });
    try {
      expect(await statuses(server.base, ['1.1.1.1', '2.2.2.2'])).toEqual([201, 429]);
    } finally {
      await server.close();
    }
  });
});
