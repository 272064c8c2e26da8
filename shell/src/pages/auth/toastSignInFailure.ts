import { signInPageErrorDescription, toldByAuthState } from '@canopy/auth';
import { toast } from '@canopy/ui';

/**
 * A sign-in or registration that failed: the server's refusals are told by the auth state ('Login failed',
 * 'Registration failed'); anything else is this page's to tell, as a toast titled `title`.
 */
export function toastSignInFailure(error: unknown, title: string) {
  if (toldByAuthState(error)) return;
  toast({ title, description: signInPageErrorDescription(error), variant: 'destructive' });
}
