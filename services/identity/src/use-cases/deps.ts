import type { Logger } from 'pino';
import type { EducatorHoldings } from '../courses/educator-holdings';
import type { Mailer } from '../mail/mailer';
import type { PasswordHasher } from '../passwords/password-hasher';
import type { StoreAccess } from '../stores/stores';

export interface IdentitySettings {
  /** The origin of links in mails (PUBLIC_URL). */
  publicUrl: string;
  /** Demo mode: administrators may read the local mail outbox. */
  demo: boolean;
}

/** What the use cases need; src/deps.ts builds it for the service. */
export interface IdentityDeps {
  stores: StoreAccess;
  passwords: PasswordHasher;
  mailer: Mailer;
  /** The course service's view of an educator's courses (before a deletion). */
  holdings: EducatorHoldings;
  settings: IdentitySettings;
  logger: Logger;
}
