import { z } from 'zod';

/** Identity's own environment, merged by createService with the base keys (PORT, DATABASE_URL, ...). */
export const identityConfigSchema = z.object({
  /** Answers POST /internal/auth/test-login with the demo educator. Never enable in production. */
  ENABLE_TEST_LOGIN: z.stringbool().default(false),
  /** Creates the documented demo accounts once (see README). */
  DEMO: z.stringbool().default(false),
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;
