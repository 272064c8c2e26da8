import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { EnrolmentDirectory } from '../courses/enrolment-directory';
import type { StoreAccess } from '../stores/stores';

/** What the live-session service's use cases need. */
export interface LiveSessionDeps {
  stores: StoreAccess;
  enrolments: EnrolmentDirectory;
  /** How far back the personal calendar feed reaches. */
  feedPastDays: number;
  clock: Clock;
  logger: Logger;
}
