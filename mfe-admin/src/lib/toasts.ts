import { toast } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { translateMessage } from '@canopy/i18n';
import { adminText } from '../i18n/useAdminT';

/**
 * Spec 001 section 8: successes by name; failures 'Error' with the server's message (localised by errorMessage)
 * or the given sentence. Callers pass texts already translated.
 */
export function toastSuccess(title: string, description?: string) {
  toast({ title, description, variant: 'success' });
}

/** A contract's validation message (English, as the schema words it) in the current language; none for none. */
export function fieldMessage(message: string | undefined): string | undefined {
  return message ? translateMessage(message) : undefined;
}

export function toastFailure(error: unknown, fallback: string) {
  toast({ title: adminText('Error'), description: errorMessage(error, fallback), variant: 'destructive' });
}
