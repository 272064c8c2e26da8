import { z } from 'zod';

/** The JSON body every service and the gateway answer with on failure. */
export const errorBodySchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
