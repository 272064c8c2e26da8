import pg from 'pg';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** A notice that anything may have changed: changes were made while no relay was listening. */
export const NOTICE_ALL = '*';
/** A relay's heartbeat: it is listening, so silence on the channel means nothing changed. */
export const NOTICE_HEARTBEAT = '~';

export interface NoticeRelayOptions {
  databaseUrl: string;
  /** The PostgreSQL channel a trigger notifies, one id per notification (sent at commit). */
  pgChannel: string;
  redisUrl: string;
  /** The Redis channel (with its key prefix) the notices are published on. */
  redisChannel: string;
  /** How often the relay says it is listening (NOTICE_HEARTBEAT). */
  heartbeatMs: number;
  /** Wait before listening again after the PostgreSQL connection was lost. */
  reconnectMs?: number;
  logger: Logger;
}

export interface NoticeRelay {
  close(): Promise<void>;
}

/**
 * Relays a table's change notifications from PostgreSQL (LISTEN) to Redis pub/sub, where every gateway hears them:
 * ids changed ("4,17"), NOTICE_ALL when it starts listening (again: what changed meanwhile is unknown), and
 * NOTICE_HEARTBEAT every `heartbeatMs` while it listens. A subscriber that hears no heartbeat knows it may miss
 * changes and must not rely on the notices (see the gateway's identity-changes.ts). Notifications of one turn of
 * the event loop leave as one message. Every instance of the service runs one: a change is told once by each.
 */
export function startNoticeRelay(opts: NoticeRelayOptions): NoticeRelay {
  const { logger } = opts;
  const redis = new Redis(opts.redisUrl, { maxRetriesPerRequest: null, lazyConnect: false });
  let lastRedisError = 0;
  redis.on('error', (err: Error) => {
    if (Date.now() - lastRedisError < 30_000) return;
    lastRedisError = Date.now();
    logger.warn({ err: err.message }, 'redis for change notices unavailable');
  });
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let changed = new Set<string>();
  let flushing = false;

  const publish = (message: string) =>
    void redis.publish(opts.redisChannel, message).catch((err: Error) => {
      logger.warn({ err: err.message }, 'change notice not published');
    });

  function flush() {
    flushing = false;
    if (changed.size === 0) return;
    const ids = [...changed].join(',');
    changed = new Set();
    publish(ids);
  }

  function lost(c: pg.Client, err?: Error) {
    if (client !== c) return;
    client = null;
    listening = false;
    if (err) logger.warn({ err: err.message }, 'change notices: listening stopped');
    void c.end().catch(() => undefined);
    if (!closed) retry = setTimeout(() => void listen(), opts.reconnectMs ?? 1000);
  }

  async function listen() {
    if (closed) return;
    const c = new pg.Client({ connectionString: opts.databaseUrl });
    client = c;
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    c.on('notification', (n) => {
      if (n.channel !== opts.pgChannel || !n.payload) return;
      changed.add(n.payload);
      if (!flushing) {
        flushing = true;
        setImmediate(flush);
      }
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(opts.pgChannel)}`);
    } catch (err) {
      lost(c, err as Error);
      return;
    }
    if (client !== c || closed) return;
    listening = true;
    publish(NOTICE_ALL);
    publish(NOTICE_HEARTBEAT);
  }

  const heartbeat = setInterval(() => {
    // Only while Redis is up: heartbeats queued meanwhile would claim a listening that nobody heard.
    if (listening && redis.status === 'ready') publish(NOTICE_HEARTBEAT);
  }, opts.heartbeatMs);
  heartbeat.unref();
  void listen();

  return {
    async close() {
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(retry);
      listening = false;
      const c = client;
      client = null;
      flush();
      await c?.end().catch(() => undefined);
      // Notices already published are sent before QUIT; with Redis down there is nothing to wait for.
      if (redis.status === 'ready') await redis.quit().catch(() => undefined);
      redis.disconnect();
    },
  };
}
