import { BlockList, isIP } from 'node:net';

/**
 * Which addresses an outbound fetch may connect to. Everything that is not a public unicast address is refused:
 * a URL given by a user must never reach this machine, the cluster, the cloud's metadata endpoint or any
 * private network (server-side request forgery). The ranges follow the IANA special-purpose registries.
 */
// Two lists: Node's BlockList matches IPv4 addresses against IPv4-mapped IPv6 rules too, so the IPv6 rules that
// cover the mapped and compatible ranges would otherwise refuse every IPv4 address.
const blocked4 = new BlockList();
const blocked6 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network", including 0.0.0.0 (which reaches the local host on Linux)
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, including cloud metadata 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation TEST-NET-1
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation TEST-NET-2
  ['203.0.113.0', 24], // documentation TEST-NET-3
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, including broadcast 255.255.255.255
] as const) {
  blocked4.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible addresses
  ['::ffff:0:0', 96], // IPv4-mapped: would reach whatever IPv4 address it embeds
  ['64:ff9b::', 96], // NAT64 well-known prefix (embeds IPv4)
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments, including Teredo 2001::/32
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds IPv4)
  ['3fff::', 20], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blocked6.addSubnet(net, prefix, 'ipv6');
}

/** Strips the brackets of an IPv6 URL host (`[::1]`). */
export function bareHost(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

function family(address: string): 'ipv4' | 'ipv6' | null {
  const v = isIP(address);
  return v === 4 ? 'ipv4' : v === 6 ? 'ipv6' : null;
}

/** True for an address no user-supplied URL may reach (anything that is not a public unicast address). */
export function isForbiddenAddress(address: string): boolean {
  const f = family(address);
  if (!f) return true; // not an address at all: never connect to it
  return f === 'ipv4' ? blocked4.check(address, 'ipv4') : blocked6.check(address, 'ipv6');
}

/**
 * The operator's exceptions (`FETCH_ALLOWED_PRIVATE`, like Mastodon's ALLOWED_PRIVATE_ADDRESSES): IP addresses,
 * CIDR ranges, and host names whose resolved addresses are let through. Empty by default.
 */
export interface AllowedPrivate {
  allowsAddress(address: string): boolean;
  allowsHost(hostname: string): boolean;
}

export function parseAllowedPrivate(entries: readonly string[]): AllowedPrivate {
  const list = new BlockList();
  const hosts = new Set<string>();
  for (const raw of entries) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    const [net, prefixText] = entry.split('/');
    const f = family(bareHost(net!));
    if (f && prefixText !== undefined) {
      const prefix = Number(prefixText);
      const max = f === 'ipv4' ? 32 : 128;
      if (!/^\d{1,3}$/.test(prefixText) || prefix > max) throw new Error(`Invalid CIDR: ${raw}`);
      list.addSubnet(bareHost(net!), prefix, f);
    } else if (f) {
      list.addAddress(bareHost(net!), f);
    } else if (/^[a-z0-9.-]+$/.test(entry) && prefixText === undefined) {
      hosts.add(entry.replace(/\.$/, ''));
    } else {
      throw new Error(`Invalid FETCH_ALLOWED_PRIVATE entry: ${raw}`);
    }
  }
  return {
    allowsAddress(address) {
      const f = family(address);
      return f !== null && list.check(address, f);
    },
    allowsHost(hostname) {
      return hosts.has(hostname.toLowerCase().replace(/\.$/, ''));
    },
  };
}

export const nothingAllowed: AllowedPrivate = parseAllowedPrivate([]);
