import type { Router } from 'express';
import {
  assessmentHistoryQuerySchema,
  assessmentQuestionSchema,
  assessmentResponseInputSchema,
  assessmentSessionSchema,
  coursePreferenceDistributionSchema,
  learningAssessmentSchema,
  pagedSchema,
} from '@canopy/contracts';
import { defineRoute, idFields, type RouteDeclaration } from '@canopy/service-kit';
import type { CourseDeps } from '../use-cases/deps';
import {
  activeQuestions,
  answerQuestion,
  assessmentHistory,
  completeAssessment,
  currentAssessment,
  latestAssessment,
  startAssessment,
} from '../use-cases/learning-assessment';
import { preferenceDistribution } from '../use-cases/preference-distribution';
import { activeLearner } from './active-learner';
import { foreignCourse } from './ownership-messages';

const tags = ['Learning preferences'];
const inactive = 'The account is suspended or rejected.';
const missing = 'No such assessment of the caller.';
const learner = { tags, auth: 'user', guard: activeLearner } as const;

/** What the API document says of each route. */
const api = {
  questions: {
    ...learner,
    method: 'get',
    path: '/api/learning-preferences/questions',
    summary: 'The assessment’s questions',
    description: 'The active version of each question, in the order a learner meets them.',
    responses: { 200: assessmentQuestionSchema.array(), 403: inactive },
  },
  start: {
    ...learner,
    method: 'post',
    path: '/api/learning-preferences/assessments',
    summary: 'Start or resume the learning-preferences assessment',
    description:
      'One assessment in progress per learner: a repeat answers 200 with it and the answers so far.',
    responses: {
      200: { description: 'Resumed: the assessment in progress', schema: assessmentSessionSchema },
      201: assessmentSessionSchema,
      403: inactive,
    },
  },
  current: {
    ...learner,
    method: 'get',
    path: '/api/learning-preferences/assessments/current',
    summary: 'The caller’s assessment in progress, or null',
    responses: { 200: assessmentSessionSchema.nullable(), 403: inactive },
  },
  latest: {
    ...learner,
    method: 'get',
    path: '/api/learning-preferences/assessments/latest',
    summary: 'The caller’s latest completed assessment, or null',
    responses: { 200: learningAssessmentSchema.nullable(), 403: inactive },
  },
  history: {
    ...learner,
    method: 'get',
    path: '/api/learning-preferences/assessments',
    summary: 'The caller’s completed assessments, newest first',
    query: assessmentHistoryQuerySchema,
    responses: { 200: pagedSchema(learningAssessmentSchema), 403: inactive },
  },
  answer: {
    ...learner,
    method: 'put',
    path: '/api/learning-preferences/assessments/:id/responses/:questionId',
    summary: 'Answer one question',
    description:
      'Stores the answer as a response (answering again replaces it) and answers the assessment so far.',
    params: idFields('id', 'questionId'),
    body: assessmentResponseInputSchema,
    responses: {
      200: assessmentSessionSchema,
      400: 'The answer is not one of the question’s options.',
      403: inactive,
      404: `${missing} Or no such question.`,
      409: 'The assessment is completed, or the question is no longer asked.',
    },
  },
  complete: {
    ...learner,
    method: 'post',
    path: '/api/learning-preferences/assessments/:id/complete',
    summary: 'Finish the assessment',
    description:
      'Scores each category 0–100, names the primary and secondary preference, writes the recommendations and ' +
      'recomputes the learner’s insights.',
    params: idFields('id'),
    responses: {
      200: learningAssessmentSchema,
      403: inactive,
      404: missing,
      409: 'A question is unanswered, or the assessment is already completed.',
    },
  },
  distribution: {
    method: 'get',
    path: '/api/courses/:id/learning-preferences',
    summary: 'How the preferences of a course’s learners are spread',
    description:
      'Aggregated only, from the latest assessment of each enrolled learner, and only once enough learners have ' +
      'one (below that, nothing — not even how many). Never an individual’s answers.',
    tags,
    auth: 'educator',
    params: idFields('id'),
    responses: { 200: coursePreferenceDistributionSchema, 404: foreignCourse },
  },
} satisfies Record<string, RouteDeclaration>;

/** The learning-preferences assessment: always the caller's own; the course distribution for its educator. */
export function learningPreferenceRoutes(router: Router, deps: CourseDeps) {
  defineRoute(router, api.questions, async (_input, _req, res) => {
    res.json(await activeQuestions(deps));
  });
  defineRoute(router, api.start, async ({ user }, _req, res) => {
    const { session, created } = await startAssessment(deps, user);
    res.status(created ? 201 : 200).json(session);
  });
  defineRoute(router, api.current, async ({ user }, _req, res) => {
    res.json(await currentAssessment(deps, user));
  });
  defineRoute(router, api.latest, async ({ user }, _req, res) => {
    res.json(await latestAssessment(deps, user));
  });
  defineRoute(router, api.history, async ({ user, query }, _req, res) => {
    res.json(await assessmentHistory(deps, user, query.page, query.pageSize));
  });
  defineRoute(router, api.answer, async ({ user, params, body }, _req, res) => {
    res.json(await answerQuestion(deps, user, params.id, params.questionId, body));
  });
  defineRoute(router, api.complete, async ({ user, params }, _req, res) => {
    res.json(await completeAssessment(deps, user, params.id));
  });
  defineRoute(router, api.distribution, async ({ user, params }, _req, res) => {
    res.json(await preferenceDistribution(deps, user, params.id));
  });
}
