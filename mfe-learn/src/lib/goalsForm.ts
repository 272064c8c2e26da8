import { z } from 'zod';
import { enrollmentUpdateSchema } from '@canopy/contracts';
import type { EnrollmentUpdatePayload } from '@canopy/contracts';

/**
 * The goals form as typed (all strings; date and hours optional). Its rules are the service's: the values are
 * checked with the contract's enrolment-update schema, and each message lands on its field.
 */
export const goalsFormSchema = z
  .object({ personalGoal: z.string(), targetCompletionDate: z.string(), weeklyHoursTarget: z.string() })
  .superRefine((form, ctx) => {
    const result = enrollmentUpdateSchema.safeParse({ ...form, selfPaced: true });
    if (result.success) return;
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
export type GoalsForm = z.infer<typeof goalsFormSchema>;

/**
 * The PATCH body of the goals card: personalGoal and selfPaced (always true); the date only when filled and
 * the hours, as a number, only when filled (spec section 5).
 */
export function goalsPayload(form: GoalsForm): EnrollmentUpdatePayload {
  const payload: EnrollmentUpdatePayload = { personalGoal: form.personalGoal, selfPaced: true };
  if (form.targetCompletionDate) payload.targetCompletionDate = form.targetCompletionDate;
  if (form.weeklyHoursTarget.trim() !== '') payload.weeklyHoursTarget = Number(form.weeklyHoursTarget);
  return payload;
}
