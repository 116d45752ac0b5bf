import ipaddr from 'ipaddr.js';

/**
 * Who the rate limits count: an IPv4 address, or a global IPv6 client's /64. One IPv6
 * subscriber is usually given a whole /64 (2^64 addresses), so counting single addresses let one
 * client post without limit; a red-team pass did, at 201 on every new address. Other IPv6
 * addresses count one by one, as given: a /64 there may hold many clients (link-local peers, a
 * zone apart; IPv4 visitors translated into 64:ff9b::/96; a Teredo relay's users).
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip); // an IPv4-mapped IPv6 address counts as its IPv4 one
  if (address.kind() === 'ipv4') return address.toString();
  if (address.range() !== 'unicast') return ip;
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${prefix.map((part) => part.toString(16)).join(':')}::/64`;
}
