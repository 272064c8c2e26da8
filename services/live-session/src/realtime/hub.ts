import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import {
  IDENTITY_HEADER,
  realtimeClientMessageSchema,
  realtimeCloseCodes,
  realtimeLimits,
  realtimeMessages,
  type Identity,
  type RealtimeServerMessage,
  type RealtimeTopic,
} from '@canopy/contracts';
import type { TokenVerifier } from '@canopy/service-kit';
import type { HubEnvelope, RealtimeBus } from './bus';

export const WS_PATH = '/ws';

export interface RealtimeHubOptions {
  /** The service's token verifier: the gateway's signature (its public key) is checked on every upgrade. */
  verifier: TokenVerifier;
  bus: RealtimeBus;
  logger: Logger;
  /** Ping frames every this many ms; a connection that did not answer the previous one is dropped. 0: no timer. */
  heartbeatMs: number;
  /** A connection with more than this many bytes waiting to be written is a slow client: it is dropped. */
  maxBufferedBytes: number;
}

export interface RealtimeHubStats {
  connections: number;
  /** Connections ended by the hub, per reason, since it started. */
  dropped: { slow: number; dead: number; abusive: number };
}

export interface RealtimeHub {
  /** Serves `/ws` upgrades on this HTTP server and starts receiving from the bus. */
  attach(server: Server): Promise<void>;
  /** One heartbeat round: drops connections that missed the previous ping, pings the others. */
  sweep(): void;
  stats(): RealtimeHubStats;
  close(): Promise<void>;
}

interface Connection {
  ws: WebSocket;
  user: Identity;
  alive: boolean;
  topics: Set<RealtimeTopic>;
  windowStart: number;
  windowCount: number;
}

/**
 * The realtime hub (/ws): one WebSocket per browser tab, signed in through the gateway. Every incoming frame
 * is size-checked (ws's maxPayload closes with 1009), rate-limited per connection (1008 on abuse) and validated
 * against the contract; `ping` gets a `pong`, `subscribe` follows a topic; a client's own `session_update` is
 * never relayed. Outgoing events come from the bus (every instance's, through Redis when configured) and are
 * written only to connections that keep up: one with too much unsent data is dropped, never buffered further.
 */
