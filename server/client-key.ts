import ipaddr from 'ipaddr.js';

/**
 * Who the rate limits count: an IPv4 address, or an IPv6 client's /64. One IPv6 subscriber is
 * usually given a whole /64 (2^64 addresses), so counting single addresses let one client post
 * without limit; a red-team pass did, at 201 on every new address.
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip); // an IPv4-mapped IPv6 address counts as its IPv4 one
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${prefix.map((part) => part.toString(16)).join(':')}::/64`;
}
