import type { ErrorCode } from '@canopy/contracts';

export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'parse' | 'query-key';

/**
 * Every failure of the request layer. `status` is the HTTP status (0 when no response arrived), so callers
 * can tell 401 from 404; `body` is the parsed JSON (or text) of a failed response.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
  readonly kind: ApiErrorKind;

  constructor(
    message: string,
    init: { status?: number; statusText?: string; body?: unknown; kind: ApiErrorKind; cause?: unknown },
  ) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status ?? 0;
    this.statusText = init.statusText ?? '';
    this.body = init.body;
    this.kind = init.kind;
  }

  /** The stable `code` of a JSON error body (`pending_approval`, `not_found`, ...), when the server sent one. */
  get code(): ErrorCode | undefined {
    // A type-only import: the contracts (and zod) stay out of the first page's download.
    const code = (this.body as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? (code as ErrorCode) : undefined;
  }

  /** The `message` field of a JSON error body, when the server sent one. */
  get serverMessage(): string | undefined {
    const b = this.body;
    if (
      b &&
      typeof b === 'object' &&
      'message' in b &&
      typeof (b as { message: unknown }).message === 'string'
    ) {
      return (b as { message: string }).message;
    }
    return undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
