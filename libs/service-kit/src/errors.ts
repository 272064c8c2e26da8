import type { ErrorBody } from '@canopy/contracts';

/** An error that maps to an HTTP status and the JSON error body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: ErrorBody['issues'],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }

  toBody(): ErrorBody {
    return this.issues?.length ? { message: this.message, issues: this.issues } : { message: this.message };
  }
}

export class ValidationError extends HttpError {
  constructor(message: string, issues?: ErrorBody['issues']) {
    super(400, message, issues);
  }
}
export class UnauthenticatedError extends HttpError {
  constructor(message = 'Authentication required') {
    super(401, message);
  }
}
export class ForbiddenError extends HttpError {
  constructor(message = 'You do not have permission to perform this action') {
    super(403, message);
  }
}
export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
export class PayloadTooLargeError extends HttpError {
  constructor(message = 'Request body is too large') {
    super(413, message);
  }
}
export class UnsupportedMediaTypeError extends HttpError {
  constructor(message = 'Content-Type must be application/json') {
    super(415, message);
  }
}
export class RateLimitedError extends HttpError {
  constructor(retryAfterSeconds: number, message = 'Too many attempts. Please try again later.') {
    super(429, message, undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}
export class UnavailableError extends HttpError {
  constructor(message = 'Service temporarily unavailable. Please try again shortly.', retryAfterSeconds = 5) {
    super(503, message, undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}
