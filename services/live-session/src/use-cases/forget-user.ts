import type { DomainEvent } from '@canopy/contracts';
import type { Logger } from 'pino';
import type { Stores } from '../stores/stores';

/**
 * `user.deleted`: the person's attendance, notifications and calendar feed link go. Sessions they taught stay (learners may
 * still be enrolled for them); an administrator cancels or reassigns them.
 */
export async function forgetUser(stores: Stores, event: DomainEvent<'user.deleted'>, logger: Logger) {
  const { userId } = event.payload;
  const attendance = await stores.attendance.removeUser(userId);
  const notifications = await stores.notifications.removeUser(userId);
  const feed = await stores.feedTokens.remove(userId);
  logger.info({ userId, attendance, notifications, feed }, 'forgot a deleted user');
}
