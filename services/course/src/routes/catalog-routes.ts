import type { Router } from 'express';
import { courseListQuerySchema } from '@canopy/contracts';
import { currentUser, idParam, validate } from '@canopy/service-kit';
import {
  getCourseDetail,
  getLesson,
  getModule,
  listCategories,
  listCourseModules,
  listCourses,
  listModuleLessons,
} from '../use-cases/catalog';
import type { CourseDeps } from '../use-cases/deps';
import { courseMilestones, courseProgress } from '../use-cases/learning';
import { requestId, requireLearner, viewer } from './guards';

/** Browsing: public for approved courses; educators also see their own, administrators everything. */
export function catalogRoutes(router: Router, deps: CourseDeps) {
  router.get('/api/categories', async (_req, res) => {
    res.json(await listCategories(deps));
  });

  router.get('/api/courses', async (req, res) => {
    const query = validate(courseListQuerySchema, req.query);
    res.json(await listCourses(deps, viewer(req), query));
  });

  router.get('/api/courses/:id', async (req, res) => {
    res.json(await getCourseDetail(deps, viewer(req), idParam(req.params.id), requestId(req)));
  });

  router.get('/api/courses/:id/modules', async (req, res) => {
    res.json(await listCourseModules(deps, viewer(req), idParam(req.params.id)));
  });

  router.get('/api/courses/:id/progress', requireLearner, async (req, res) => {
    res.json(await courseProgress(deps, currentUser(req), idParam(req.params.id)));
  });

  router.get('/api/courses/:id/milestones', requireLearner, async (req, res) => {
    res.json(await courseMilestones(deps, currentUser(req), idParam(req.params.id)));
  });

  router.get('/api/modules/:id', async (req, res) => {
    res.json(await getModule(deps, viewer(req), idParam(req.params.id)));
  });

  router.get('/api/modules/:id/lessons', async (req, res) => {
    res.json(await listModuleLessons(deps, viewer(req), idParam(req.params.id)));
  });

  router.get('/api/lessons/:id', async (req, res) => {
    res.json(await getLesson(deps, viewer(req), idParam(req.params.id)));
  });
}
