import type { Router } from 'express';
import {
  quizCreateSchema,
  quizFeedbackSchema,
  quizResultSchema,
  quizSchema,
  quizSubmissionSchema,
  quizSubmissionViewSchema,
  quizSummarySchema,
  quizUpdateSchema,
} from '@canopy/contracts';
import { defineRoute, idFields, type RouteDeclaration } from '@canopy/service-kit';
import type { CourseDeps } from '../use-cases/deps';
import { giveQuizFeedback, quizSubmissions, submitQuiz } from '../use-cases/quiz-submissions';
import { createQuiz, deleteQuiz, getQuiz, lessonQuizzes, updateQuiz } from '../use-cases/quizzes';
import { activeLearner } from './active-learner';
import { foreignLesson, foreignQuiz } from './ownership-messages';

const id = idFields('id');
const quizTags = ['Quizzes'];

/** What the API document says of each route. */
const api = {
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
    guard: activeLearner,
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
} satisfies Record<string, RouteDeclaration>;

/** Quizzes: authoring (educators), taking them (learners), submissions and feedback. */
export function quizRoutes(router: Router, deps: CourseDeps) {
  defineRoute(router, api.createQuiz, async ({ user, body }, _req, res) => {
    res.status(201).json(await createQuiz(deps, user, body));
  });
  defineRoute(router, api.getQuiz, async ({ user, params }, _req, res) => {
    res.json(await getQuiz(deps, user, params.id));
  });
  defineRoute(router, api.updateQuiz, async ({ user, params, body }, _req, res) => {
    res.json(await updateQuiz(deps, user, params.id, body));
  });
  defineRoute(router, api.deleteQuiz, async ({ user, params }, _req, res) => {
    await deleteQuiz(deps, user, params.id);
    res.status(204).end();
  });
  defineRoute(router, api.lessonQuizzes, async ({ user, params }, _req, res) => {
    res.json(await lessonQuizzes(deps, user, params.id));
  });
  defineRoute(router, api.submitQuiz, async ({ user, params, body }, _req, res) => {
    res.status(201).json(await submitQuiz(deps, user, params.id, body));
  });
  defineRoute(router, api.quizSubmissions, async ({ user, params }, _req, res) => {
    res.json(await quizSubmissions(deps, user, params.id));
  });
  defineRoute(router, api.feedback, async ({ user, params, body }, _req, res) => {
    res.json(await giveQuizFeedback(deps, user, params.id, body.comment));
  });
}
