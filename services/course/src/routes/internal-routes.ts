import type { Router } from 'express';
import { courseInternalApi } from '@canopy/contracts';
import { defineInternalRoute } from '@canopy/service-kit';
import type { CourseDeps } from '../use-cases/deps';
import {
  approvedCourse,
  courseLearners,
  courseOwner,
  isEnrolled,
  lessonCourse,
} from '../use-cases/peer-reads';
import { educatorHoldings } from '../use-cases/review';

/**
 * The course service's internal API (declared in the contracts as `courseInternalApi`; other services call it
 * through service-kit's typed client): never routed by the gateway, never documented. Live sessions and ebooks
 * ask who teaches a course and who is enrolled, the forum which approved course a discussion is about, identity
 * what an educator still holds.
 */
export function internalRoutes(router: Router, deps: CourseDeps) {
  const calls = courseInternalApi.calls;

  defineInternalRoute(router, calls.enrollmentCheck, async ({ query }) => ({
    enrolled: await isEnrolled(deps, query.courseId, query.userId),
  }));

  defineInternalRoute(router, calls.courseLearners, async ({ params }) => ({
    userIds: await courseLearners(deps, params.id),
  }));

  // Identity asks before deleting an educator: approved courses with learners must be reassigned first.
  defineInternalRoute(router, calls.educatorHoldings, ({ params }) => educatorHoldings(deps, params.id));

  defineInternalRoute(router, calls.courseOwner, async ({ params }) => ({
    instructorId: await courseOwner(deps, params.id),
  }));

  defineInternalRoute(router, calls.approvedCourse, ({ params }) => approvedCourse(deps, params.id));

  defineInternalRoute(router, calls.lessonCourse, async ({ params }) => ({
    courseId: await lessonCourse(deps, params.id),
  }));
}
