import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Router, type Request } from 'express';
import type { AnyInternalCall, InternalApi, InternalCallAnswer } from '@canopy/contracts';
import { HttpError, NotFoundError } from '../errors';
import { baseApp, errorHandler, jsonBodyParser, notFoundHandler } from '../http-app';
import { identityMiddleware } from '../identity-middleware';
import { defineInternalRoute, type InternalRouteInput } from '../internal-route';
import { publicJwks } from '../tokens/signing-keys';
import { createTokenVerifier } from '../tokens/token-verifier';
import { testPeerJwks, testSigningKey } from './test-keys';

/** How a stand-in answers one call: the typed answer, or null for "none" (a 404) where the call allows it. */
export type StandInHandler<C extends AnyInternalCall> = (
  input: InternalRouteInput<C>,
  req: Request,
) => InternalCallAnswer<C> | Promise<InternalCallAnswer<C>>;

export type StandInHandlers<C extends Record<string, AnyInternalCall>> = {
  [K in keyof C]?: StandInHandler<C[K]>;
};

/** One request a stand-in answered: which call, its URL (path and query) and the calling service. */
export interface StandInRequest {
  call: string;
  url: string;
  service: string | undefined;
}

export interface InternalStandIn<C extends Record<string, AnyInternalCall>> {
  /** Base URL to configure the caller with (e.g. COURSE_URL). */
  url: string;
  /** Every request, in order. */
  requests: StandInRequest[];
  /** The URLs of `requests` (`/internal/courses/7/owner`, `/internal/users?ids=1,2`). */
  readonly calls: string[];
  /** While down, answers 500 to every call, or to the calls named in `only`. */
  setDown(down: boolean, only?: ReadonlyArray<keyof C>): void;
  /** Answers a call another way (e.g. something the owner would never send); undefined restores the default. */
  answer<K extends keyof C>(
    call: K,
    handler: ((input: InternalRouteInput<C[K]>) => unknown) | undefined,
  ): void;
  stop(): Promise<void>;
}

/**
 * Another service's internal API served over HTTP on a free port, from the same declarations the real owner
 * mounts: tokens signed with a declared caller's test key are required, inputs are parsed with the declared schemas
 * (the owner's 400s), answers are typed by the contracts. Calls without a handler are not served (404).
 */
export async function startInternalStandIn<C extends Record<string, AnyInternalCall>>(
  api: InternalApi<C>,
  handlers: NoInfer<StandInHandlers<C>>,
): Promise<InternalStandIn<C>> {
  const requests: StandInRequest[] = [];
  const overrides = new Map<keyof C, (input: never, req: Request) => unknown>();
  let down: ReadonlySet<keyof C> | 'all' | null = null;

  const router = Router();
  for (const name of Object.keys(api.calls) as Array<keyof C & string>) {
    const handler = handlers[name];
    if (!handler) continue;
    defineInternalRoute(router, api.calls[name]!, async (input, req) => {
      requests.push({ call: name, url: req.originalUrl, service: input.callerService });
      if (down === 'all' || down?.has(name)) throw new HttpError(500, `The ${api.owner} stand-in is down`);
      const answer = await (overrides.get(name) ?? handler)(input as never, req);
      if (answer === null) throw new NotFoundError(`No such ${name}`);
      return answer as never;
    });
  }
  const app = baseApp();
  app.use(jsonBodyParser('1mb'));
  const peers = Object.entries(testPeerJwks()).map(([name, jwks]) => [name, { jwks }] as const);
  const verifier = createTokenVerifier({
    self: api.owner,
    gateway: { jwks: publicJwks([testSigningKey('gateway')]) },
    peers: Object.fromEntries(peers),
  });
  app.use(identityMiddleware(verifier));
  app.use(router);
  app.use(notFoundHandler);
  app.use(errorHandler());

  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    get calls() {
      return requests.map((r) => r.url);
    },
    setDown(value, only) {
      down = !value ? null : only ? new Set(only) : 'all';
    },
    answer(call, handler) {
      if (handler) overrides.set(call, handler as (input: never, req: Request) => unknown);
      else overrides.delete(call);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        // The callers' fetch keeps connections alive; close them or `close` waits for them.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
