import { IDENTITY_HEADER, REQUEST_ID_HEADER, errorCodeSchema } from '@canopy/contracts';
import { HttpError, UnavailableError } from './errors';
import { signIdentityToken } from './identity-token';

export interface ServiceClientOptions {
  /** Name of the service the client calls, for error messages. */
  target: string;
  baseUrl: string;
  /** Name of the calling service, asserted in the token. */
  caller: string;
  secret: string;
  timeoutMs?: number;
}

/** Calls another service's /internal API over HTTP with a token this service signs for itself. */
export function createServiceClient(opts: ServiceClientOptions) {
  const timeoutMs = opts.timeoutMs ?? 3_000;
  async function request<T>(method: string, path: string, body?: unknown, requestId?: string): Promise<T> {
    const token = await signIdentityToken({ user: null, service: opts.caller }, opts.secret);
    let res: Response;
    try {
      res = await fetch(new URL(path, opts.baseUrl), {
        method,
        headers: {
          [IDENTITY_HEADER]: token,
          ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new UnavailableError(`The ${opts.target} service is unavailable. Please try again shortly.`);
    }
    const text = await res.text();
    const data = text ? safeJson(text) : undefined;
    if (!res.ok) {
      const body = data as { message?: string; code?: unknown } | undefined;
      const code = errorCodeSchema.safeParse(body?.code);
      throw new HttpError(res.status, body?.message ?? `${opts.target} answered ${res.status}`, {
        code: code.success ? code.data : undefined,
      });
    }
    return data as T;
  }
  return {
    get: <T>(path: string, requestId?: string) => request<T>('GET', path, undefined, requestId),
    post: <T>(path: string, body: unknown, requestId?: string) => request<T>('POST', path, body, requestId),
  };
}
export type ServiceClient = ReturnType<typeof createServiceClient>;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}
