import { categories, courses, lessons, modules } from './schema/catalogue';
import { certificates, enrollments, lessonCompletions, milestones } from './schema/progress';
import { courseTotals, instructorLearners, instructorStats } from './schema/stats';
import { courseReviews, instructorFeedback } from './schema/reviews';
import { quizAnswers, quizQuestions, quizSubmissions, quizzes } from './schema/quizzes';
import {
  assessmentQuestions,
  assessmentResponses,
  learningInsights,
  learningStyleAssessments,
} from './schema/learning-preferences';
import { courseReadVersions, learnerReadVersions } from './schema/read-versions';
import { courseImportReports } from './schema/import-reports';

// The course service's tables, one file per group under schema/; drizzle.config.ts points drizzle-kit here, and
// it reads the tables from this module's exports.
// Users live in the identity service's database: user ids here are plain integers, never foreign keys.

export * from './schema/catalogue';
export * from './schema/progress';
export * from './schema/stats';
export * from './schema/reviews';
export * from './schema/quizzes';
export * from './schema/learning-preferences';
export * from './schema/read-versions';
export * from './schema/import-reports';

export const schema = {
  categories,
  courses,
  modules,
  lessons,
  enrollments,
  lessonCompletions,
  milestones,
  certificates,
  courseTotals,
  instructorStats,
  instructorLearners,
  quizzes,
  quizQuestions,
  quizSubmissions,
  quizAnswers,
  courseReviews,
  instructorFeedback,
  assessmentQuestions,
  learningStyleAssessments,
  assessmentResponses,
  learningInsights,
  learnerReadVersions,
  courseReadVersions,
  courseImportReports,
};
export type CourseSchema = typeof schema;
