import type { Router } from 'express';
import {
  assessmentQuestionCreateSchema,
  assessmentQuestionListQuerySchema,
  assessmentQuestionSchema,
  assessmentQuestionUpdateSchema,
} from '@canopy/contracts';
import { defineRoute, idFields, type RouteDeclaration } from '@canopy/service-kit';
import {
  createQuestion,
  editQuestion,
  listQuestions,
  setQuestionActive,
} from '../use-cases/assessment-questions';
import type { CourseDeps } from '../use-cases/deps';

const tags = ['Learning preferences'];
const id = idFields('id');
const superseded = 'The question has a newer version: only the newest is changed.';

/** What the API document says of each route. */
const api = {
  list: {
    method: 'get',
    path: '/api/admin/assessment-questions',
    summary: 'The assessment’s questions, for administration',
    description: 'The newest version of each question, active or not (`versions=all`: every version).',
    tags,
    auth: 'admin',
    query: assessmentQuestionListQuerySchema,
    responses: { 200: assessmentQuestionSchema.array() },
  },
  create: {
    method: 'post',
    path: '/api/admin/assessment-questions',
    summary: 'Add a question',
    description: 'Version 1.0, active, after the last question unless `orderIndex` is given.',
    tags,
    auth: 'admin',
    body: assessmentQuestionCreateSchema,
    responses: { 201: assessmentQuestionSchema },
  },
  edit: {
    method: 'patch',
    path: '/api/admin/assessment-questions/:id',
    summary: 'Change a question (as a new version)',
    description:
      'Inserts the next version with the changes and retires this one, so answers already given keep the ' +
      'wording and scale they answered. Answers the new version.',
    tags,
    auth: 'admin',
    params: id,
    body: assessmentQuestionUpdateSchema,
    responses: { 200: assessmentQuestionSchema, 404: 'No such question.', 409: superseded },
  },
  deactivate: {
    method: 'post',
    path: '/api/admin/assessment-questions/:id/deactivate',
    summary: 'Stop asking a question',
    description: 'Earlier answers to it are kept. Repeating it changes nothing.',
    tags,
    auth: 'admin',
    params: id,
    responses: { 200: assessmentQuestionSchema, 404: 'No such question.', 409: superseded },
  },
  activate: {
    method: 'post',
    path: '/api/admin/assessment-questions/:id/activate',
    summary: 'Ask a question again',
    tags,
    auth: 'admin',
    params: id,
    responses: { 200: assessmentQuestionSchema, 404: 'No such question.', 409: superseded },
  },
} satisfies Record<string, RouteDeclaration>;

/** Administering the questionnaire: administrators only. */
export function assessmentQuestionRoutes(router: Router, deps: CourseDeps) {
  defineRoute(router, api.list, async ({ query }, _req, res) => {
    res.json(await listQuestions(deps, query.versions));
  });
  defineRoute(router, api.create, async ({ body }, _req, res) => {
    res.status(201).json(await createQuestion(deps, body));
  });
  defineRoute(router, api.edit, async ({ params, body }, _req, res) => {
    res.json(await editQuestion(deps, params.id, body));
  });
  defineRoute(router, api.deactivate, async ({ params }, _req, res) => {
    res.json(await setQuestionActive(deps, params.id, false));
  });
  defineRoute(router, api.activate, async ({ params }, _req, res) => {
    res.json(await setQuestionActive(deps, params.id, true));
  });
}
