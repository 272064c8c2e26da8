import type { IncomingHttpHeaders } from 'node:http';
import { IDENTITY_HEADER, REQUEST_ID_HEADER } from '@canopy/contracts';

/**
 * Hop-by-hop headers (RFC 9110 §7.6.1): they belong to one connection, so the client's are not the service's
 * and the service's are not the client's. Transfer-Encoding is the framing of its own connection too.
 */
export const HOP_BY_HOP: readonly string[] = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

/**
 * What the gateway itself puts on a forwarded request. A client may name any header in its `Connection`, but
 * never one of these: `Connection: x-canopy-identity` would otherwise take the gateway's own token off.
 */
const GATEWAY_OWNED = new Set<string>([
  IDENTITY_HEADER,
  REQUEST_ID_HEADER,
  // Set by the gateway before forwarding (client-address.ts), from its trust-proxy rule.
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
]);

/**
 * The header names a message's `Connection` header lists (its connection options, lower-cased): hop-by-hop for
 * that message whatever they are called (RFC 9110 §7.6.1), so a proxy drops them with the standard ones.
 */
export function connectionOptions(value: string | string[] | undefined): Set<string> {
  const names = new Set<string>();
  if (value === undefined) return names;
  for (const line of Array.isArray(value) ? value : [value]) {
    for (const token of line.split(',')) {
      const name = token.trim().toLowerCase();
      if (name && !GATEWAY_OWNED.has(name)) names.add(name);
    }
  }
  return names;
}

/**
 * A predicate over header names: true for the standard hop-by-hop headers, those `headers.connection` names,
 * and `also`. Computed once per message; the forwarder asks it for each header it copies.
 */
export function hopByHopOf(
  headers: IncomingHttpHeaders,
  also: Iterable<string> = [],
): (name: string) => boolean {
  const named = connectionOptions(headers.connection);
  for (const name of HOP_BY_HOP) named.add(name);
  for (const name of also) named.add(name);
  return (name) => named.has(name);
}

/**
 * A WebSocket handshake (request or 101 answer) keeps `Connection: Upgrade` and its `Upgrade` header, which are
 * the handshake itself; every other hop-by-hop header, and every header its `Connection` names, goes.
 */
export function keepOnlyUpgradeHops(headers: IncomingHttpHeaders): void {
  const isHop = hopByHopOf(headers);
  for (const name of Object.keys(headers)) {
    if (name !== 'upgrade' && isHop(name)) delete headers[name];
  }
  headers.connection = 'Upgrade';
}
