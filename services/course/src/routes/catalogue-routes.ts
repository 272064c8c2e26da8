import type { Router } from 'express';
import { z } from 'zod';
import {
  categorySchema,
  courseDetailSchema,
  courseListQuerySchema,
  courseOutlineSchema,
  coursePageSchema,
  courseProgressSchema,
  courseSummarySchema,
  lessonDetailSchema,
  lessonSchema,
  milestoneSchema,
  moduleDetailSchema,
  moduleSchema,
} from '@canopy/contracts';
import { defineRoute, idFields, requestId, sendKeptJson, type RouteDeclaration } from '@canopy/service-kit';
import {
  getCourseDetail,
  getLesson,
  getModule,
  listCategories,
  listCourseModules,
  listCoursePage,
  listCourses,
  listModuleLessons,
  wantsPage,
} from '../use-cases/catalogue';
import { getCourseOutline } from '../use-cases/course-outline';
import type { CourseDeps } from '../use-cases/deps';
import { courseMilestones, courseProgress } from '../use-cases/learning';
import { activeLearner } from './active-learner';

const id = idFields('id');
const hidden = 'No such course, or the caller may not see it (not approved, and not theirs).';
const inactive = 'The account is suspended or rejected.';

/** What the API document says of each catalogue route. */
const api = {
  categories: {
    method: 'get',
    path: '/api/categories',
    summary: 'List the categories',
    description: 'Each with the number of approved courses in it.',
    tags: ['Catalogue'],
    auth: 'public',
    responses: { 200: categorySchema.array() },
  },
  courses: {
    method: 'get',
    path: '/api/courses',
    summary: 'List and search courses',
    description:
      'Approved courses; an educator also sees their own in any status, an administrator everything ' +
      '(`status=pending` is the approval queue).',
    tags: ['Catalogue'],
    auth: 'public',
    query: courseListQuerySchema,
    responses: {
      200: {
        description:
          'The list (at most 500 courses); with `page` or `pageSize`, one page of it with the total ' +
          '(`{ items, total, page, pageSize }`).',
        schema: z.union([courseSummarySchema.array(), coursePageSchema]),
      },
      401: '`enrollment` (enrolled / not-enrolled) was asked for without signing in.',
    },
  },
  course: {
    method: 'get',
    path: '/api/courses/:id',
    summary: 'One course, with its category and instructor',
    tags: ['Catalogue'],
    auth: 'public',
    params: id,
    responses: { 200: courseDetailSchema, 404: hidden },
  },
  courseModules: {
    method: 'get',
    path: '/api/courses/:id/modules',
    summary: 'The modules of a course, in order',
    tags: ['Catalogue'],
    auth: 'public',
    params: id,
    responses: { 200: moduleSchema.array(), 404: hidden },
  },
  outline: {
    method: 'get',
    path: '/api/courses/:id/outline',
    summary: 'A course’s modules and lessons in one read',
    description: 'For a signed-in caller, with where they stand in the course.',
    tags: ['Catalogue'],
    auth: 'public',
    params: id,
    responses: { 200: courseOutlineSchema, 404: hidden },
  },
  progress: {
    method: 'get',
    path: '/api/courses/:id/progress',
    summary: 'The caller’s progress in a course',
    description:
      'Zeros and `enrolled: false` when not enrolled; `nextLesson` is the first lesson not completed.',
    tags: ['Learning'],
    auth: 'user',
    guard: activeLearner,
    params: id,
    responses: { 200: courseProgressSchema, 403: inactive, 404: hidden },
  },
  courseMilestones: {
    method: 'get',
    path: '/api/courses/:id/milestones',
    summary: 'The caller’s milestones in a course',
    tags: ['Learning'],
    auth: 'user',
    guard: activeLearner,
    params: id,
    responses: { 200: milestoneSchema.array(), 403: inactive, 404: hidden },
  },
  module: {
    method: 'get',
    path: '/api/modules/:id',
    summary: 'One module, with its course',
    tags: ['Catalogue'],
    auth: 'public',
    params: id,
    responses: { 200: moduleDetailSchema, 404: 'No such module, or its course is hidden from the caller.' },
  },
  moduleLessons: {
    method: 'get',
    path: '/api/modules/:id/lessons',
    summary: 'The lessons of a module, in order',
    description:
      'Lesson bodies go to learners enrolled in the course, its educator and administrators; everyone else ' +
      'gets `locked: true` and those fields null.',
    tags: ['Catalogue'],
    auth: 'public',
    params: id,
    responses: { 200: lessonSchema.array(), 404: 'No such module, or its course is hidden from the caller.' },
  },
  lesson: {
    method: 'get',
    path: '/api/lessons/:id',
    summary: 'One lesson, with its neighbours and the caller’s completion',
    description: 'The body is locked as for the module’s lesson list.',
    tags: ['Catalogue'],
    auth: 'public',
    params: id,
    responses: { 200: lessonDetailSchema, 404: 'No such lesson, or its course is hidden from the caller.' },
  },
} satisfies Record<string, RouteDeclaration>;

/** Browsing: public for approved courses; educators also see their own, administrators everything. */
export function catalogueRoutes(router: Router, deps: CourseDeps) {
  defineRoute(router, api.categories, async (_input, _req, res) => {
    res.json(await listCategories(deps));
  });

  defineRoute(router, api.courses, async ({ user, query }, req, res) => {
    // Paging is asked for, never imposed: the plain array stays what existing clients get.
    sendKeptJson(
      req,
      res,
      wantsPage(query) ? await listCoursePage(deps, user, query) : await listCourses(deps, user, query),
    );
  });

  defineRoute(router, api.course, async ({ user, params }, req, res) => {
    res.json(await getCourseDetail(deps, user, params.id, requestId(req)));
  });

  defineRoute(router, api.courseModules, async ({ user, params }, _req, res) => {
    res.json(await listCourseModules(deps, user, params.id));
  });

  // Public like the course detail; a signed-in caller's answer also carries their progress.
  defineRoute(router, api.outline, async ({ user, params }, req, res) => {
    sendKeptJson(req, res, await getCourseOutline(deps, user, params.id));
  });

  defineRoute(router, api.progress, async ({ user, params }, req, res) => {
    sendKeptJson(req, res, await courseProgress(deps, user, params.id));
  });

  defineRoute(router, api.courseMilestones, async ({ user, params }, _req, res) => {
    res.json(await courseMilestones(deps, user, params.id));
  });

  defineRoute(router, api.module, async ({ user, params }, _req, res) => {
    res.json(await getModule(deps, user, params.id));
  });

  defineRoute(router, api.moduleLessons, async ({ user, params }, _req, res) => {
    res.json(await listModuleLessons(deps, user, params.id));
  });

  defineRoute(router, api.lesson, async ({ user, params }, _req, res) => {
    res.json(await getLesson(deps, user, params.id));
  });
}
