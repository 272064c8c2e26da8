import {
  competencyMilestoneTexts,
  milestoneTemplates,
  storedText,
  competencyRank,
  courseMessages,
  type Certificate,
  type CourseProgress,
  type Enrollment,
  type EnrollmentUpdateInput,
  type Identity,
  type LessonCompletion,
  type LessonCompletionResult,
  type Milestone,
} from '@canopy/contracts';
import { ConflictError, ForbiddenError, NotFoundError } from '@canopy/service-kit';
import type { EnrollmentChanges } from '../stores/enrollment-store';
import type { NewMilestone } from '../stores/milestone-store';
import { canSeeCourse, isAdmin, learnerName } from './access';
import { visibleCourse } from './catalogue';
import { finishEnrollment } from './course-completion';
import type { CourseDeps } from './deps';
import { enrollmentView, enrollmentViews } from './enrollment-view';
import { courseProgressOf, outlineView } from './learner-standing';
import { recomputeInsights } from './learning-insights';
import { readLearnerProgress } from './progress';

/** POST /api/enrollments: once per learner and course; a repeat answers the existing enrollment. */
export async function enrol(
  deps: CourseDeps,
  actor: Identity,
  courseId: number,
): Promise<{ enrollment: Enrollment; created: boolean }> {
  const course = await visibleCourse(deps.stores, actor, courseId);
  if (course.status !== 'approved') throw new ConflictError(courseMessages.courseNotOpen);
  // Null from either store call: the course (and with it the enrollment) was deleted meanwhile.
  const enrolled = await deps.stores.enrollments.enrol(actor.id, courseId);
  if (!enrolled) throw new NotFoundError(courseMessages.courseNotFound);
  const { enrollment, created } = enrolled;
  const current = created
    ? enrollment
    : await deps.stores.enrollments.update(enrollment.id, { lastActiveAt: new Date() });
  if (!current) throw new NotFoundError(courseMessages.courseNotFound);
  if (created) deps.logger.info({ courseId, userId: actor.id }, 'learner enrolled');
  return { enrollment: await enrollmentView(deps.stores, current, course), created };
}

/** GET /api/enrollments: the caller's enrollments with their courses and progress. Never writes. */
export async function listEnrollments(deps: CourseDeps, actor: Identity): Promise<Enrollment[]> {
  // Two plain statements (the list, then every lesson state) rather than one with correlated subqueries, kept
  // while the learner's and their courses' rows are unchanged.
  const { stores } = deps;
  return deps.learnerReads.read(
    `enrollments:${actor.id}`,
    () => stores.readVersions.learnerEnrollments(actor.id),
    async () => enrollmentViews(stores, actor.id, await stores.enrollments.listForUser(actor.id)),
  );
}

/** GET /api/enrollments/course/{courseId}/user/{userId}: own, or anyone's for an administrator; null if none. */
export async function findEnrollment(
  deps: CourseDeps,
  actor: Identity,
  courseId: number,
  userId: number,
): Promise<Enrollment | null> {
  if (actor.id !== userId && !isAdmin(actor)) throw new ForbiddenError();
  const course = await deps.stores.courses.find(courseId);
  if (!course) throw new NotFoundError(courseMessages.courseNotFound);
  const enrollment = await deps.stores.enrollments.findFor(userId, courseId);
  return enrollment ? enrollmentView(deps.stores, enrollment, course) : null;
}

async function ownEnrollment(deps: CourseDeps, actor: Identity, enrollmentId: number) {
  const enrollment = await deps.stores.enrollments.find(enrollmentId);
  if (!enrollment) throw new NotFoundError(courseMessages.enrollmentNotFound);
  if (enrollment.userId !== actor.id) throw new ForbiddenError(courseMessages.notEnrollmentOwner);
  return enrollment;
}

function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * PATCH /api/enrollments/{id} by its learner: the competency card or the goals card. A raised competency level
 * and a submitted reflection are recorded as milestones in the same transaction.
 */