export function createRealtimeHub(opts: RealtimeHubOptions): RealtimeHub {
  const { verifier, bus, logger } = opts;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: realtimeLimits.maxMessageBytes,
    perMessageDeflate: false,
    clientTracking: false,
  });
  const connections = new Set<Connection>();
  const byUser = new Map<number, Set<Connection>>();
  const dropped = { slow: 0, dead: 0, abusive: 0 };
  let server: Server | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  function refuse(socket: Duplex, status: number, message: string, code: string) {
    const body = JSON.stringify({ message, code });
    const reason = status === 401 ? 'Unauthorized' : status === 404 ? 'Not Found' : 'Service Unavailable';
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const path = (req.url ?? '/').split('?')[0];
    if (path !== WS_PATH) return refuse(socket, 404, 'Not found', 'not_found');
    if (closed) return refuse(socket, 503, 'Shutting down', 'unavailable');
    const token = req.headers[IDENTITY_HEADER];
    void (async () => {
      let user: Identity | null = null;
      try {
        if (typeof token === 'string') user = (await verifier.verify(token)).user;
      } catch {
        user = null;
      }
      if (!user) return refuse(socket, 401, 'Authentication required', 'unauthenticated');
      const signedIn = user;
      wss.handleUpgrade(req, socket, head, (ws) => open(ws, signedIn));
    })();
  };

  function open(ws: WebSocket, user: Identity) {
    if (closed) return ws.close(realtimeCloseCodes.goingAway);
    const conn: Connection = {
      ws,
      user,
      alive: true,
      topics: new Set(),
      windowStart: Date.now(),
      windowCount: 0,
    };
    connections.add(conn);
    let mine = byUser.get(user.id);
    if (!mine) byUser.set(user.id, (mine = new Set()));
    mine.add(conn);
    ws.on('pong', () => {
      conn.alive = true;
    });
    ws.on('message', (data, isBinary) => onMessage(conn, data, isBinary));
    ws.on('error', (err) => logger.debug({ err, userId: user.id }, 'realtime connection error'));
    ws.on('close', () => {
      connections.delete(conn);
      const set = byUser.get(user.id);
      set?.delete(conn);
      if (set?.size === 0) byUser.delete(user.id);
    });
  }

  function reply(conn: Connection, message: RealtimeServerMessage) {
    write(conn, Buffer.from(JSON.stringify(message)));
  }

  function onMessage(conn: Connection, data: RawData, isBinary: boolean) {
    const now = Date.now();
    if (now - conn.windowStart >= realtimeLimits.rateLimitWindowMs) {
      conn.windowStart = now;
      conn.windowCount = 0;
    }
    conn.windowCount += 1;
    if (conn.windowCount > realtimeLimits.rateLimitMessages) {
      dropped.abusive += 1;
      logger.info({ userId: conn.user.id }, 'realtime connection closed: too many messages');
      reply(conn, { type: 'error', code: 'rate_limited', message: realtimeMessages.tooManyMessages });
      conn.ws.close(realtimeCloseCodes.policyViolation, realtimeMessages.tooManyMessages);
      return;
    }
    let parsed: unknown;
    try {
      if (isBinary) throw new Error('binary frame');
      parsed = JSON.parse(rawText(data));
    } catch {
      return reply(conn, { type: 'error', code: 'invalid_json', message: realtimeMessages.invalidJson });
    }
    const result = realtimeClientMessageSchema.safeParse(parsed);
    if (!result.success) {
      return reply(conn, {
        type: 'error',
        code: 'invalid_message',
        message: realtimeMessages.invalidMessage,
      });
    }
    const message = result.data;
    switch (message.type) {
      case 'ping':
        return reply(conn, { type: 'pong', timestamp: message.timestamp, serverTime: Date.now() });
      case 'subscribe':
        if (!conn.topics.has(message.topic) && conn.topics.size >= realtimeLimits.maxSubscriptions) {
          return reply(conn, {
            type: 'error',
            code: 'too_many_subscriptions',
            message: realtimeMessages.tooManySubscriptions,
          });
        }
        conn.topics.add(message.topic);
        return reply(conn, { type: 'subscribed', topic: message.topic });
      case 'unsubscribe':
        conn.topics.delete(message.topic);
        return reply(conn, { type: 'unsubscribed', topic: message.topic });
      case 'session_update':
        // The specification's client announces its own creations; the server has already broadcast the
        // committed change, so this is never relayed (nobody could otherwise trust a session_update).
        logger.debug({ userId: conn.user.id }, 'client session_update ignored');
        return;
    }
  }

  /**
   * Writes unless the connection is falling behind; a slow one is dropped instead of buffered. `data` is the
   * UTF-8 of the JSON, encoded once per message however many sockets it goes to.
   */
  function write(conn: Connection, data: Buffer) {
    const { ws } = conn;
    if (ws.readyState !== WebSocket.OPEN) return;
    if (ws.bufferedAmount + data.length > opts.maxBufferedBytes) {
      dropped.slow += 1;
      logger.info({ userId: conn.user.id, buffered: ws.bufferedAmount }, 'realtime slow client dropped');
      ws.terminate();
      return;
    }
    ws.send(data, { binary: false });
  }

  function deliver(envelope: HubEnvelope) {
    const data = Buffer.from(JSON.stringify(envelope.message));
    const { to } = envelope;
    if ('userId' in to) {
      for (const conn of byUser.get(to.userId) ?? []) write(conn, data);
      return;
    }
    for (const conn of connections) {
      if ('all' in to) write(conn, data);
      else if ('role' in to) {
        if (conn.user.role === to.role) write(conn, data);
      } else if (conn.topics.has(to.topic)) write(conn, data);
    }
  }

  function sweep() {
    for (const conn of connections) {
      if (!conn.alive) {
        dropped.dead += 1;
        conn.ws.terminate();
        continue;
      }
      conn.alive = false;
      try {
        conn.ws.ping();
      } catch {
        conn.ws.terminate();
      }
    }
  }

  return {
    async attach(s) {
      server = s;
      await bus.receive(deliver);
      s.on('upgrade', onUpgrade);
      if (opts.heartbeatMs > 0) {
        timer = setInterval(sweep, opts.heartbeatMs);
        timer.unref();
      }
    },
    sweep,
    stats: () => ({ connections: connections.size, dropped: { ...dropped } }),
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      server?.off('upgrade', onUpgrade);
      for (const conn of connections) conn.ws.close(realtimeCloseCodes.goingAway, 'Server shutting down');
      // Whoever has not closed within a moment is cut off.
      const deadline = Date.now() + 1_000;
      while (connections.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      for (const conn of connections) conn.ws.terminate();
      wss.close();
      await bus.close();
    },
  };
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
