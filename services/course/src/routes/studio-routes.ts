import type { Router } from 'express';
import type { CourseDeps } from '../use-cases/deps';
import { curriculumEditingRoutes } from './curriculum-editing-routes';
import { educatorRoutes } from './educator-routes';
import { feedbackRoutes } from './feedback-routes';
import { quizRoutes } from './quiz-routes';
import { reviewRoutes } from './review-routes';

/**
 * The studio's calls: the educator's figures; editing and reordering courses, modules and lessons; the review
 * workflow; quizzes; instructor feedback. The educator's fixed paths (/api/educator/...) go first.
 */
export function studioRoutes(router: Router, deps: CourseDeps) {
  educatorRoutes(router, deps);
  curriculumEditingRoutes(router, deps);
  reviewRoutes(router, deps);
  quizRoutes(router, deps);
  feedbackRoutes(router, deps);
}
