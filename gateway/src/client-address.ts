import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/** Express's compiled `trust proxy` rule (`app.get('trust proxy fn')`): whether the hop at `address` is trusted. */
export type TrustProxy = (address: string | undefined, hop: number) => boolean;

/** Forwarding headers a client may send; only those of a trusted proxy are read, none is passed on as sent. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
];

const addresses = new WeakMap<IncomingMessage, string>();

/**
 * The client's address, worked out once per request by the trust-proxy rule (TRUST_PROXY; Express's own, through
 * proxy-addr): the socket's peer, or, when that peer is a trusted proxy, the nearest X-Forwarded-For entry that no
 * trusted proxy stands behind. With no trusted hop (the default) what a client writes in X-Forwarded-For changes
 * nothing. Every per-address limit of the gateway, and every service's through the signed identity, uses this.
 */
export function clientAddressOf(req: IncomingMessage, trust: TrustProxy): string {
  let address = addresses.get(req);
  if (address === undefined) {
    address = plainAddress(proxyaddr(req, (addr, hop) => trust(addr, hop)));
    addresses.set(req, address);
  }
  return address;
}

/** `::ffff:192.0.2.1` (an IPv4 peer of a dual-stack socket) is `192.0.2.1`, so one client has one key. */
function plainAddress(address: string | undefined): string {
  if (!address) return 'unknown';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

/**
 * Replaces whatever forwarding headers the request came with by the gateway's own, for the service: the client's
 * address in X-Forwarded-For, and the host, scheme and port the client asked for (a trusted proxy's
 * X-Forwarded-Host and -Proto, else this connection's Host and TLS), as Express's `req.host` and `req.protocol` read
 * them. A client's own forwarding headers never reach a service.
 */
export function setForwardedHeaders(req: IncomingMessage, trust: TrustProxy): void {
  const headers = req.headers;
  const address = clientAddressOf(req, trust);
  const viaTrustedProxy = trust(req.socket.remoteAddress, 0);
  const host = (viaTrustedProxy ? firstValue(headers, 'x-forwarded-host') : undefined) ?? headers.host ?? '';
  const proto = isSecureRequest(req, trust) ? 'https' : 'http';
  for (const name of FORWARDING_HEADERS) delete headers[name];
  headers['x-forwarded-for'] = address;
  headers['x-forwarded-host'] = host;
  headers['x-forwarded-proto'] = proto;
  headers['x-forwarded-port'] = /:(\d+)$/.exec(host)?.[1] ?? (proto === 'https' ? '443' : '80');
}

/** Express's `req.secure` for a raw request: TLS here, or `X-Forwarded-Proto: https` from a trusted proxy. */
export function isSecureRequest(req: IncomingMessage, trust: TrustProxy): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (!trust(req.socket.remoteAddress, 0)) return false;
  return firstValue(req.headers, 'x-forwarded-proto') === 'https';
}

function firstValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const raw = headers[name];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.split(',')[0]?.trim();
  return value || undefined;
}
