import type { Request, Router } from 'express';
import {
  adminCourseListQuerySchema,
  adminCoursePageSchema,
  courseReassignSchema,
  courseRejectionSchema,
  courseReviewSchema,
  courseSchema,
  courseSendBackSchema,
} from '@canopy/contracts';
import { defineRoute, idFields, type RouteDeclaration } from '@canopy/service-kit';
import type { CourseDeps } from '../use-cases/deps';
import {
  adminCourses,
  approveCourse,
  courseReviews,
  reassignCourse,
  rejectCourse,
  sendBackCourse,
  submitCourse,
  type ReviewContext,
} from '../use-cases/review';
import { foreignCourse } from './ownership-messages';

const id = idFields('id');
const review = ['Course review'];

/** The audit trail's address: the client's, as the gateway signed it into the identity. */
function reviewContext(req: Request): ReviewContext {
  return { ipAddress: req.clientAddress };
}

/** What the API document says of each route. */
const api = {
  adminCourses: {
    method: 'get',
    path: '/api/admin/courses',
    summary: 'Every course for the admin Courses tab',
    description: 'Pending first (oldest waiting first), then the rest, most recently changed first; paged.',
    tags: review,
    auth: 'admin',
    query: adminCourseListQuerySchema,
    responses: { 200: adminCoursePageSchema },
  },
  approve: {
    method: 'post',
    path: '/api/courses/:id/approve',
    summary: 'Approve a pending course',
    description: 'It appears in the catalogue. Recorded in the course’s review history, with events.',
    tags: review,
    auth: 'admin',
    params: id,
    responses: { 200: courseSchema, 404: 'No such course.', 409: 'The course is not pending.' },
  },
  reject: {
    method: 'post',
    path: '/api/courses/:id/reject',
    summary: 'Reject a pending course, with a reason',
    tags: review,
    auth: 'admin',
    params: id,
    body: courseRejectionSchema,
    responses: { 200: courseSchema, 404: 'No such course.', 409: 'The course is not pending.' },
  },
  submit: {
    method: 'post',
    path: '/api/courses/:id/submit',
    summary: 'Resubmit a rejected course for review',
    description: 'The course’s educator (or an administrator): rejected → pending.',
    tags: review,
    auth: 'educator',
    params: id,
    responses: { 200: courseSchema, 404: foreignCourse, 409: 'The course is not rejected.' },
  },
  sendBack: {
    method: 'post',
    path: '/api/courses/:id/send-back',
    summary: 'Send an approved course back to pending, with a reason',
    tags: review,
    auth: 'admin',
    params: id,
    body: courseSendBackSchema,
    responses: { 200: courseSchema, 404: 'No such course.', 409: 'The course is not approved.' },
  },
  reviews: {
    method: 'get',
    path: '/api/courses/:id/reviews',
    summary: 'A course’s review history',
    description: 'Every transition (who, when, from, to, reason), oldest first.',
    tags: review,
    auth: 'educator',
    params: id,
    responses: { 200: courseReviewSchema.array(), 404: foreignCourse },
  },
  reassign: {
    method: 'post',
    path: '/api/courses/:id/reassign',
    summary: 'Give a course to another educator',
    description:
      'This service keeps no users: it asks the identity service that the new owner exists and is an active educator.',
    tags: review,
    auth: 'admin',
    params: id,
    body: courseReassignSchema,
    responses: {
      200: courseSchema,
      404: 'No such course.',
      409: 'The course already belongs to this educator, or the new owner is not an active educator.',
      503: 'The identity service cannot be reached to confirm the new owner.',
    },
  },
} satisfies Record<string, RouteDeclaration>;

/** The review workflow: the admin course list, approve, reject, resubmit, send back, history, reassign. */
export function reviewRoutes(router: Router, deps: CourseDeps) {
  defineRoute(router, api.adminCourses, async ({ query }, _req, res) => {
    res.json(await adminCourses(deps, query));
  });
  defineRoute(router, api.approve, async ({ user, params }, req, res) => {
    res.json(await approveCourse(deps, user, params.id, reviewContext(req)));
  });
  defineRoute(router, api.reject, async ({ user, params, body }, req, res) => {
    res.json(await rejectCourse(deps, user, params.id, body.reason, reviewContext(req)));
  });
  defineRoute(router, api.submit, async ({ user, params }, req, res) => {
    res.json(await submitCourse(deps, user, params.id, reviewContext(req)));
  });
  defineRoute(router, api.sendBack, async ({ user, params, body }, req, res) => {
    res.json(await sendBackCourse(deps, user, params.id, body.reason, reviewContext(req)));
  });
  defineRoute(router, api.reviews, async ({ user, params }, _req, res) => {
    res.json(await courseReviews(deps, user, params.id));
  });
  defineRoute(router, api.reassign, async ({ user, params, body }, req, res) => {
    res.json(await reassignCourse(deps, user, params.id, body.educatorId, reviewContext(req)));
  });
}