export async function updateEnrollment(
  deps: CourseDeps,
  actor: Identity,
  enrollmentId: number,
  input: EnrollmentUpdateInput,
): Promise<Enrollment> {
  await ownEnrollment(deps, actor, enrollmentId);
  return deps.stores.transaction(async (tx) => {
    // Re-read under the lock: the enrollment may have been removed since (its course or learner deleted).
    const before = await tx.enrollments.lock(enrollmentId);
    if (!before) throw new NotFoundError(courseMessages.enrollmentNotFound);
    const now = new Date();
    const changes: EnrollmentChanges = { lastActiveAt: now };
    if (input.competencyLevel !== undefined) changes.competencyLevel = input.competencyLevel;
    if (input.reflection !== undefined)
      changes.reflection = input.reflection?.trim() ? input.reflection : null;
    if (input.personalGoal !== undefined)
      changes.personalGoal = input.personalGoal?.trim() ? input.personalGoal : null;
    if (input.selfPaced !== undefined) changes.selfPaced = input.selfPaced;
    if (input.targetCompletionDate !== undefined) changes.targetCompletionDate = input.targetCompletionDate;
    if (input.weeklyHoursTarget !== undefined) changes.weeklyHoursTarget = input.weeklyHoursTarget;
    const after = await tx.enrollments.update(enrollmentId, changes);
    if (!after) throw new NotFoundError(courseMessages.enrollmentNotFound);

    const base = { enrollmentId, userId: actor.id, courseId: before.courseId };
    if (competencyRank(after.competencyLevel) > competencyRank(before.competencyLevel)) {
      const texts = competencyMilestoneTexts(after.competencyLevel);
      await tx.milestones.record({
        ...base,
        type: 'competency_achievement',
        title: texts.title,
        description: texts.description,
        metadata: { level: after.competencyLevel, previousLevel: before.competencyLevel },
      });
    }
    if (after.reflection && after.reflection !== before.reflection) {
      await tx.milestones.record({
        ...base,
        type: 'reflection',
        title: storedText(milestoneTemplates.reflection),
        description: excerpt(after.reflection),
        metadata: { level: after.competencyLevel },
      });
    }
    // A changed goal changes the pace insight; recomputed with the change, never on read.
    await recomputeInsights(tx, actor.id, now);
    const course = await tx.courses.find(after.courseId);
    if (!course) throw new NotFoundError(courseMessages.courseNotFound);
    return enrollmentView(tx, after, course);
  });
}

/**
 * POST /api/lesson-completions: marks a lesson of a course the caller is enrolled in as complete. Idempotent
 * and never undone. In one transaction: progress recomputed, milestones recorded (first lesson, a finished
 * module) and, at 100, the course finished (enrollment completed, certificate, course milestone). Answers all of
 * it with the enrollment and the learner's progress in the course as they now are.
 */
