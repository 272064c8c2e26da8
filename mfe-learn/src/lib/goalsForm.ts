import type { EnrollmentGoalsForm, EnrollmentUpdatePayload } from '@canopy/contracts';

/**
 * The PATCH body of the goals card: personalGoal and selfPaced (always true); the date only when filled and
 * the hours, as a number, only when filled (spec section 5).
 */
export function goalsPayload(form: EnrollmentGoalsForm): EnrollmentUpdatePayload {
  const payload: EnrollmentUpdatePayload = { personalGoal: form.personalGoal, selfPaced: true };
  if (form.targetCompletionDate) payload.targetCompletionDate = form.targetCompletionDate;
  if (form.weeklyHoursTarget.trim() !== '') payload.weeklyHoursTarget = Number(form.weeklyHoursTarget);
  return payload;
}
