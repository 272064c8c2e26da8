import { messages } from '@canopy/contracts';
import { ForbiddenError } from '@canopy/service-kit';
import type { UserRecord } from '../users/user-store';

/**
 * Suspended and rejected accounts may not sign in. Pending educators may: the front end tells them to wait,
 * and every educator-only action refuses them because they are not active.
 */
export function assertMaySignIn(user: UserRecord): void {
  if (user.status === 'suspended') throw new ForbiddenError(messages.suspended, 'account_suspended');
  if (user.status === 'rejected') throw new ForbiddenError(messages.rejected, 'account_suspended');
}
