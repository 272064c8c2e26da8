import type { Request, Router } from 'express';
import {
  adminCourseListQuerySchema,
  adminCoursePageSchema,
  courseAnalyticsQuerySchema,
  courseAnalyticsSchema,
  courseReassignSchema,
  courseRejectionSchema,
  courseReviewSchema,
  courseSchema,
  courseSendBackSchema,
  courseUpdateSchema,
  educatorLearnerPageSchema,
  educatorLearnerQuerySchema,
  educatorOverviewSchema,
  lessonMoveSchema,
  lessonOrderSchema,
  lessonSchema,
  lessonUpdateSchema,
  moduleOrderSchema,
  moduleSchema,
  moduleUpdateSchema,
  quizCreateSchema,
  quizFeedbackSchema,
  quizResultSchema,
  quizSchema,
  quizSubmissionSchema,
  quizSubmissionViewSchema,
  quizSummarySchema,
  quizUpdateSchema,
} from '@canopy/contracts';
import {
  currentUser,
  defineRoute,
  idFields,
  idParam,
  requireRole,
  requireUser,
  validate,
  type RouteDeclaration,
} from '@canopy/service-kit';
import {
  deleteCourse,
  deleteModule,
  moveLesson,
  reorderLessons,
  reorderModules,
  updateCourse,
  updateLesson,
  updateModule,
} from '../use-cases/curriculum-editing';
import type { CourseDeps } from '../use-cases/deps';
import {
  courseAnalytics,
  educatorLearners,
  educatorLearnersCsv,
  educatorOverview,
} from '../use-cases/educator-figures';
import {
  createQuiz,
  deleteQuiz,
  getQuiz,
  giveQuizFeedback,
  lessonQuizzes,
  quizSubmissions,
  submitQuiz,
  updateQuiz,
} from '../use-cases/quizzes';
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
import { requireLearner } from './guards';

const id = idFields('id');
const editing = ['Studio'];
const review = ['Course review'];
const quizTags = ['Quizzes'];
const foreign = 'No such course, or another educator’s.';
const foreignModule = 'No such module, or in another educator’s course.';
const foreignLesson = 'No such lesson, or in another educator’s course.';
const foreignQuiz = 'No such quiz, or in another educator’s course.';

/**
 * The caller's address for the audit trail. The gateway appends the address it saw to X-Forwarded-For after any
 * entries the client sent itself, so only the last entry can be trusted; direct calls fall back to the socket.
 */
function reviewContext(req: Request): ReviewContext {
  const forwarded = req
    .get('x-forwarded-for')
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .at(-1);
  return { ipAddress: (forwarded || req.socket.remoteAddress || null)?.slice(0, 100) ?? null };
}

