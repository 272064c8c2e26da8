// @canopy/api-client/errors — what a front end shows for a failed call. A separate entry, bundled by the remotes that
// use it, so the shared request layer the sign-in page loads first does not grow. It reads the shared module's
// ApiError by package name: `instanceof` must see the one class every request throws.
import { isApiError } from '@canopy/api-client';
import { commonText, currentLanguage, localiseApiMessage } from '@canopy/i18n';

/** What a page says when a call failed and its caller named no sentence of its own. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The text to show for a failed call: the server's own message when its answer carried one (in another language
 * than English: its translation, else the localised text of its `code`); else the caller's `fallback`; else what
 * the request layer said went wrong ("Request to /api/... timed out.", in another language the localised kind of
 * failure), else a generic sentence. Every front end shows failures through this one rule.
 */
export function errorMessage(error: unknown, fallback?: string): string {
  if (isApiError(error) && error.serverMessage !== undefined) {
    return localiseApiMessage(error.serverMessage, error.code);
  }
  if (fallback !== undefined) return fallback;
  const english = currentLanguage() === 'en';
  if (!english && isApiError(error) && (error.kind === 'timeout' || error.kind === 'network')) {
    return commonText(`error.${error.kind}`);
  }
  if (error instanceof Error && error.message && (english || !isApiError(error))) return error.message;
  return english ? GENERIC_ERROR_MESSAGE : commonText('error.generic');
}

/** The HTTP status of a failed call (0 when no answer arrived), or undefined for any other error. */
export function errorStatus(error: unknown): number | undefined {
  return isApiError(error) ? error.status : undefined;
}

/** True when the failure is an HTTP 404 (the thing asked for does not exist or is not visible to the caller). */
export function isNotFound(error: unknown): boolean {
  return errorStatus(error) === 404;
}

/**
 * The server's reason when it refused what the user sent (a 4xx other than 401, which signing in answers), so a form
 * can keep it in view; null for every other failure (the toast says those).
 */
export function refusalOf(error: unknown): string | null {
  const status = errorStatus(error);
  if (!status || status < 400 || status >= 500 || status === 401) return null;
  return errorMessage(error);
}
