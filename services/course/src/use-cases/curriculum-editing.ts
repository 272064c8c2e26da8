import {
  courseMessages,
  courseStudioMessages,
  type Course,
  type CourseUpdateInput,
  type Identity,
  type Lesson,
  type LessonUpdateInput,
  type Module,
  type ModuleUpdateInput,
  type lessonMoveSchema,
} from '@canopy/contracts';
import type { z } from 'zod';
import { ConflictError, NotFoundError, ValidationError } from '@canopy/service-kit';
import type { CourseChanges } from '../stores/course-store';
import type { Stores } from '../stores/stores';
import { canManageCourse } from './access';
import { assertCategoriesExist, learnerNames, managedCourse } from './authoring';
import type { CourseDeps } from './deps';
import { keepCourseProgress } from './progress-upkeep';

/*
 * Editing a course's structure after it was created: its fields, its modules and lessons (change, delete,
 * reorder, move). Only the course's active educator or an administrator; another educator's course answers 404.
 * Lock order, everywhere: the course's enrollments (when learners' progress may change), then the course row, then
 * modules and lessons — so curriculum changes and reorders of one course apply one after the other, never
 * deadlock, and every reorder reads the order the previous one committed.
 */

/** PATCH /api/courses/{id}. */
export async function updateCourse(
  deps: CourseDeps,
  actor: Identity,
  courseId: number,
  input: CourseUpdateInput,
): Promise<Course> {
  await managedCourse(deps.stores, actor, courseId);
  if (input.categoryIds) await assertCategoriesExist(deps.stores, input.categoryIds);
  const { categoryIds, ...rest } = input;
  const changes: CourseChanges = Object.fromEntries(
    Object.entries(rest).filter(([, v]) => v !== undefined),
  ) as CourseChanges;
  if (categoryIds) {
    changes.categoryIds = categoryIds;
    changes.categoryId = categoryIds[0]!;
  }
  const updated = await deps.stores.courses.update(courseId, changes);
  if (!updated) throw new NotFoundError(courseMessages.courseNotFound);
  return updated;
}

/**
 * DELETE /api/courses/{id}: with its modules, lessons, quizzes and history. A course learners are enrolled in is
 * kept (409): deleting it would take their progress and certificates with it.
 */
export async function deleteCourse(deps: CourseDeps, actor: Identity, courseId: number): Promise<void> {
  await managedCourse(deps.stores, actor, courseId);
  await deps.stores.transaction(async (tx) => {
    await tx.enrollments.lockCourse(courseId);
    if (!(await tx.courses.lock(courseId))) throw new NotFoundError(courseMessages.courseNotFound);
    // Read again under the course lock: an enrollment (whose insert waits for this lock) cannot slip in now.
    if ((await tx.enrollments.lockCourse(courseId)).length > 0) {
      throw new ConflictError(courseStudioMessages.courseHasLearners);
    }
    if (!(await tx.courses.delete(courseId))) throw new NotFoundError(courseMessages.courseNotFound);
  });
  deps.logger.info({ courseId, by: actor.id }, 'course deleted');
}

async function managedModule(stores: Stores, actor: Identity, moduleId: number) {
  const found = await stores.curriculum.findModule(moduleId);
  if (!found || !canManageCourse(actor, found.course)) throw new NotFoundError(courseMessages.moduleNotFound);
  return found;
}

async function managedLesson(stores: Stores, actor: Identity, lessonId: number) {
  const found = await stores.curriculum.findLesson(lessonId);
  if (!found || !canManageCourse(actor, found.course)) throw new NotFoundError(courseMessages.lessonNotFound);
  return found;
}

/** PATCH /api/modules/{id}: the module editor's 'Edit Module'. */
export async function updateModule(
  deps: CourseDeps,
  actor: Identity,
  moduleId: number,
  input: ModuleUpdateInput,
): Promise<Module> {
  await managedModule(deps.stores, actor, moduleId);
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  const updated = await deps.stores.curriculum.updateModule(moduleId, changes);
  if (!updated) throw new NotFoundError(courseMessages.moduleNotFound);
  return updated;
}

/**
 * DELETE /api/modules/{id}: the module with its lessons (their completions and quizzes go too). The remaining
 * modules are numbered 1..n again and every learner's progress is recounted in the same transaction; a learner
 * left with nothing to do finishes the course.
 */
export async function deleteModule(deps: CourseDeps, actor: Identity, moduleId: number): Promise<void> {
  const { course } = await managedModule(deps.stores, actor, moduleId);
  const result = await deps.stores.transaction(async (tx) => {
    const enrollments = await tx.enrollments.lockCourse(course.id);
    const locked = await tx.courses.lock(course.id);
    if (!locked) throw new NotFoundError(courseMessages.courseNotFound);
    if (!(await tx.curriculum.deleteModule(moduleId))) throw new NotFoundError(courseMessages.moduleNotFound);
    await tx.curriculum.setModuleOrder(course.id, await tx.curriculum.moduleIds(course.id));
    return keepCourseProgress(tx, locked, enrollments, learnerNames(deps));
  });
  deps.logger.info({ moduleId, courseId: course.id, ...result, by: actor.id }, 'module removed');
}

