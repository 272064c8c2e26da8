import { z } from 'zod';
import { WEEKLY_HOURS_MAX, WEEKLY_HOURS_MIN, courseMessages } from '@canopy/contracts';
import type { EnrollmentUpdatePayload } from '@canopy/contracts';

/** The goals form as typed (all strings); date and hours are optional. */
export const goalsFormSchema = z.object({
  personalGoal: z.string().max(2000, courseMessages.textMax),
  targetCompletionDate: z
    .string()
    .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), courseMessages.targetDateInvalid),
  weeklyHoursTarget: z.string().refine((v) => {
    if (v.trim() === '') return true;
    const n = Number(v);
    return Number.isInteger(n) && n >= WEEKLY_HOURS_MIN && n <= WEEKLY_HOURS_MAX;
  }, courseMessages.weeklyHoursRange),
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
