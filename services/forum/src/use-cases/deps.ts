import type { Logger } from 'pino';
import type { Clock, KeptReads } from '@canopy/service-kit';
import type { CourseCatalogue } from '../courses/course-catalogue';
import type { AccountDirectory } from '../identity/account-directory';
import type { StoreAccess } from '../stores/stores';
import type { PostingLimits } from './posting-limits';

/** What the use cases need; routes, the demo seeder and tests build one. */
export interface ForumDeps {
  stores: StoreAccess;
  /** The identity service's account facts (none configured: accounts count as established). */
  accounts: AccountDirectory;
  courses: CourseCatalogue;
  limits: PostingLimits;
  /** Pages of discussion lists kept while their rows are unchanged. */
  keptLists: KeptReads;
  clock: Clock;
  logger: Logger;
}
