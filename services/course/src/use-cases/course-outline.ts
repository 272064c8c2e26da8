import type { CourseOutline, OutlineLesson, OutlineModule } from '@canopy/contracts';
import { canLearn, isAdmin, isCourseOwner, type Viewer } from './access';
import type { CourseDeps } from './deps';
import type { LearnerOutline } from '../stores/curriculum-reads';
import { learnerStanding, learningPositions, outlineView } from './learner-standing';

/**
 * GET /api/courses/{id}/outline: the course's modules with their lessons (no bodies) and, for a signed-in
 * caller, where they stand — one read instead of one per module. Visible exactly as the course detail is (404
 * otherwise). Video and document links go to those who may open the lessons, as for the lessons themselves.
 */
export function getCourseOutline(deps: CourseDeps, viewer: Viewer, courseId: number): Promise<CourseOutline> {
  const learnerId = canLearn(viewer) ? viewer.id : undefined;
  // One read: the course, its curriculum and the caller's enrollment at once, shaped for this viewer.
  return outlineView(deps, 'outline', viewer, courseId, learnerId, (read) =>
    outlineFor(viewer, learnerId, read),
  );
}

function outlineFor(viewer: Viewer, learnerId: number | undefined, read: LearnerOutline): CourseOutline {
  const { course, modules, lessons, standing } = read;
  const { order, done } = learningPositions(read);
  const learner = learnerId === undefined ? null : learnerStanding(standing, order, done).learner;
  const readable = isAdmin(viewer) || isCourseOwner(viewer, course) || Boolean(learner?.enrolled);

  const byModule = new Map<number, OutlineLesson[]>();
  for (const { done: _done, ...l } of lessons) {
    const lesson: OutlineLesson = {
      ...l,
      hasVideo: Boolean(l.videoUrl),
      hasDocument: Boolean(l.documentUrl),
      locked: !readable,
      videoUrl: readable ? l.videoUrl : null,
      documentUrl: readable ? l.documentUrl : null,
    };
    byModule.set(l.moduleId, [...(byModule.get(l.moduleId) ?? []), lesson]);
  }
  const outlineModules: OutlineModule[] = modules.map((m) => {
    const own = byModule.get(m.id) ?? [];
    return { ...m, durationMinutes: own.reduce((sum, l) => sum + l.duration, 0), lessons: own };
  });
  return {
    courseId: course.id,
    modules: outlineModules,
    lessonCount: lessons.length,
    durationMinutes: lessons.reduce((sum, l) => sum + l.duration, 0),
    quizCount: lessons.reduce((sum, l) => sum + l.quizCount, 0),
    learner,
  };
}
