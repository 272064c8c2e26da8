import {
  assessmentCategories,
  courseMessages,
  PREFERENCE_DISTRIBUTION_MIN_LEARNERS,
  preferenceStyles,
  type CoursePreferenceDistribution,
  type Identity,
} from '@canopy/contracts';
import { NotFoundError } from '@canopy/service-kit';
import { canManageCourse } from './access';
import type { CourseDeps } from './deps';
import { scoresOf } from './preference-scoring';

/**
 * GET /api/courses/{id}/learning-preferences: how the primary preferences of the course's learners (their latest
 * completed assessment) are spread, and their mean scores. The course's educator and administrators only; never an
 * individual's answers, and nothing at all — not even how many — below the minimum number of learners, so that
 * a small group's figures cannot be traced back to a person.
 */
export async function preferenceDistribution(
  deps: CourseDeps,
  actor: Identity,
  courseId: number,
): Promise<CoursePreferenceDistribution> {
  const course = await deps.stores.courses.find(courseId);
  if (!course || !canManageCourse(actor, course)) throw new NotFoundError(courseMessages.courseNotFound);
  const assessed = await deps.stores.assessments.latestCompletedInCourse(courseId);
  const base = { courseId, minimumLearners: PREFERENCE_DISTRIBUTION_MIN_LEARNERS };
  if (assessed.length < PREFERENCE_DISTRIBUTION_MIN_LEARNERS)
    return { ...base, enoughLearners: false, assessedLearners: null, primary: null, averageScores: null };
  return {
    ...base,
    enoughLearners: true,
    assessedLearners: assessed.length,
    primary: preferenceStyles.map((style) => ({
      style,
      learners: assessed.filter((a) => a.primaryStyle === style).length,
    })),
    averageScores: assessmentCategories.map((category) => ({
      category,
      score: Math.round(assessed.reduce((s, a) => s + scoresOf(a)[category], 0) / assessed.length),
    })),
  };
}
