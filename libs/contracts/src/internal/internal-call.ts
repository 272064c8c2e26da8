import { z } from 'zod';
import type { PlatformServiceName } from '../platform-services';

/*
 * How a service's internal API (`/internal/...`, service tokens only, never routed by the gateway) is declared:
 * once, as data, here in the contracts. The owner mounts each call from its declaration and the callers' typed
 * client is built from the same object (both in @canopy/service-kit), so the two cannot drift apart.
 */

export type InternalMethod = 'get' | 'post';

/** Who may call an internal API: a platform service, or the gateway for itself (each by the key it signs with). */
export type InternalCaller = PlatformServiceName | 'gateway';

/**
 * What a caller may keep of a call's answers, and for how long. Only reads (`get`) are kept; the key is the
 * call's URL. A rule is the owner's statement of how stale an answer may be for the pages that ask now; a caller
 * that reads only facts that never change may keep them longer (its client's `cache` option says so).
 */
export interface InternalCacheRule<A = unknown> {
  ttlMs: number;
  /** At most this many answers are kept (oldest out first); default 1000. */
  maxEntries?: number;
  /** Which answers are kept (default: all), e.g. only a "yes" so that a "no" is asked again next time. */
  keep?: (answer: A) => boolean;
  /** Keep "there is none" (the null of a call that answers null when missing) as well. */
  keepMissing?: boolean;
  /** After the owner could not be reached, the same call fails at once for this long (no wait on every page). */
  failureTtlMs?: number;
}

export interface InternalCall<
  P extends z.ZodObject | undefined = z.ZodObject | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  A extends z.ZodType = z.ZodType,
  M extends boolean = boolean,
> {
  method: InternalMethod;
  /** Express path, parameters as `:name` (each declared in `params`). */
  path: `/internal/${string}`;
  /** One line: what the call answers, for the owner's route list. */
  summary: string;
  /** The only services that may make this call: the owner refuses a token signed by any other (403). */
  callers: readonly InternalCaller[];
  /** Path parameters (strings on the wire; digits become numbers for a number field). */
  params?: P;
  /** The query, parsed from strings (a list travels comma-separated). */
  query?: Q;
  /** The JSON body. */
  body?: B;
  /** The answer's schema: the owner promises it, the caller's client checks it. */
  answer: A;
  /** The status of a successful answer (default 200). */
  status?: 200 | 201;
  /** A 404 means "there is none": the caller gets null instead of an error. */
  nullWhenMissing?: M;
  /** Reads a caller may keep (see InternalCacheRule); none when absent. */
  cache?: InternalCacheRule<z.output<A>>;
}

/** Any call, whatever its schemas (what generic code over an API takes). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyInternalCall = InternalCall<any, any, any, any, any>;

/** Declares one call; the generics keep each schema's exact type for the owner's handler and the caller's client. */
export function internalCall<
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  A extends z.ZodType = z.ZodType,
  M extends boolean = false,
>(call: InternalCall<P, Q, B, A, M>): NoInfer<InternalCall<P, Q, B, A, M>> {
  return call;
}

/** A service's internal API: its name (for messages such as "The course service is unavailable") and its calls. */
export interface InternalApi<C extends Record<string, AnyInternalCall> = Record<string, AnyInternalCall>> {
  owner: string;
  calls: C;
}

export function internalApi<C extends Record<string, AnyInternalCall>>(
  owner: string,
  calls: C,
): InternalApi<C> {
  return { owner, calls };
}

/** What a caller passes: `params`, `query` and `body` where the call declares them, typed by their schemas. */
export type InternalCallInput<C extends AnyInternalCall> = (C['params'] extends undefined
  ? { params?: never }
  : { params: z.output<NonNullable<C['params']>> }) &
  (C['query'] extends undefined ? { query?: never } : { query: z.output<NonNullable<C['query']>> }) &
  // The body is sent as JSON and parsed by the owner: what its schema accepts.
  (C['body'] extends undefined ? { body?: never } : { body: z.input<NonNullable<C['body']>> });

/** What a caller gets back: the parsed answer, or null for "none" when the call says a 404 means that. */
export type InternalCallAnswer<C extends AnyInternalCall> =
  z.output<C['answer']> | (NonNullable<C['nullWhenMissing']> extends true ? null : never);

/** Largest PostgreSQL `integer`: an id beyond it names no row. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a path (`params: z.object({ id: rowId })`): the owner's route reads the digits as a number. */
export const rowId = z.int().min(1).max(MAX_ROW_ID);

/** A row id in a query string: digits only; a refusal says `Invalid <name>`. */
export function queryRowId(name: string) {
  const message = `Invalid ${name}`;
  return z
    .string({ error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(z.int().min(1, message).max(MAX_ROW_ID, message));
}
