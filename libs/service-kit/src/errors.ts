import { defaultErrorCode, type ErrorBody, type ErrorCode } from '@canopy/contracts';

export interface HttpErrorOptions {
  code?: ErrorCode;
  issues?: ErrorBody['issues'];
  headers?: Record<string, string>;
}

/** An error that maps to an HTTP status and the JSON error body `{ message, code, issues? }`. */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly issues?: ErrorBody['issues'];
  readonly headers?: Record<string, string>;

  constructor(
    readonly status: number,
    message: string,
    opts: HttpErrorOptions = {},
  ) {
    super(message);
    this.name = new.target.name;
    this.code = opts.code ?? defaultErrorCode(status);
    this.issues = opts.issues;
    this.headers = opts.headers;
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { message: this.message, code: this.code };
    if (this.issues?.length) body.issues = this.issues;
    return body;
  }
}

export class ValidationError extends HttpError {
  constructor(message: string, issues?: ErrorBody['issues']) {
    super(400, message, { code: 'validation_failed', issues });
  }
}
export class UnauthenticatedError extends HttpError {
  constructor(message = 'Authentication required') {
    super(401, message, { code: 'unauthenticated' });
  }
}
export class ForbiddenError extends HttpError {
  constructor(
    message = 'You do not have permission to perform this action',
    code: 'forbidden' | 'pending_approval' | 'account_suspended' = 'forbidden',
  ) {
    super(403, message, { code });
  }
}
export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message, { code: 'not_found' });
  }
}
export class ConflictError extends HttpError {
  constructor(message: string, code: 'conflict' | 'idempotency_conflict' = 'conflict') {
    super(409, message, { code });
  }
}
export class PayloadTooLargeError extends HttpError {
  constructor(message = 'Request body is too large') {
    super(413, message, { code: 'payload_too_large' });
  }
}
export class UnsupportedMediaTypeError extends HttpError {
  constructor(message = 'Content-Type must be application/json') {
    super(415, message, { code: 'unsupported_media_type' });
  }
}
export class RateLimitedError extends HttpError {
  constructor(retryAfterSeconds: number, message = 'Too many attempts. Please try again later.') {
    super(429, message, { code: 'rate_limited', headers: { 'Retry-After': String(retryAfterSeconds) } });
  }
}
export class UnavailableError extends HttpError {
  constructor(
    message = 'Service temporarily unavailable. Please try again shortly.',
    retryAfterSeconds = 5,
    code: 'unavailable' | 'ai_not_configured' = 'unavailable',
  ) {
    super(503, message, { code, headers: { 'Retry-After': String(retryAfterSeconds) } });
  }
}

/** A user whose account is not active may not act: pending educators and suspended or rejected accounts. */
export function inactiveAccountError(status: string): ForbiddenError {
  return status === 'pending'
    ? new ForbiddenError(
        'Your educator account is still pending approval by an administrator.',
        'pending_approval',
      )
    : new ForbiddenError('Your account is not active.', 'account_suspended');
}
