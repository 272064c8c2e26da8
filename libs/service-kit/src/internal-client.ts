import type { Logger } from 'pino';
import {
  IDENTITY_HEADER,
  REQUEST_ID_HEADER,
  errorCodeSchema,
  type AnyInternalCall,
  type InternalApi,
  type InternalCacheRule,
  type InternalCallAnswer,
  type InternalCallInput,
} from '@canopy/contracts';
import { HttpError, UnavailableError } from './errors';
import { isConnectionFailure, neverConnected, peerInstances, type PeerBaseUrls } from './peer-instances';
import type { TokenSigner } from './tokens/token-signer';
import { TtlCache } from './ttl-cache';

/**
 * A peer that is not configured (no URL): every call fails at once with this 503, without a network attempt, so
 * a caller's rule for an unreachable peer applies. A caller for whom "not configured" means something else (the
 * forum then counts accounts as established) tells it apart by this class.
 */
export class PeerNotConfiguredError extends UnavailableError {
  constructor(readonly owner: string) {
    super(peerUnavailableMessage(owner));
  }
}

/** What a caller is told when the owner cannot be reached or its answer cannot be read. */
export function peerUnavailableMessage(owner: string): string {
  return `The ${owner} service is unavailable. Please try again shortly.`;
}

export interface InternalClientOptions<C extends Record<string, AnyInternalCall>> {
  /**
   * The owner's base URL, or one per instance (asked in turn; see peer-instances.ts); undefined when it is not
   * configured (see PeerNotConfiguredError).
   */
  baseUrl: PeerBaseUrls;
  /** The calling service's (or the gateway's) signer: each call carries a token it signs for itself. */
  signer: TokenSigner;
  /** Per call (default 3 s). */
  timeoutMs?: number;
  /**
   * A longer limit for calls that are slow by design (identity's sign-in and sign-up hash a password, and under
   * load queue behind other hashes): cut short, such a write may still land after the caller gave up.
   */
  callTimeoutsMs?: { [K in keyof C]?: number };
  /** Failures to reach or read the owner are logged here (warn); the owner's own 4xx answers are not. */
  logger?: Logger;
  /** A caller's own rule for a call instead of the declared one (`false`: keep nothing). */
  cache?: { [K in keyof C]?: InternalCacheRule<InternalCallAnswer<C[K]>> | false };
}

/** One typed function per call: `client.publicUser({ params: { id } }, requestId)`. */
export type InternalClient<C extends Record<string, AnyInternalCall>> = {
  [K in keyof C]: (input: InternalCallInput<C[K]>, requestId?: string) => Promise<InternalCallAnswer<C[K]>>;
};

interface LooseInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/**
 * The caller's side of another service's internal API: each call signs a service token, sends the request
 * id, checks the answer against the declared schema, keeps reads as the call's cache rule says, and fails as
 * the platform's callers expect: the owner's error answers as HttpError with its status, message and code (a
 * 404 is null where the call says so), an owner that cannot be reached or read as a 503 UnavailableError.
 */
