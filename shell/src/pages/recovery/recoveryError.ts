import { isApiError } from '@canopy/api-client';

/** What to tell after a failed recovery call: the server's own sentence when it sent one (400, 429), else a plain one. */
export function recoveryErrorText(error: unknown): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) {
    return 'Canopy could not be reached. Please check your connection and try again.';
  }
  return 'Something went wrong. Please try again.';
}
