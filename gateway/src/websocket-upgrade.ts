import { randomUUID } from 'node:crypto';
import { ServerResponse, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { REQUEST_ID_HEADER } from '@canopy/contracts';
import { HttpError, INTERNAL_ERROR_MESSAGE } from '@canopy/service-kit';
import { clientAddressOf, type TrustProxy } from './client-address';
import type { GatewayConfig } from './config';
import { gatewaySigner } from './gateway-signer';
import { CROSS_ORIGIN_REFUSED, originAllowed } from './origin-check';
import type { ServiceProxies } from './service-proxy';
import { prepareForwardedHeaders } from './service-proxy';
import type { SessionLayer } from './session-layer';
import { identityOf, type SessionUsers } from './session-user';
import { writeSocketError } from './socket-response';

export const WS_PATH = '/ws';

/**
 * `server.on('upgrade')` for `/ws`: the session is read through the same session layer as HTTP requests,
 * a signed-in user is required, and the connection is proxied to the live-session service with the signed
 * identity token. Anything else is answered on the raw socket and closed.
 */
export function createUpgradeHandler(deps: {
  config: GatewayConfig;
  sessions: SessionLayer;
  users: SessionUsers;
  proxies: ServiceProxies;
  trustProxy: TrustProxy;
  logger: Logger;
}) {
  const { config, sessions, users, proxies, trustProxy, logger } = deps;
  return async (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A client vanishing mid-handshake must not take the process down.
    socket.on('error', () => socket.destroy());
    const path = (req.url ?? '/').split('?')[0];
    if (path !== WS_PATH) return writeSocketError(socket, 404, { message: 'Not found', code: 'not_found' });
    // Cross-site WebSocket hijacking: a page elsewhere may not open a socket with our user's cookie.
    if (!originAllowed(req.headers, req.headers.host, config.ALLOWED_ORIGINS)) {
      return writeSocketError(socket, 403, { message: CROSS_ORIGIN_REFUSED, code: 'forbidden' });
    }
    const incoming = req.headers[REQUEST_ID_HEADER];
    const requestId =
      typeof incoming === 'string' && /^[\w.-]{1,128}$/.test(incoming) ? incoming : randomUUID();
    (req as IncomingMessage & { id?: string }).id = requestId;

    // express-session needs a response to hook; nothing is ever written to this one.
    const res = new ServerResponse(req);
    let token: string;
    try {
      await sessions.load(req, res);
      const user = await users.current(req as Request, res as unknown as Response);
      if (!user)
        return writeSocketError(socket, 401, { message: 'Authentication required', code: 'unauthenticated' });
      if (!proxies.has('live-session')) {
        return writeSocketError(socket, 404, {
          message: 'Live sessions are not available.',
          code: 'not_found',
        });
      }
      token = await gatewaySigner(config).sign(
        { user: identityOf(user), requestId, clientAddress: clientAddressOf(req, trustProxy) },
        'live-session',
      );
    } catch (err) {
      if (err instanceof HttpError) return writeSocketError(socket, err.status, err.toBody(), err.headers);
      logger.error({ err }, 'websocket upgrade failed');
      return writeSocketError(socket, 500, {
        message: INTERNAL_ERROR_MESSAGE,
        code: 'internal',
      });
    }
    prepareForwardedHeaders(req, token, requestId, trustProxy);
    proxies.upgrade('live-session', req, socket as Socket, head);
  };
}
