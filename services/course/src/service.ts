import {
  createService,
  migrationsFolder,
  type CreateOptions,
  type EventHandler,
  type RunningService,
} from '@canopy/service-kit';
import { courseConfigSchema, type CourseConfig } from './config';
import { schema, type CourseSchema } from './db/schema';
import { createCourseDeps } from './deps';
import type { CourseHandledEvent } from './handled-events';
import { seedDemoContent } from './demo/seed-demo-content';
import { adminCertificateRoutes } from './routes/admin-certificate-routes';
import { adminFiguresRoutes } from './routes/admin-figures-routes';
import { assessmentQuestionRoutes } from './routes/assessment-question-routes';
import { authoringRoutes } from './routes/authoring-routes';
import { cartridgeRoutes } from './routes/cartridge-routes';
import { catalogueRoutes } from './routes/catalogue-routes';
import { certificateRoutes } from './routes/certificate-routes';
import { credentialRoutes } from './routes/credential-routes';
import { internalRoutes } from './routes/internal-routes';
import { learningInsightRoutes } from './routes/learning-insight-routes';
import { learningPreferenceRoutes } from './routes/learning-preference-routes';
import { learningRoutes } from './routes/learning-routes';
import { studioRoutes } from './routes/studio-routes';
import { bindStores } from './stores/stores';
import { recordDiscussionContribution } from './use-cases/discussion-contribution';
import { forgetLearner } from './use-cases/forget-learner';
import type { CourseDeps } from './use-cases/deps';

export type CourseServiceOptions = CreateOptions;

export type CourseService = RunningService<CourseConfig, CourseSchema, CourseDeps>;

/** The course service: categories, courses, modules, lessons, enrollments, progress, milestones, certificates. */
export function createCourseService(opts: CourseServiceOptions = {}): Promise<CourseService> {
  return createService(
    {
      name: 'course',
      config: courseConfigSchema,
      schema,
      migrations: migrationsFolder('@canopy/course-service'),
      deps: (ctx) => createCourseDeps(ctx),
      events: (deps, ctx) =>
        ({
          'user.deleted': (event, tx) => forgetLearner(bindStores(tx, ctx.events), event, deps.logger),
          'forum.contribution_made': (event, tx) =>
            recordDiscussionContribution(bindStores(tx, ctx.events), event, deps.logger),
        }) satisfies { [T in CourseHandledEvent]: EventHandler<T, CourseSchema> },
      routes(router, deps) {
        catalogueRoutes(router, deps);
        cartridgeRoutes(router, deps);
        authoringRoutes(router, deps);
        studioRoutes(router, deps);
        learningRoutes(router, deps);
        certificateRoutes(router, deps);
        credentialRoutes(router, deps);
        adminCertificateRoutes(router, deps);
        internalRoutes(router, deps);
        adminFiguresRoutes(router, deps);
        learningPreferenceRoutes(router, deps);
        learningInsightRoutes(router, deps);
        assessmentQuestionRoutes(router, deps);
      },
      async onReady(deps, ctx) {
        if (!ctx.config.DEMO) return;
        const summary = await seedDemoContent(deps, {
          instructorId: ctx.config.DEMO_INSTRUCTOR_ID,
          learnerId: ctx.config.DEMO_LEARNER_ID,
        });
        ctx.logger.info(summary, 'demo content ready');
      },
    },
    opts,
  );
}
