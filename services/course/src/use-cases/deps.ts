import type { Logger } from 'pino';
import type { KeptReads } from '@canopy/service-kit';
import type { CourseEbooks } from '../content/course-ebooks';
import type { CredentialIssuer } from '../credentials/credential-issuer';
import type { InstructorDirectory } from '../identity/instructor-directory';
import type { StoreAccess } from '../stores/stores';

/** What the use cases need; routes, the demo seeder and tests build one. */
export interface CourseDeps {
  stores: StoreAccess;
  /** Learners' outlines and enrollment lists, served again while their rows are unchanged. */
  learnerReads: KeptReads;
  instructors: InstructorDirectory;
  /** A course's ebooks (content service), for the Common Cartridge export. */
  ebooks: CourseEbooks;
  logger: Logger;
  /** Public address of the platform, for links printed on certificates. */
  publicUrl?: string;
  /** The Open Badges issuer (key, DID); null when CREDENTIAL_ISSUER_KEY or PUBLIC_URL is unset. */
  credentialIssuer: () => Promise<CredentialIssuer | null>;
}
