import { z } from 'zod';
import { envFlag, envPositiveInt, envUrls, envWholeNumber } from '@canopy/service-kit';

const seconds = (fallback: number) => envWholeNumber(fallback, { max: 86_400 });
const count = (fallback: number) => envWholeNumber(fallback, { max: 100_000 });

/** Environment of the forum service, on top of service-kit's base keys; a peer's URL lists each instance. */
export const forumConfigSchema = z.object({
  /**
   * The identity service, for an account's creation time (new-account posting limits, "joined" on profiles)
   * and the demo accounts' names. Unset: accounts count as established and "joined" is unknown.
   */
  IDENTITY_URL: envUrls().optional(),
  /** The course service, for a course's title and a lesson's course. Unset: course discussions answer 503. */
  COURSE_URL: envUrls().optional(),
  /** Seed demo topics, discussions and replies at start (idempotent). */
  DEMO: envFlag(false),
  // The identity service's demo accounts on a fresh database: admin 1, educator 2, pending educator 3, student 4,
  // student2 5.
  DEMO_ADMIN_ID: envPositiveInt(1),
  DEMO_INSTRUCTOR_ID: envPositiveInt(2),
  DEMO_LEARNER_ID: envPositiveInt(4),
  DEMO_LEARNER2_ID: envPositiveInt(5),
  // Posting limits (Discourse's defaults). Administrators are exempt.
  FORUM_NEW_ACCOUNT_HOURS: count(24),
  FORUM_NEW_ACCOUNT_POST_INTERVAL_S: seconds(30),
  FORUM_NEW_ACCOUNT_DAILY_DISCUSSIONS: count(3),
  FORUM_NEW_ACCOUNT_DAILY_REPLIES: count(10),
  FORUM_POST_INTERVAL_S: seconds(5),
  FORUM_DAILY_DISCUSSIONS: count(20),
  FORUM_DUPLICATE_WINDOW_S: seconds(300),
  /**
   * Memory for pages of discussion lists and searches kept while their rows are unchanged (checked on every read
   * with one cheap probe: service-kit's kept-reads.ts). 0 reads every time.
   */
  FORUM_LIST_CACHE_MB: envWholeNumber(16, { max: 4096 }),
});
export type ForumConfig = z.infer<typeof forumConfigSchema>;
