import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import type { AnyInternalCall } from '@canopy/contracts';
import { defineRoute, type RouteDeclaration, type RouteInput } from './api-routes';

/** What an owner's handler receives: the call's parsed params, query and body, and the calling service. */
export type InternalRouteInput<C extends AnyInternalCall> = RouteInput<
  'internal',
  NonNullable<C['params']>,
  NonNullable<C['query']>,
  NonNullable<C['body']>
>;

/** The answer an owner sends: what the call's answer schema accepts. */
export type InternalRouteAnswer<C extends AnyInternalCall> = z.input<C['answer']>;

/**
 * Mounts one call of this service's internal API from its declaration in the contracts (the one the callers'
 * typed client is built from): a token signed by one of the call's declared callers is required, params, query and body are parsed with the declared
 * schemas (400 with the contract's message), and what the handler returns is sent with the call's status.
 * "None" is a thrown NotFoundError, as anywhere.
 */
export function defineInternalRoute<C extends AnyInternalCall>(
  router: Router,
  call: C,
  handler: (
    input: InternalRouteInput<C>,
    req: Request,
  ) => InternalRouteAnswer<C> | Promise<InternalRouteAnswer<C>>,
): void {
  const status = call.status ?? 200;
  const responses: RouteDeclaration['responses'] = { [status]: call.answer };
  if (call.nullWhenMissing) responses[404] = 'There is none.';
  const declaration: RouteDeclaration = {
    method: call.method,
    path: call.path,
    summary: call.summary,
    tags: ['Internal'],
    auth: 'internal',
    callers: call.callers,
    params: call.params,
    query: call.query,
    body: call.body,
    responses,
  };
  defineRoute(router, declaration, async (input, req: Request, res: Response) => {
    res.status(status).json(await handler(input as InternalRouteInput<C>, req));
  });
}