/** PATCH /api/lessons/{id}: any field of the lesson dialog. */
export async function updateLesson(
  deps: CourseDeps,
  actor: Identity,
  lessonId: number,
  input: LessonUpdateInput,
): Promise<Lesson> {
  await managedLesson(deps.stores, actor, lessonId);
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  const updated = await deps.stores.curriculum.updateLesson(lessonId, changes);
  if (!updated) throw new NotFoundError(courseMessages.lessonNotFound);
  return { ...updated, locked: false };
}

function sameSet(a: number[], b: number[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
}

/**
 * PUT /api/courses/{id}/modules/order: the course's modules in a new order, orderIndex 1..n, in one transaction
 * holding the course row, so concurrent reorders apply one after the other and each lists what the other left.
 */
export async function reorderModules(
  deps: CourseDeps,
  actor: Identity,
  courseId: number,
  moduleIds: number[],
): Promise<Module[]> {
  await managedCourse(deps.stores, actor, courseId);
  return deps.stores.transaction(async (tx) => {
    if (!(await tx.courses.lock(courseId))) throw new NotFoundError(courseMessages.courseNotFound);
    const current = await tx.curriculum.moduleIds(courseId);
    if (!sameSet(current, moduleIds)) throw new ValidationError(courseStudioMessages.orderMustListAll);
    await tx.curriculum.setModuleOrder(courseId, moduleIds);
    return tx.curriculum.listModules(courseId);
  });
}

/** PUT /api/modules/{id}/lessons/order: the module's lessons in a new order (as reorderModules). */
export async function reorderLessons(
  deps: CourseDeps,
  actor: Identity,
  moduleId: number,
  lessonIds: number[],
): Promise<Lesson[]> {
  const { course } = await managedModule(deps.stores, actor, moduleId);
  const lessons = await deps.stores.transaction(async (tx) => {
    if (!(await tx.courses.lock(course.id))) throw new NotFoundError(courseMessages.courseNotFound);
    const current = await tx.curriculum.lessonIds(moduleId);
    if (!sameSet(current, lessonIds)) throw new ValidationError(courseStudioMessages.orderMustListAll);
    await tx.curriculum.setLessonOrder(moduleId, lessonIds);
    return tx.curriculum.listLessons(moduleId);
  });
  return lessons.map((l) => ({ ...l, locked: false }));
}

/**
 * POST /api/lessons/{id}/move: to another module of the same course at a 1-based position (default: last). Both
 * modules are numbered 1..n again. Progress does not change: the course keeps the same lessons.
 */
export async function moveLesson(
  deps: CourseDeps,
  actor: Identity,
  lessonId: number,
  input: z.output<typeof lessonMoveSchema>,
): Promise<Lesson> {
  const { course } = await managedLesson(deps.stores, actor, lessonId);
  const target = await deps.stores.curriculum.findModule(input.moduleId);
  if (!target || !canManageCourse(actor, target.course))
    throw new NotFoundError(courseMessages.moduleNotFound);
  if (target.course.id !== course.id) throw new ValidationError(courseStudioMessages.moveTargetOtherCourse);
  const moved = await deps.stores.transaction(async (tx) => {
    if (!(await tx.courses.lock(course.id))) throw new NotFoundError(courseMessages.courseNotFound);
    // Read again under the lock: another move may have changed where the lesson is.
    const now = await tx.curriculum.findLesson(lessonId);
    if (!now) throw new NotFoundError(courseMessages.lessonNotFound);
    if (!(await tx.curriculum.findModule(input.moduleId)))
      throw new NotFoundError(courseMessages.moduleNotFound);
    const targetIds = (await tx.curriculum.lessonIds(input.moduleId)).filter((id) => id !== lessonId);
    const at = Math.min(Math.max((input.position ?? targetIds.length + 1) - 1, 0), targetIds.length);
    targetIds.splice(at, 0, lessonId);
    await tx.curriculum.setLessonOrder(input.moduleId, targetIds);
    if (now.module.id !== input.moduleId) {
      await tx.curriculum.setLessonOrder(now.module.id, await tx.curriculum.lessonIds(now.module.id));
    }
    const after = await tx.curriculum.findLesson(lessonId);
    if (!after) throw new NotFoundError(courseMessages.lessonNotFound);
    return after.lesson;
  });
  deps.logger.info({ lessonId, moduleId: input.moduleId, by: actor.id }, 'lesson moved');
  return { ...moved, locked: false };
}
