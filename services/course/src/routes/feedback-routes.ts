import type { Router } from 'express';
import {
  feedbackCreateSchema,
  feedbackItemSchema,
  feedbackListQuerySchema,
  feedbackPageSchema,
  learnerFeedbackContextSchema,
} from '@canopy/contracts';
import { defineRoute, idFields, type RouteDeclaration } from '@canopy/service-kit';
import type { CourseDeps } from '../use-cases/deps';
import { giveFeedback, learnerFeedbackContext, myFeedback } from '../use-cases/instructor-feedback';

const tags = ['Feedback'];
const hidden = 'No such course, or not one the caller teaches (administrators: any course).';

/** What the API document says of each feedback route. */
const api = {
  give: {
    method: 'post',
    path: '/api/courses/:id/feedback',
    summary: 'Give a learner feedback',
    description:
      'The course’s educator or an administrator, to a learner enrolled in the course: on the course, a lesson (relatedId), their reflection, their goal or a quiz submission (relatedId). Records the learner’s feedback_received milestone and emits course.feedback_given (quiz.feedback_given for a submission).',
    tags,
    auth: 'educator',
    params: idFields('id'),
    body: feedbackCreateSchema,
    responses: {
      201: feedbackItemSchema,
      400: 'The lesson is not the course’s, or the learner has no reflection or goal yet.',
      404: `${hidden} Or the learner is not enrolled, or the submission is not theirs in this course.`,
    },
  },
  mine: {
    method: 'get',
    path: '/api/courses/:id/feedback',
    summary: 'The caller’s feedback in a course',
    description:
      'What instructors told the caller in the course, newest first, paged; with lessonId only what is about that lesson (lesson feedback and feedback on its quizzes). Nobody reads another’s feedback here.',
    tags,
    auth: 'user',
    params: idFields('id'),
    query: feedbackListQuerySchema,
    responses: { 200: feedbackPageSchema, 404: 'No such course, or one the caller cannot see.' },
  },
  learner: {
    method: 'get',
    path: '/api/courses/:id/learners/:learnerId/feedback',
    summary: 'A learner’s feedback context',
    description:
      'For the course’s educator and administrators: the learner’s name, goal and reflection, their quiz submissions in the course and the feedback they were given (newest 50 of each).',
    tags,
    auth: 'educator',
    params: idFields('id', 'learnerId'),
    responses: {
      200: learnerFeedbackContextSchema,
      404: `${hidden} Or the learner is not enrolled.`,
    },
  },
} satisfies Record<string, RouteDeclaration>;

/** Instructor feedback: given from the studio's Students tab, read by the learner in the course and lesson views. */
export function feedbackRoutes(router: Router, deps: CourseDeps) {
  defineRoute(router, api.give, async ({ user, params, body }, _req, res) => {
    res.status(201).json(await giveFeedback(deps, user, params.id, body));
  });
  defineRoute(router, api.mine, async ({ user, params, query }, _req, res) => {
    res.json(await myFeedback(deps, user, params.id, query));
  });
  defineRoute(router, api.learner, async ({ user, params }, _req, res) => {
    res.json(await learnerFeedbackContext(deps, user, params.id, params.learnerId));
  });
}
