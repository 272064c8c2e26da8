import { isApiError } from '@canopy/api-client';

/** The server's message for a failed call (the request layer already derives it), else a generic sentence. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (isApiError(error)) return error.serverMessage ?? error.message ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** True when the failure is an HTTP 404 (the thing asked for does not exist or is not visible to the caller). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
