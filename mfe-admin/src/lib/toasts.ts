import { toast } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';

/** Spec 001 section 8: successes by name; failures 'Error' with the server's message or the given sentence. */
export function toastSuccess(title: string, description?: string) {
  toast({ title, description, variant: 'success' });
}

export function toastFailure(error: unknown, fallback: string) {
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });
}
