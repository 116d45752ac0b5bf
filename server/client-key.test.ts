import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key';

describe('the client a rate limit counts', () => {
  it('is an IPv4 address as given, also when it comes mapped into IPv6', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('203.0.113.8')).not.toBe(clientKey('203.0.113.7'));
  });

  it("is an IPv6 address's /64, however the address is written", () => {
    const key = clientKey('2001:db8:1:2::1');
    for (const same of [
      '2001:db8:1:2::65',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:0:0:0:6c',
    ])
      expect(clientKey(same), same).toBe(key);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves anything else as it came (Fastify gives an address; a test may give a name)', () => {
    expect(clientKey('localhost')).toBe('localhost');
  });
});
