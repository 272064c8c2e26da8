import type { Logger } from 'pino';
import type { Clock } from '@canopy/service-kit';
import type { EnrollmentDirectory } from '../courses/enrollment-directory';
import type { UserDirectory } from '../identity/user-directory';
import type { RealtimePublisher } from '../realtime/publisher';
import type { MailSettings, StoreAccess } from '../stores/stores';

/** What the live-session service's use cases need. */
export interface LiveSessionDeps {
  stores: StoreAccess;
  enrollments: EnrollmentDirectory;
  /** Names (and email addresses) of users, from the identity service. */
  users: UserDirectory;
  /** How far back the personal calendar feed reaches. */
  feedPastDays: number;
  clock: Clock;
  logger: Logger;
  /** Pushes committed changes to browsers (through the hub of every instance). */
  realtime: RealtimePublisher;
  /** Notification email (with SMTP_URL): each mail's attempts; null when SMTP_URL is not set. */
  mail: MailSettings | null;
  /** Where links in notification mail lead (PUBLIC_URL); null: mail without links. */
  publicUrl: string | null;
  /** The 15-minute reminder: how far ahead (minutes). */
  reminderLeadMinutes: number;
}
