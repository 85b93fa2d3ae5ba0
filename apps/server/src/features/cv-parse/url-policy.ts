import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Which addresses the server may fetch a CV page from (ADR 0010). Everything that is not the
 * public internet is refused: a URL given by a user must not reach our own network, the cloud's
 * metadata service (169.254.169.254) or the machine itself.
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** An IPv4 address inside IPv6 (::ffff:a.b.c.d, 64:ff9b::a.b.c.d, 2002:AABB:CCDD::/16 6to4) is judged as IPv4. */
function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = lower.match(/^(?:::ffff:|::ffff:0:|64:ff9b::|::)(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted?.[1]) return dotted[1];
  const hex = lower.match(/^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/);
  const sixToFour = lower.match(/^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4}):/);
  const pair = hex ?? sixToFour;
  if (pair?.[1] && pair[2]) {
    const hi = Number.parseInt(pair[1], 16);
    const lo = Number.parseInt(pair[2], 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return undefined;
}

/** True when the server may connect to this literal IP address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    if (v4) return isPublicAddress(v4);
    return !blocked.check(address, 'ipv6');
  }
  return !blocked.check(address, 'ipv4');
}

export type Resolver = (host: string) => Promise<Array<{ address: string; family: number }>>;

const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/**
 * Every address the host name resolves to, refused if any one is not public: a name with one
 * public and one private address could be answered either way at connect time.
 */
export async function resolvePublic(
  host: string,
  options: { allowPrivate: boolean; resolve?: Resolver },
): Promise<Array<{ address: string; family: number }>> {
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses = isIP(bare)
    ? [{ address: bare, family: isIP(bare) }]
    : await (options.resolve ?? systemResolver)(bare);
  if (addresses.length === 0) throw new Error('no address');
  if (!options.allowPrivate && !addresses.every((a) => isPublicAddress(a.address))) throw new UrlNotAllowed();
  return addresses;
}

export class UrlNotAllowed extends Error {}

/** http(s) with a host, and no user name or password in it. */
export function checkUrlShape(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UrlNotAllowed();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UrlNotAllowed();
  if (!url.hostname || url.username || url.password) throw new UrlNotAllowed();
  return url;
}
