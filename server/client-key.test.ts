import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key';

describe('the client a rate limit counts', () => {
  it('is an IPv4 address as given, also when it comes mapped into IPv6', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('203.0.113.8')).not.toBe(clientKey('203.0.113.7'));
  });

  it("is a global IPv6 address's /64, however the address is written", () => {
    const key = clientKey('2a01:4f8:1:2::1');
    for (const same of [
      '2a01:4f8:1:2::65',
      '2a01:04f8:0001:0002:ffff:ffff:ffff:ffff',
      '2A01:4F8:1:2:0:0:0:6c',
    ])
      expect(clientKey(same), same).toBe(key);
    expect(clientKey('2a01:4f8:1:3::1')).not.toBe(key);
  });

  it('is the whole address outside global unicast, where one /64 may hold many clients', () => {
    const pairs: [string, string][] = [
      ['fe80::1%eth0', 'fe80::2%eth0'], // link-local peers
      ['64:ff9b::c000:207', '64:ff9b::c000:208'], // IPv4 visitors translated (NAT64)
      ['2001:0:4136:e378:8000:63bf:3fff:fdd2', '2001:0:4136:e378:8000:63bf:3fff:fdd3'], // Teredo
      ['::1', '::2'],
    ];
    for (const [a, b] of pairs) expect(clientKey(a), a).not.toBe(clientKey(b));
  });

  it('leaves anything else as it came (Fastify gives an address; a test may give a name)', () => {
    expect(clientKey('localhost')).toBe('localhost');
  });
});
