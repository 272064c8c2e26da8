import { enrollmentUpdateSchema, type Identity } from '@canopy/contracts';
import type { CourseDeps } from '../use-cases/deps';
import { completeLesson, enrol, updateEnrollment } from '../use-cases/learning';
import { demoCourses } from './demo-courses';
import type { DemoCourse } from './demo-types';

export interface DemoSeedOptions {
  /** Teaches the demo courses (the demo educator account of the identity service). */
  instructorId: number;
  /** Gets one course in progress; omit for none. */
  learnerId?: number;
  /** How the learner is named on anything issued to them; defaults to a username of 'learner'. */
  learner?: Pick<Identity, 'username' | 'firstName' | 'lastName'>;
}

export interface DemoSeedSummary {
  categories: number;
  courses: number;
  coursesCreated: number;
  lessons: number;
  learnerEnrolled: boolean;
}

/** Title of the course the demo learner has in progress. */
export const DEMO_LEARNER_COURSE = 'Foundations of Sustainability';

/**
 * Seeds the demo catalogue and a learner's progress. Idempotent: courses are matched by instructor and title (each course is written in one transaction, so a crash never leaves half of one), and
 * the learner's progress is recorded only when the enrollment is new — through the same use cases a learner's
 * clicks go through, so progress, milestones and timestamps are real.
 */
export async function seedDemoContent(
  target: CourseDeps | { deps: CourseDeps },
  opts: DemoSeedOptions,
): Promise<DemoSeedSummary> {
  const deps = 'deps' in target ? target.deps : target;
  const { stores } = deps;

  // The categories themselves are reference data from the migrations; demo courses refer to them by name.
  const categoryIds = new Map((await stores.categories.list()).map((c) => [c.name, c.id]));

  let coursesCreated = 0;
  let lessons = 0;
  const courseIds = new Map<string, number>();
  for (const demo of demoCourses) {
    lessons += demo.modules.reduce((n, m) => n + m.lessons.length, 0);
    const existing = await stores.courses.findByTitle(opts.instructorId, demo.title);
    if (existing) {
      courseIds.set(demo.title, existing.id);
      continue;
    }
    courseIds.set(demo.title, await createDemoCourse(deps, demo, opts.instructorId, categoryIds));
    coursesCreated++;
  }

  let learnerEnrolled = false;
  const courseId = courseIds.get(DEMO_LEARNER_COURSE);
  if (opts.learnerId && courseId) {
    learnerEnrolled = await seedLearnerProgress(deps, courseId, {
      id: opts.learnerId,
      username: opts.learner?.username ?? 'learner',
      firstName: opts.learner?.firstName ?? null,
      lastName: opts.learner?.lastName ?? null,
      role: 'student',
      status: 'active',
    });
  }
  return {
    categories: categoryIds.size,
    courses: demoCourses.length,
    coursesCreated,
    lessons,
    learnerEnrolled,
  };
}

async function createDemoCourse(
  deps: CourseDeps,
  demo: DemoCourse,
  instructorId: number,
  categoryIds: Map<string, number>,
): Promise<number> {
  const ids = demo.categories.map((name) => {
    const id = categoryIds.get(name);
    if (!id) throw new Error(`demo course "${demo.title}" names unknown category "${name}"`);
    return id;
  });
  return deps.stores.transaction(async (tx) => {
    const course = await tx.courses.create({
      title: demo.title,
      description: demo.description,
      level: demo.level,
      categoryId: ids[0]!,
      categoryIds: ids,
      instructorId,
      status: 'approved',
      storyTemplate: demo.storyTemplate,
      practicalSkills: demo.practicalSkills,
    });
    for (const [mi, m] of demo.modules.entries()) {
      const module = await tx.curriculum.createModule({
        courseId: course.id,
        title: m.title,
        description: m.description,
        orderIndex: mi + 1,
      });
      for (const [li, l] of m.lessons.entries()) {
        await tx.curriculum.createLesson({
          moduleId: module.id,
          title: l.title,
          content: l.content.trim(),
          orderIndex: li + 1,
          videoUrl: l.videoUrl,
          duration: l.duration,
          hasDiscussion: true,
          isShortForm: l.duration <= 10,
          practicalApplication: l.practicalApplication?.trim(),
          reflectionPrompts: l.reflectionPrompts?.trim(),
        });
      }
    }
    return course.id;
  });
}

/** Enrols the learner and walks them through the first module and a bit, with a reflection and a goal. */
async function seedLearnerProgress(deps: CourseDeps, courseId: number, learner: Identity): Promise<boolean> {
  const { enrollment, created } = await enrol(deps, learner, courseId);
  if (!created) return false;
  const order = (await deps.stores.curriculum.lessonOrder([courseId])).get(courseId) ?? [];
  const firstModule = order[0]?.moduleId;
  const firstModuleLessons = order.filter((l) => l.moduleId === firstModule);
  const nextOne = order.find((l) => l.moduleId !== firstModule);
  for (const lesson of [...firstModuleLessons, ...(nextOne ? [nextOne] : [])]) {
    await completeLesson(deps, learner, lesson.id);
  }
  // Through the contract schema, exactly as the learner's competency and goals cards send them.
  await updateEnrollment(
    deps,
    learner,
    enrollment.id,
    enrollmentUpdateSchema.parse({
      competencyLevel: 'developing',
      reflection:
        'Seeing the economy as a subsystem of the biosphere changed how I read the news. ' +
        'I want to practise spotting feedback loops in my own neighbourhood.',
    }),
  );
  await updateEnrollment(
    deps,
    learner,
    enrollment.id,
    enrollmentUpdateSchema.parse({
      personalGoal: 'Finish the course and cut my household energy use by 10% this season.',
      selfPaced: true,
      weeklyHoursTarget: 3,
    }),
  );
  return true;
}