/** What the API document says of each studio route. */
const api = {
  updateCourse: {
    method: 'patch',
    path: '/api/courses/:id',
    summary: 'Change a course’s fields',
    description: 'The wizard’s fields with the wizard’s rules; at least one. Its status does not change.',
    tags: editing,
    auth: 'educator',
    params: id,
    body: courseUpdateSchema,
    responses: { 200: courseSchema, 404: foreign },
  },
  deleteCourse: {
    method: 'delete',
    path: '/api/courses/:id',
    summary: 'Delete a course',
    description: 'With its modules, lessons, quizzes and review history. Not while learners are enrolled.',
    tags: editing,
    auth: 'educator',
    params: id,
    responses: { 204: 'Deleted.', 404: foreign, 409: 'Learners are enrolled in the course.' },
  },
  updateModule: {
    method: 'patch',
    path: '/api/modules/:id',
    summary: 'Change a module',
    tags: editing,
    auth: 'educator',
    params: id,
    body: moduleUpdateSchema,
    responses: { 200: moduleSchema, 404: foreignModule },
  },
  deleteModule: {
    method: 'delete',
    path: '/api/modules/:id',
    summary: 'Delete a module with its lessons',
    description:
      'The remaining modules are numbered 1..n again; learners’ progress is recounted in the same transaction.',
    tags: editing,
    auth: 'educator',
    params: id,
    responses: {
      204: 'Deleted.',
      404: foreignModule,
      503: 'Learner names for certificates the change would issue cannot be read now; try again shortly.',
    },
  },
  updateLesson: {
    method: 'patch',
    path: '/api/lessons/:id',
    summary: 'Change a lesson',
    description: 'Any field of the lesson dialog; links and teaching fields may be cleared with null or "".',
    tags: editing,
    auth: 'educator',
    params: id,
    body: lessonUpdateSchema,
    responses: { 200: lessonSchema, 404: foreignLesson },
  },
  reorderModules: {
    method: 'put',
    path: '/api/courses/:id/modules/order',
    summary: 'Reorder a course’s modules',
    description: 'Lists every module of the course once; orderIndex becomes 1..n in one transaction.',
    tags: editing,
    auth: 'educator',
    params: id,
    body: moduleOrderSchema,
    responses: { 200: moduleSchema.array(), 404: foreign },
  },
  reorderLessons: {
    method: 'put',
    path: '/api/modules/:id/lessons/order',
    summary: 'Reorder a module’s lessons',
    description: 'Lists every lesson of the module once; orderIndex becomes 1..n in one transaction.',
    tags: editing,
    auth: 'educator',
    params: id,
    body: lessonOrderSchema,
    responses: { 200: lessonSchema.array(), 404: foreignModule },
  },
  moveLesson: {
    method: 'post',
    path: '/api/lessons/:id/move',
    summary: 'Move a lesson to another module of its course',
    description: 'At a 1-based position (default last); both modules are numbered 1..n again.',
    tags: editing,
    auth: 'educator',
    params: id,
    body: lessonMoveSchema,
    responses: { 200: lessonSchema, 404: foreignLesson },
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
    responses: { 200: courseSchema, 404: foreign, 409: 'The course is not rejected.' },
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
    responses: { 200: courseReviewSchema.array(), 404: foreign },
  },
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
  reassign: {
    method: 'post',
    path: '/api/courses/:id/reassign',
    summary: 'Give a course to another educator',
    description:
      'The identity service checks that the educator exists and is active before calling (this service keeps no users).',
    tags: review,
    auth: 'admin',
    params: id,
    body: courseReassignSchema,
    responses: {
      200: courseSchema,
      404: 'No such course.',
      409: 'The course already belongs to this educator.',
    },
  },
  createQuiz: {
    method: 'post',
    path: '/api/quizzes',
    summary: 'Add a quiz to a lesson',
    description: 'Learners’ progress is recounted: a quiz is one more thing to pass.',
    tags: quizTags,
    auth: 'educator',
    body: quizCreateSchema,
    responses: { 201: quizSchema, 404: foreignLesson },
  },
  getQuiz: {
    method: 'get',
    path: '/api/quizzes/:id',
    summary: 'Read a quiz',
    description:
      'Whole for the course’s educator and administrators; for an enrolled learner without correct answers and explanations, with their attempts.',
    tags: quizTags,
    auth: 'user',
    params: id,
    responses: {
      200: quizSchema,
      403: 'Not enrolled in the course.',
      404: 'No such quiz, or its course is hidden.',
    },
  },
  updateQuiz: {
    method: 'patch',
    path: '/api/quizzes/:id',
    summary: 'Change a quiz',
    description: 'Questions, when given, replace all of them.',
    tags: quizTags,
    auth: 'educator',
    params: id,
    body: quizUpdateSchema,
    responses: { 200: quizSchema, 404: foreignQuiz },
  },
  deleteQuiz: {
    method: 'delete',
    path: '/api/quizzes/:id',
    summary: 'Delete a quiz',
    description: 'Learners’ progress is recounted without it.',
    tags: quizTags,
    auth: 'educator',
    params: id,
    responses: {
      204: 'Deleted.',
      404: foreignQuiz,
      503: 'Learner names for certificates the change would issue cannot be read now; try again shortly.',
    },
  },
  lessonQuizzes: {
    method: 'get',
    path: '/api/lessons/:id/quizzes',
    summary: 'A lesson’s quizzes',
    description: 'Without questions; with whether the caller passed each and their best score.',
    tags: quizTags,
    auth: 'user',
    params: id,
    responses: { 200: quizSummarySchema.array(), 404: 'No such lesson, or its course is hidden.' },
  },
  submitQuiz: {
    method: 'post',
    path: '/api/quizzes/:id/submissions',
    summary: 'Submit answers to a quiz',
    description: 'Graded by the server; retakes allowed. A first pass counts towards the course’s progress.',
    tags: quizTags,
    auth: 'user',
    params: id,
    body: quizSubmissionSchema,
    responses: { 201: quizResultSchema, 403: 'Not enrolled in the course.', 404: 'No such quiz.' },
  },
  quizSubmissions: {
    method: 'get',
    path: '/api/quizzes/:id/submissions',
    summary: 'A quiz’s submissions',
    description: 'For the course’s educator and administrators, newest first (200 at most).',
    tags: quizTags,
    auth: 'educator',
    params: id,
    responses: { 200: quizSubmissionViewSchema.array(), 404: foreignQuiz },
  },
  feedback: {
    method: 'post',
    path: '/api/quiz-submissions/:id/feedback',
    summary: 'Leave feedback on a quiz submission',
    description: 'Records the learner’s feedback_received milestone and emits quiz.feedback_given.',
    tags: quizTags,
    auth: 'educator',
    params: id,
    body: quizFeedbackSchema,
    responses: { 200: quizSubmissionViewSchema, 404: 'No such submission, or in another educator’s course.' },
  },
  overview: {
    method: 'get',
    path: '/api/educator/overview',
    summary: 'The educator dashboard’s figures',
    description: 'Own courses, distinct learners, completion rate (%) and courses awaiting review.',
    tags: editing,
    auth: 'educator',
    responses: { 200: educatorOverviewSchema },
  },
  learners: {
    method: 'get',
    path: '/api/educator/learners',
    summary: 'The learners of the caller’s courses',
    description: 'One row per enrolment: course, progress, quiz average, competency level, last activity.',
    tags: editing,
    auth: 'educator',
    query: educatorLearnerQuerySchema,
    responses: { 200: educatorLearnerPageSchema },
  },
  learnersCsv: {
    method: 'get',
    path: '/api/educator/learners.csv',
    summary: 'The learners of the caller’s courses as CSV',
    description: 'Same filters and order as the list, every row.',
    tags: editing,
    auth: 'educator',
    query: educatorLearnerQuerySchema,
    responses: { 200: { description: 'CSV file', contentType: 'text/csv' } },
  },
  analytics: {
    method: 'get',
    path: '/api/courses/:id/analytics',
    summary: 'A course’s analytics',
    description:
      'Enrolments per day (30 days) or week (26 weeks), completion rate, completions per lesson, quiz averages.',
    tags: editing,
    auth: 'educator',
    params: id,
    query: courseAnalyticsQuerySchema,
    responses: { 200: courseAnalyticsSchema, 404: foreign },
  },
} satisfies Record<string, RouteDeclaration>;

