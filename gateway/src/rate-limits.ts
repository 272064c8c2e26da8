import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { MemoryStore, ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { Redis } from 'ioredis';
import { UnavailableError } from '@canopy/service-kit';
import type { GatewayConfig } from './config';

export const RATE_LIMITED = 'Too many attempts. Please try again later.';
const RATE_LIMIT_UNAVAILABLE = 'Sign-in is temporarily unavailable. Please try again shortly.';

export interface RateLimits {
  loginPerIp: RequestHandler;
  loginPerAccount: RequestHandler;
  registerPerIp: RequestHandler;
  registerPerAccount: RequestHandler;
  /** The footer's newsletter box is open to visitors; this keeps it from being used to flood the list. */
  newsletterPerIp: RequestHandler;
  close(): void;
}

/**
 * Sign-in and registration limits, per client address (worked out once by the trust-proxy rule) and per account
 * (username). Counters live in Redis when it is
 * configured (shared by every gateway instance), else in process. A counter store that fails answers 503:
 * an attempt is never let through uncounted.
 */
export function createRateLimits(
  config: GatewayConfig,
  redis: Redis | undefined,
  clientAddress: (req: Request) => string,
): RateLimits {
  const memoryStores: MemoryStore[] = [];

  function limiter(
    name: string,
    limit: number,
    opts: { key?: (req: Request) => string; failuresOnly: boolean },
  ): RequestHandler {
    let store: Store;
    if (redis) store = redisStore(redis, `${config.REDIS_KEY_PREFIX}rl:${name}:`);
    else {
      const memory = new MemoryStore();
      memoryStores.push(memory);
      store = memory;
    }
    const middleware = rateLimit({
      windowMs: config.RATE_LIMIT_WINDOW_MS,
      limit,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      // Sign-in counts failures only (a user who signs in often is not an attacker); registration counts all.
      skipSuccessfulRequests: opts.failuresOnly,
      // 5xx means we failed, not the user: it does not count against them.
      requestWasSuccessful: (_req, res) => res.statusCode < 400 || res.statusCode >= 500,
      // Per address: the gateway's one client address (client-address.ts), IPv6 grouped by /56 as the library does.
      keyGenerator: opts.key ?? ((req: Request) => ipKeyGenerator(clientAddress(req))),
      store,
      passOnStoreError: false,
      handler: (_req, res) => {
        res.status(429).json({ message: RATE_LIMITED, code: 'rate_limited' });
      },
    });
    return (req: Request, res: Response, next: NextFunction) => {
      void middleware(req, res, (err?: unknown) => {
        if (err) next(new UnavailableError(RATE_LIMIT_UNAVAILABLE));
        else next();
      });
    };
  }

  const account = (req: Request) => {
    const username = (req.body as { username?: unknown } | undefined)?.username;
    return typeof username === 'string' ? username.trim().toLowerCase() : '';
  };

  return {
    loginPerIp: limiter('login-ip', config.RATE_LIMIT_LOGIN_PER_IP, { failuresOnly: true }),
    loginPerAccount: limiter('login-account', config.RATE_LIMIT_LOGIN_PER_ACCOUNT, {
      key: account,
      failuresOnly: true,
    }),
    registerPerIp: limiter('register-ip', config.RATE_LIMIT_REGISTER_PER_IP, { failuresOnly: false }),
    registerPerAccount: limiter('register-account', config.RATE_LIMIT_REGISTER_PER_ACCOUNT, {
      key: account,
      failuresOnly: false,
    }),
    newsletterPerIp: limiter('newsletter-ip', config.RATE_LIMIT_NEWSLETTER_PER_IP, { failuresOnly: false }),
    close() {
      for (const s of memoryStores) s.shutdown();
    },
  };
}

function redisStore(redis: Redis, prefix: string): Store {
  const store = new RedisStore({
    prefix,
    sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<RedisReply>,
  });
  // The store loads its scripts as soon as it is made; with Redis down that rejects, and it reloads them on
  // first use. Mark those first attempts handled so they do not crash the process.
  const scripts = store as unknown as {
    incrementScriptSha?: Promise<unknown>;
    getScriptSha?: Promise<unknown>;
  };
  scripts.incrementScriptSha?.catch(() => {});
  scripts.getScriptSha?.catch(() => {});
  return store;
}
