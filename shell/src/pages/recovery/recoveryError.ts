import { isApiError } from '@canopy/api-client';
import { localiseApiMessage } from '@canopy/i18n';
import { shellText } from '../../i18n/useShellT';

/** What to tell after a failed recovery call: the server's own sentence when it sent one (400, 429), else a plain one. */
export function recoveryErrorText(error: unknown): string {
  if (isApiError(error) && error.serverMessage) return localiseApiMessage(error.serverMessage, error.code);
  if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) {
    return shellText('Canopy could not be reached. Please check your connection and try again.');
  }
  return shellText('Something went wrong. Please try again.');
}
