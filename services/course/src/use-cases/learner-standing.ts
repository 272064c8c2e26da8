import { courseMessages, type CourseProgress, type OutlineLearner } from '@canopy/contracts';
import { NotFoundError } from '@canopy/service-kit';
import type { LearnerOutline, LessonPosition } from '../stores/curriculum-reads';
import { canSeeCourse, type Viewer } from './access';
import type { CourseDeps } from './deps';
import { computeProgress } from './progress';

/** A learner's enrollment in a course with its certificate, as the learner's outline read has it. */
export type StoredStanding = LearnerOutline['standing'];

/**
 * A view of the learner's outline read of a course (`CurriculumStore.learnerOutline`) — the outline page, the
 * progress — visible exactly as the course detail is (404 otherwise). The view is kept while the learner's and the
 * course's rows are unchanged, per viewer (who may see what follows from their id, role and status), and the same
 * kept object is answered to each hit, so its JSON is written once too (service-kit's sendKeptJson).
 */
export function outlineView<T>(
  deps: Pick<CourseDeps, 'stores' | 'learnerReads'>,
  kind: string,
  viewer: Viewer,
  courseId: number,
  learnerId: number | undefined,
  build: (read: LearnerOutline) => T,
): Promise<T> {
  const { stores } = deps;
  const who = viewer ? `${viewer.id}:${viewer.role}:${viewer.status}` : 'visitor';
  return deps.learnerReads.read(
    `${kind}:${courseId}:${learnerId ?? 0}:${who}`,
    () => stores.readVersions.learnerCourse(learnerId ?? 0, courseId),
    async () => {
      const read = await stores.curriculum.learnerOutline(courseId, learnerId);
      if (!read || !canSeeCourse(viewer, read.course)) throw new NotFoundError(courseMessages.courseNotFound);
      return build(read);
    },
  );
}

/**
 * Where a signed-in user stands in a course whose lessons, in learning order, are `order` and of which they
 * completed `done`, given their enrollment (`standing`, read beside the curriculum): the stored progress, which
 * lessons are done, where to continue and the certificate. Zeros and `enrolled: false` when not enrolled.
 */
export function learnerStanding(
  standing: StoredStanding,
  order: LessonPosition[],
  done: ReadonlySet<number>,
): { learner: OutlineLearner; completedIds: ReadonlySet<number> } {
  const enrollment = standing?.enrollment ?? null;
  const completedIds = enrollment ? done : new Set<number>();
  const facts = computeProgress(order, completedIds);
  const learner: OutlineLearner = {
    enrolled: enrollment !== null,
    enrollmentId: enrollment?.id ?? null,
    progress: enrollment?.progress ?? 0,
    completed: enrollment?.completed ?? false,
    completedLessons: facts.completedLessons,
    totalLessons: facts.totalLessons,
    completedLessonIds: order.filter((l) => completedIds.has(l.id)).map((l) => l.id),
    nextLesson:
      enrollment && facts.nextLesson
        ? { id: facts.nextLesson.id, title: facts.nextLesson.title, moduleId: facts.nextLesson.moduleId }
        : null,
    certificate: standing?.certificate ?? null,
  };
  return { learner, completedIds };
}

/**
 * A course's lessons in learning order as positions (with their module's title), and the ids of those the learner
 * completed, from the learner's outline read.
 */
export function learningPositions(read: Pick<LearnerOutline, 'modules' | 'lessons'>): {
  order: LessonPosition[];
  done: Set<number>;
} {
  const moduleTitles = new Map(read.modules.map((m) => [m.id, m.title]));
  const order = read.lessons.map((l) => ({
    id: l.id,
    title: l.title,
    moduleId: l.moduleId,
    moduleTitle: moduleTitles.get(l.moduleId) ?? '',
  }));
  return { order, done: new Set(read.lessons.filter((l) => l.done).map((l) => l.id)) };
}

/** The per-module part of GET /api/courses/{id}/progress. */
function moduleProgress(
  modules: { id: number; title: string }[],
  order: LessonPosition[],
  completedIds: ReadonlySet<number>,
): CourseProgress['modules'] {
  return modules.map((m) => {
    const lessons = order.filter((l) => l.moduleId === m.id);
    const completedLessons = lessons.filter((l) => completedIds.has(l.id)).length;
    return {
      moduleId: m.id,
      title: m.title,
      totalLessons: lessons.length,
      completedLessons,
      completed: lessons.length > 0 && completedLessons === lessons.length,
    };
  });
}

/**
 * Where the learner an outline was read for stands in its course, module by module: GET /api/courses/{id}/progress
 * (zeros and `enrolled: false` when not enrolled).
 */
export function courseProgressOf(read: LearnerOutline): CourseProgress {
  const { order, done } = learningPositions(read);
  const { learner, completedIds } = learnerStanding(read.standing, order, done);
  return { courseId: read.course.id, ...learner, modules: moduleProgress(read.modules, order, completedIds) };
}