export function createInternalClient<C extends Record<string, AnyInternalCall>>(
  api: InternalApi<C>,
  opts: InternalClientOptions<C>,
): InternalClient<C> {
  const client = {} as Record<string, (input: LooseInput, requestId?: string) => Promise<unknown>>;
  const instances = peerInstances(opts.baseUrl);
  for (const [name, call] of Object.entries(api.calls)) {
    const timeoutMs = opts.callTimeoutsMs?.[name] ?? opts.timeoutMs ?? 3_000;
    const override = opts.cache?.[name];
    const rule = (override === false ? undefined : (override ?? call.cache)) as InternalCacheRule | undefined;
    if (rule && call.method !== 'get') throw new Error(`${api.owner}.${name}: only reads can be kept`);
    const answers = rule ? new TtlCache<string, { value: unknown }>(rule.ttlMs, rule.maxEntries) : null;
    const failures = rule?.failureTtlMs
      ? new TtlCache<string, true>(rule.failureTtlMs, rule.maxEntries)
      : null;

    client[name] = async (input, requestId) => {
      if (!instances.configured) throw new PeerNotConfiguredError(api.owner);
      const path = pathOf(call, input);
      const hit = answers?.get(path);
      if (hit) return hit.value;
      if (failures?.get(path)) throw new UnavailableError(peerUnavailableMessage(api.owner));
      let value: unknown;
      try {
        value = await send(call, path, input, timeoutMs, requestId);
      } catch (err) {
        if (!(err instanceof HttpError) || err.status >= 500) {
          failures?.set(path, true);
          opts.logger?.warn({ err, owner: api.owner, call: name, path }, 'internal call failed');
        }
        throw err;
      }
      if (answers && (value === null ? rule!.keepMissing : (rule!.keep?.(value) ?? true))) {
        answers.set(path, { value });
      }
      return value;
    };
  }

  async function send(
    call: AnyInternalCall,
    path: string,
    input: LooseInput,
    timeoutMs: number,
    requestId?: string,
  ) {
    const token = await opts.signer.serviceToken(api.owner);
    const hasBody = call.body !== undefined;
    // One time limit for the call, a retry included.
    const signal = AbortSignal.timeout(timeoutMs);
    const attempt = (baseUrl: string) =>
      fetch(new URL(path, baseUrl), {
        method: call.method.toUpperCase(),
        headers: {
          [IDENTITY_HEADER]: token,
          ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
          ...(hasBody ? { 'content-type': 'application/json' } : {}),
        },
        body: hasBody ? JSON.stringify(input.body ?? {}) : undefined,
        signal,
      });
    let res: Response;
    let baseUrl = instances.next()!;
    try {
      res = await attempt(baseUrl);
    } catch (cause) {
      if (!isConnectionFailure(cause)) throw unavailable(api.owner, cause);
      instances.rest(baseUrl);
      // Asked once more of another instance: a read always, a write only if it cannot have reached the first.
      const other = call.method === 'get' || neverConnected(cause) ? instances.next(baseUrl) : undefined;
      if (!other) throw unavailable(api.owner, cause);
      baseUrl = other;
      try {
        res = await attempt(baseUrl);
      } catch (again) {
        if (isConnectionFailure(again)) instances.rest(baseUrl);
        throw unavailable(api.owner, again);
      }
    }
    const text = await res.text();
    const data = text ? safeJson(text) : undefined;
    if (res.status === 404 && call.nullWhenMissing) return null;
    if (!res.ok) {
      const body = data as { message?: unknown; code?: unknown } | undefined;
      const code = errorCodeSchema.safeParse(body?.code);
      const message =
        typeof body?.message === 'string' ? body.message : `${api.owner} answered ${res.status}`;
      throw new HttpError(res.status, message, { code: code.success ? code.data : undefined });
    }
    const parsed = call.answer.safeParse(data);
    // An answer that is not what the owner declared cannot be used: as if the owner could not be reached.
    if (!parsed.success) throw unavailable(api.owner, parsed.error);
    return parsed.data;
  }

  return client as InternalClient<C>;
}

/** The call's path with its parameters filled in, and its query (a list travels comma-separated). */
function pathOf(call: AnyInternalCall, input: LooseInput): string {
  const path = call.path.replace(/:(\w+)/g, (_: string, name: string) => {
    const value = input.params?.[name];
    if (value === undefined || value === null) throw new Error(`${call.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const query = Object.entries(input.query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => {
      const values = (Array.isArray(value) ? value : [value]).map((v) => encodeURIComponent(String(v)));
      return `${encodeURIComponent(name)}=${values.join(',')}`;
    });
  return query.length ? `${path}?${query.join('&')}` : path;
}

function unavailable(owner: string, cause: unknown): UnavailableError {
  return Object.assign(new UnavailableError(peerUnavailableMessage(owner)), { cause });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}
