// Request ids: the X-Request-Id a trusted reverse proxy (TRUST_PROXY) sends, so one id follows a request
// through the proxy's log and ours; otherwise (or when the header is unusable) one of our own.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4 } from 'node:net';

/** Printable ASCII without spaces, at most 128 characters: safe in a log line and a response header. */
const USABLE_ID = /^[\x21-\x7e]{1,128}$/;

/** proxy-addr's named ranges, which TRUST_PROXY accepts (config/env.ts). */
const NAMED_RANGES: Record<string, Array<[string, number, 'ipv4' | 'ipv6']>> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/** Whether a peer address is one of `trusted` (TRUST_PROXY's validated entries: addresses, CIDR ranges, named ranges). */
export function proxyMatcher(trusted: readonly string[]): (address: string | undefined) => boolean {
  if (trusted.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of trusted) {
    const named = NAMED_RANGES[entry.toLowerCase()];
    if (named) {
      for (const [net, bits, family] of named) list.addSubnet(net, bits, family);
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const family = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    if (!address) return false;
    // A dual-stack socket names an IPv4 peer as ::ffff:a.b.c.d.
    const plain = address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
    return list.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
  };
}

/**
 * Fastify's genReqId: the trusted proxy's X-Request-Id when usable, else an id unique across processes
 * (a random prefix) and cheap per request (a counter).
 */
export function requestIds(trustProxy: readonly string[]): (req: IncomingMessage) => string {
  const prefix = randomBytes(4).toString('hex');
  const fromProxy = proxyMatcher(trustProxy);
  let n = 0;
  return (req) => {
    const given = req.headers['x-request-id'];
    if (typeof given === 'string' && USABLE_ID.test(given) && fromProxy(req.socket?.remoteAddress)) return given;
    return `${prefix}-${(++n).toString(36)}`;
  };
}
