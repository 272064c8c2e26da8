import { isApiError } from '@canopy/api-client';

/** The server's message for a failed call (the request layer already derives it), else the given sentence. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.serverMessage ?? fallback;
  return fallback;
}

export function errorStatus(error: unknown): number | undefined {
  return isApiError(error) ? error.status : undefined;
}

/** True when the failure is an HTTP 404 (the thing asked for does not exist or is not visible to the caller). */
export function isNotFound(error: unknown): boolean {
  return errorStatus(error) === 404;
}
