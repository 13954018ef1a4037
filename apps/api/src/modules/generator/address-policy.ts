import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Addresses the generator must never fetch on the business's behalf: this
 * machine, private networks, link-local (cloud metadata at 169.254.169.254),
 * carrier-grade NAT, unique-local IPv6 and everything not routable on the internet.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT (also Alibaba's metadata address)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF assignments (Oracle's metadata address)
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments, Teredo
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (AWS metadata fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address (with an optional dotted IPv4 tail). */
function ipv6Groups(address: string): number[] {
  let text = address.replace(/%.*$/, '');
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail) {
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const start = parse(head);
  const end = parse(rest ?? '');
  const fill = rest === undefined ? [] : new Array<number>(8 - start.length - end.length).fill(0);
  return [...start, ...fill, ...end];
}

const toIPv4 = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/** The IPv4 address an IPv6 address carries (NAT64, 6to4), checked by the IPv4 rules too. */
function embeddedIPv4(address: string): string | null {
  const g = ipv6Groups(address);
  if (g.length !== 8) return null;
  // 64:ff9b::/96 and 64:ff9b:1::/48 (NAT64): the last 32 bits.
  if (g[0] === 0x64 && g[1] === 0xff9b) return toIPv4(g[6]!, g[7]!);
  // 2002::/16 (6to4): bits 16 to 48.
  if (g[0] === 0x2002) return toIPv4(g[1]!, g[2]!);
  return null;
}

/** True when `address` (an IP literal) is not a public internet address. */
export function isPrivateAddress(address: string): boolean {
  if (isIPv4(address)) return blocked.check(address, 'ipv4');
  if (!isIPv6(address)) return true;
  // IPv4-mapped addresses (::ffff:a.b.c.d) are matched against the IPv4 rules by BlockList itself.
  if (blocked.check(address, 'ipv6')) return true;
  const inner = embeddedIPv4(address);
  return inner !== null && blocked.check(inner, 'ipv4');
}