export async function completeLesson(
  deps: CourseDeps,
  actor: Identity,
  lessonId: number,
): Promise<LessonCompletionResult & { created: boolean }> {
  const found = await deps.stores.curriculum.findLesson(lessonId);
  if (!found || !canSeeCourse(actor, found.course)) throw new NotFoundError(courseMessages.lessonNotFound);
  const { lesson, module, course } = found;
  const enrolled = await deps.stores.enrollments.findFor(actor.id, course.id);
  if (!enrolled) throw new ForbiddenError(courseMessages.notEnrolled);

  return deps.stores.transaction(async (tx) => {
    // The row lock orders concurrent completions of this learner in this course, and orders them after (or
    // before) a change to the course's lessons, which locks every enrollment of the course first.
    const before = await tx.enrollments.lock(enrolled.id);
    if (!before) throw new NotFoundError(courseMessages.enrollmentNotFound);
    // Re-read under the lock: a lesson removed meanwhile is gone, and its removal already recounted progress.
    if (!(await tx.curriculum.findLesson(lesson.id))) throw new NotFoundError(courseMessages.lessonNotFound);
    const recorded = await tx.enrollments.complete(actor.id, lesson.id, course.id);
    if (!recorded) throw new NotFoundError(courseMessages.lessonNotFound);
    const { completion, created } = recorded;
    const facts = await readLearnerProgress(tx, actor.id, course.id);
    const { order, done } = facts;
    const now = new Date();
    let after = await tx.enrollments.update(before.id, { progress: facts.progress, lastActiveAt: now });
    if (!after) throw new NotFoundError(courseMessages.enrollmentNotFound);

    const milestones: Milestone[] = [];
    const base = { enrollmentId: before.id, userId: actor.id, courseId: course.id };
    const record = async (m: Omit<NewMilestone, keyof typeof base>) => {
      const saved = await tx.milestones.record({ ...base, ...m });
      if (saved) milestones.push(saved);
    };
    if (created) {
      await record({
        type: 'lesson_completion',
        title: storedText(milestoneTemplates.firstLesson),
        description: storedText(milestoneTemplates.firstLessonDescription, {
          lessonTitle: lesson.title,
          courseTitle: course.title,
        }),
        metadata: { lessonId: lesson.id, lessonTitle: lesson.title },
        onceKey: 'first-lesson',
      });
      const moduleLessons = order.filter((l) => l.moduleId === module.id);
      if (moduleLessons.length > 0 && moduleLessons.every((l) => done.has(l.id))) {
        await record({
          type: 'lesson_completion',
          title: storedText(milestoneTemplates.moduleCompleted, { moduleTitle: module.title }),
          description: storedText(milestoneTemplates.moduleCompletedDescription, {
            lessonCount: moduleLessons.length,
            moduleTitle: module.title,
          }),
          metadata: {
            moduleId: module.id,
            moduleTitle: module.title,
            lessonId: lesson.id,
            lessonTitle: lesson.title,
          },
          onceKey: `module:${module.id}`,
        });
      }
    }
    let certificate: Certificate | null = null;
    if (facts.progress === 100 && !before.completed) {
      const finished = await finishEnrollment(tx, {
        enrollment: after,
        course,
        learnerName: learnerName(actor),
        now,
      });
      after = finished.enrollment;
      certificate = finished.certificate;
      if (finished.milestone) milestones.push(finished.milestone);
    }
    await recomputeInsights(tx, actor.id, now);
    // What the learner's pages show of the course, read after the changes: the browser need not read it again.
    const outline = await tx.curriculum.learnerOutline(course.id, actor.id);
    if (!outline) throw new NotFoundError(courseMessages.courseNotFound);
    const enrollment = await enrollmentView(tx, after, course);
    return { completion, enrollment, milestones, certificate, progress: courseProgressOf(outline), created };
  });
}

/** GET /api/lesson-completions: the caller's completions, optionally of one course. */
export function listCompletions(
  deps: CourseDeps,
  actor: Identity,
  courseId?: number,
): Promise<LessonCompletion[]> {
  return deps.stores.enrollments.listCompletions(actor.id, courseId);
}

/** GET /api/courses/{id}/progress: where the caller stands in a course and where to continue. */
export async function courseProgress(
  deps: CourseDeps,
  actor: Identity,
  courseId: number,
): Promise<CourseProgress> {
  // One read (the outline's): the course, its curriculum with which lessons the caller did, and their enrollment.
  return outlineView(deps, 'progress', actor, courseId, actor.id, courseProgressOf);
}

/** GET /api/enrollments/{id}/milestones: the learner's own (administrators may look too). */
export async function enrollmentMilestones(
  deps: CourseDeps,
  actor: Identity,
  enrollmentId: number,
): Promise<Milestone[]> {
  const enrollment = await deps.stores.enrollments.find(enrollmentId);
  if (!enrollment) throw new NotFoundError(courseMessages.enrollmentNotFound);
  if (enrollment.userId !== actor.id && !isAdmin(actor)) throw new ForbiddenError();
  return deps.stores.milestones.listForEnrollment(enrollmentId);
}

/** GET /api/courses/{id}/milestones: the caller's milestones in a course (empty when not enrolled). */
export async function courseMilestones(
  deps: CourseDeps,
  actor: Identity,
  courseId: number,
): Promise<Milestone[]> {
  await visibleCourse(deps.stores, actor, courseId);
  return deps.stores.milestones.listForUserCourse(actor.id, courseId);
}
