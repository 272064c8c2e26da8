import type { Logger } from 'pino';
import type { InstructorDirectory } from '../identity/instructor-directory';
import type { StoreAccess } from '../stores/stores';

/** What the use cases need; routes, the demo seeder and tests build one. */
export interface CourseDeps {
  stores: StoreAccess;
  instructors: InstructorDirectory;
  logger: Logger;
  /** Public address of the platform, for links printed on certificates. */
  publicUrl?: string;
}
