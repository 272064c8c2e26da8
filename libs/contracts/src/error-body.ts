import { z } from 'zod';

/**
 * Stable, machine-readable error codes. The `message` beside it is the specification's text for people; programs
 * (the api-client, the gateway, other services) branch on the code, never on the message.
 */
export const errorCodes = [
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'pending_approval',
  'account_suspended',
  'not_found',
  'conflict',
  'idempotency_conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'unavailable',
  'ai_not_configured',
  'internal',
] as const;
export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** The JSON body every service and the gateway answer with on failure. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: errorCodeSchema,
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The code a status means when nothing more specific applies (for answers built outside service-kit). */
export function defaultErrorCode(status: number): ErrorCode {
  switch (status) {
    case 400:
    case 422:
      return 'validation_failed';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    case 502:
    case 503:
    case 504:
      return 'unavailable';
    default:
      return status >= 500 ? 'internal' : 'validation_failed';
  }
}
