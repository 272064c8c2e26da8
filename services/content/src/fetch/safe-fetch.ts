import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { bareHost, isForbiddenAddress, nothingAllowed, type AllowedPrivate } from './address-policy';

/** Why a fetch was refused or failed; callers turn these into their own honest messages. */
export type SafeFetchFailure =
  | 'invalid_url'
  | 'forbidden_address'
  | 'unresolvable'
  | 'too_many_redirects'
  | 'timeout'
  | 'too_large'
  | 'content_type'
  | 'http_status'
  | 'network';

export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

/** Resolves a host name to its addresses (tests give their own; the default asks the system resolver). */
export type Resolver = (hostname: string) => Promise<string[]>;

const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

export interface SafeFetcherOptions {
  allowedPrivate?: AllowedPrivate;
  resolver?: Resolver;
  connectTimeoutMs?: number;
  totalTimeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
}

export interface SafeFetchRequest {
  /** Media types this use accepts (`text/html`, `application/json`); anything else is refused. */
  accept: readonly string[];
  /** Non-2xx answers are failures unless listed here. */
  okStatuses?: readonly number[];
}

export interface SafeFetchResponse {
  status: number;
  /** The URL that answered, after redirects. */
  url: string;
  contentType: string;
  body: Buffer;
  text(): string;
  json(): unknown;
}

export interface SafeFetcher {
  fetch(url: string, req: SafeFetchRequest): Promise<SafeFetchResponse>;
}

export const fetchDefaults = {
  connectTimeoutMs: 5_000,
  totalTimeoutMs: 15_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 3,
} as const;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * The one way this service fetches a URL it was given. Only http(s); the host is resolved once, every address
 * is checked, and the connection is pinned to the checked address (a custom `lookup` on the dispatcher), so a
 * DNS answer cannot change between the check and the connect. Redirects are followed by hand and each hop is
 * checked again; time, size and media type are bounded.
 */
export function createSafeFetcher(opts: SafeFetcherOptions = {}): SafeFetcher {
  const allowed = opts.allowedPrivate ?? nothingAllowed;
  const resolve = opts.resolver ?? systemResolver;
  const connectTimeoutMs = opts.connectTimeoutMs ?? fetchDefaults.connectTimeoutMs;
  const totalTimeoutMs = opts.totalTimeoutMs ?? fetchDefaults.totalTimeoutMs;
  const maxBytes = opts.maxBytes ?? fetchDefaults.maxBytes;
  const maxRedirects = opts.maxRedirects ?? fetchDefaults.maxRedirects;
  const userAgent = opts.userAgent ?? 'CanopyContentFetcher/1.0';

  /** The address to connect to for this URL, or a refusal. */
  async function checkedAddress(url: URL): Promise<string> {
    const host = bareHost(url.hostname).toLowerCase();
    const literal = isIP(host) !== 0;
    const addresses = literal ? [host] : await resolve(host).catch(() => [] as string[]);
    if (addresses.length === 0) throw new SafeFetchError('unresolvable', `Cannot resolve ${host}`);
    const hostAllowed = !literal && allowed.allowsHost(host);
    // Every answer must pass: a name resolving to one public and one private address is refused outright.
    for (const address of addresses) {
      if (isForbiddenAddress(address) && !hostAllowed && !allowed.allowsAddress(address)) {
        throw new SafeFetchError('forbidden_address', `Refusing to connect to ${host}`);
      }
    }
    return addresses[0]!;
  }

  function parse(raw: string, base?: string): URL {
    let url: URL;
    try {
      url = base ? new URL(raw, base) : new URL(raw);
    } catch {
      throw new SafeFetchError('invalid_url', 'Invalid URL');
    }
    // WHATWG parsing has already normalised decimal, octal and hex IPv4 spellings to dotted form.
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new SafeFetchError('invalid_url', 'Only http and https URLs can be fetched');
    }
    if (url.username || url.password)
      throw new SafeFetchError('invalid_url', 'URLs with credentials are refused');
    return url;
  }

  async function fetchOnce(url: URL, address: string, signal: AbortSignal) {
    // Loaded with the first link fetched, not at start (about 0.1 s).
    const { Agent, request } = await import('undici');
    const family = isIP(address);
    const pinned = (
      _host: string,
      options: LookupOptions,
      cb: (err: Error | null, address: string | LookupAddress[], family?: number) => void,
    ) => {
      if (options.all) cb(null, [{ address, family }]);
      else cb(null, address, family);
    };
    const dispatcher = new Agent({
      connect: { lookup: pinned as never, timeout: connectTimeoutMs },
      connectTimeout: connectTimeoutMs,
      headersTimeout: totalTimeoutMs,
      bodyTimeout: totalTimeoutMs,
      pipelining: 0,
    });
    try {
      const res = await request(url, {
        method: 'GET',
        dispatcher,
        signal,
        headers: { 'user-agent': userAgent, accept: '*/*' },
      });
      return { res, close: () => dispatcher.close() };
    } catch (err) {
      await dispatcher.destroy().catch(() => undefined);
      throw err;
    }
  }

  return {
    async fetch(raw, req) {
      const signal = AbortSignal.timeout(totalTimeoutMs);
      let url = parse(raw);
      try {
        for (let hop = 0; ; hop++) {
          const address = await checkedAddress(url);
          const { res, close } = await fetchOnce(url, address, signal);
          try {
            const location = res.headers.location;
            if (REDIRECTS.has(res.statusCode) && location) {
              await res.body.dump();
              if (hop >= maxRedirects) throw new SafeFetchError('too_many_redirects', 'Too many redirects');
              url = parse(Array.isArray(location) ? location[0]! : location, url.href);
              continue;
            }
            const ok =
              (res.statusCode >= 200 && res.statusCode < 300) || req.okStatuses?.includes(res.statusCode);
            if (!ok) {
              await res.body.dump();
              throw new SafeFetchError('http_status', `Answered ${res.statusCode}`, res.statusCode);
            }
            const contentType = String(res.headers['content-type'] ?? '')
              .split(';')[0]!
              .trim()
              .toLowerCase();
            if (!req.accept.includes(contentType)) {
              await res.body.dump();
              throw new SafeFetchError('content_type', `Unexpected content type ${contentType || '(none)'}`);
            }
            const declared = Number(res.headers['content-length'] ?? NaN);
            if (declared > maxBytes) {
              res.body.destroy();
              throw new SafeFetchError('too_large', 'The answer is too large');
            }
            const chunks: Buffer[] = [];
            let size = 0;
            for await (const chunk of res.body as AsyncIterable<Buffer>) {
              size += chunk.length;
              if (size > maxBytes) {
                res.body.destroy();
                throw new SafeFetchError('too_large', 'The answer is too large');
              }
              chunks.push(chunk);
            }
            const body = Buffer.concat(chunks);
            return {
              status: res.statusCode,
              url: url.href,
              contentType,
              body,
              text: () => body.toString('utf8'),
              json: () => JSON.parse(body.toString('utf8')) as unknown,
            };
          } finally {
            await close().catch(() => undefined);
          }
        }
      } catch (err) {
        if (err instanceof SafeFetchError) throw err;
        const code = (err as { code?: string; name?: string }).code ?? (err as Error).name;
        if (signal.aborted || /TIMEOUT|TimeoutError|AbortError/i.test(String(code))) {
          throw new SafeFetchError('timeout', 'The request timed out');
        }
        throw new SafeFetchError('network', 'The request failed');
      }
    },
  };
}
