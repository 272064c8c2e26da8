import { enrollmentGoalsFormSchema } from '@canopy/contracts';
import type { EnrollmentGoalsForm, EnrollmentUpdatePayload } from '@canopy/contracts';

/** The goals form's schema and values: the contract's (`enrollmentGoalsFormSchema`). */
export const goalsFormSchema = enrollmentGoalsFormSchema;
export type GoalsForm = EnrollmentGoalsForm;

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