/**
 * The studio's calls: editing and reordering courses, modules and lessons; the review workflow; quizzes; the
 * educator's figures.
 */
export function studioRoutes(router: Router, deps: CourseDeps) {
  const educator = requireRole('educator', 'admin');
  const admin = requireRole('admin');
  const param = (req: Request) => idParam(req.params.id);

  // Fixed paths before the :id routes they would otherwise match.
  defineRoute(router, api.overview, educator, async (req, res) => {
    res.json(await educatorOverview(deps, currentUser(req)));
  });
  defineRoute(router, api.learnersCsv, educator, async (req, res) => {
    const query = validate(educatorLearnerQuerySchema, req.query);
    const csv = await educatorLearnersCsv(deps, currentUser(req), query);
    res
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', 'attachment; filename="learners.csv"')
      .send(csv);
  });
  defineRoute(router, api.learners, educator, async (req, res) => {
    const query = validate(educatorLearnerQuerySchema, req.query);
    res.json(await educatorLearners(deps, currentUser(req), query));
  });
  defineRoute(router, api.adminCourses, admin, async (req, res) => {
    res.json(await adminCourses(deps, validate(adminCourseListQuerySchema, req.query)));
  });

  defineRoute(router, api.updateCourse, educator, async (req, res) => {
    const courseId = param(req);
    res.json(await updateCourse(deps, currentUser(req), courseId, validate(courseUpdateSchema, req.body)));
  });
  defineRoute(router, api.deleteCourse, educator, async (req, res) => {
    await deleteCourse(deps, currentUser(req), param(req));
    res.status(204).end();
  });
  defineRoute(router, api.updateModule, educator, async (req, res) => {
    const moduleId = param(req);
    res.json(await updateModule(deps, currentUser(req), moduleId, validate(moduleUpdateSchema, req.body)));
  });
  defineRoute(router, api.deleteModule, educator, async (req, res) => {
    await deleteModule(deps, currentUser(req), param(req));
    res.status(204).end();
  });
  defineRoute(router, api.updateLesson, educator, async (req, res) => {
    const lessonId = param(req);
    res.json(await updateLesson(deps, currentUser(req), lessonId, validate(lessonUpdateSchema, req.body)));
  });
  defineRoute(router, api.reorderModules, educator, async (req, res) => {
    const courseId = param(req);
    const { moduleIds } = validate(moduleOrderSchema, req.body);
    res.json(await reorderModules(deps, currentUser(req), courseId, moduleIds));
  });
  defineRoute(router, api.reorderLessons, educator, async (req, res) => {
    const moduleId = param(req);
    const { lessonIds } = validate(lessonOrderSchema, req.body);
    res.json(await reorderLessons(deps, currentUser(req), moduleId, lessonIds));
  });
  defineRoute(router, api.moveLesson, educator, async (req, res) => {
    const lessonId = param(req);
    res.json(await moveLesson(deps, currentUser(req), lessonId, validate(lessonMoveSchema, req.body)));
  });

  defineRoute(router, api.approve, admin, async (req, res) => {
    res.json(await approveCourse(deps, currentUser(req), param(req), reviewContext(req)));
  });
  defineRoute(router, api.reject, admin, async (req, res) => {
    const courseId = param(req);
    const { reason } = validate(courseRejectionSchema, req.body);
    res.json(await rejectCourse(deps, currentUser(req), courseId, reason, reviewContext(req)));
  });
  defineRoute(router, api.submit, educator, async (req, res) => {
    res.json(await submitCourse(deps, currentUser(req), param(req), reviewContext(req)));
  });
  defineRoute(router, api.sendBack, admin, async (req, res) => {
    const courseId = param(req);
    const { reason } = validate(courseSendBackSchema, req.body);
    res.json(await sendBackCourse(deps, currentUser(req), courseId, reason, reviewContext(req)));
  });
  defineRoute(router, api.reviews, educator, async (req, res) => {
    res.json(await courseReviews(deps, currentUser(req), param(req)));
  });
  defineRoute(router, api.reassign, admin, async (req, res) => {
    const courseId = param(req);
    const { educatorId } = validate(courseReassignSchema, req.body);
    res.json(await reassignCourse(deps, currentUser(req), courseId, educatorId, reviewContext(req)));
  });

  defineRoute(router, api.createQuiz, educator, async (req, res) => {
    const input = validate(quizCreateSchema, req.body);
    res.status(201).json(await createQuiz(deps, currentUser(req), input));
  });
  defineRoute(router, api.getQuiz, requireUser, async (req, res) => {
    res.json(await getQuiz(deps, currentUser(req), param(req)));
  });
  defineRoute(router, api.updateQuiz, educator, async (req, res) => {
    const quizId = param(req);
    res.json(await updateQuiz(deps, currentUser(req), quizId, validate(quizUpdateSchema, req.body)));
  });
  defineRoute(router, api.deleteQuiz, educator, async (req, res) => {
    await deleteQuiz(deps, currentUser(req), param(req));
    res.status(204).end();
  });
  defineRoute(router, api.lessonQuizzes, requireUser, async (req, res) => {
    res.json(await lessonQuizzes(deps, currentUser(req), param(req)));
  });
  defineRoute(router, api.submitQuiz, requireLearner, async (req, res) => {
    const quizId = param(req);
    const input = validate(quizSubmissionSchema, req.body);
    res.status(201).json(await submitQuiz(deps, currentUser(req), quizId, input));
  });
  defineRoute(router, api.quizSubmissions, educator, async (req, res) => {
    res.json(await quizSubmissions(deps, currentUser(req), param(req)));
  });
  defineRoute(router, api.feedback, educator, async (req, res) => {
    const submissionId = param(req);
    const { comment } = validate(quizFeedbackSchema, req.body);
    res.json(await giveQuizFeedback(deps, currentUser(req), submissionId, comment));
  });
  defineRoute(router, api.analytics, educator, async (req, res) => {
    const courseId = param(req);
    const { range } = validate(courseAnalyticsQuerySchema, req.query);
    res.json(await courseAnalytics(deps, currentUser(req), courseId, range));
  });
}
