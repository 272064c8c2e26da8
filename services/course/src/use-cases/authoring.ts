import {
  courseMessages,
  type Course,
  type CourseSummary,
  type Identity,
  type Lesson,
  type LessonCreateInput,
  type Module,
  type ModuleCreateInput,
  type QuickCourseInput,
  type WizardCourseInput,
} from '@canopy/contracts';
import { NotFoundError, UnavailableError, ValidationError } from '@canopy/service-kit';
import type { NewCourse } from '../stores/course-store';
import type { Stores } from '../stores/stores';
import { canManageCourse } from './access';
import type { CourseDeps } from './deps';
import { keepCourseProgress, type LearnerNameLookup } from './progress-upkeep';

/** The courses an educator (or an administrator) teaches, newest first, whatever their status. */
export function listEducatorCourses(deps: CourseDeps, actor: Identity): Promise<CourseSummary[]> {
  return deps.stores.courses.list({ visibility: { all: true }, instructorId: actor.id, order: 'newest' });
}

export async function assertCategoriesExist(stores: Stores, ids: number[]) {
  const found = new Set(await stores.categories.existingIds(ids));
  if (ids.some((id) => !found.has(id))) throw new ValidationError(courseMessages.categoryNotFound);
}

// An educator's course waits for an administrator; an administrator's own course needs no second opinion.
function initialStatus(actor: Identity): Pick<NewCourse, 'status' | 'approvedBy'> {
  return actor.role === 'admin' ? { status: 'approved', approvedBy: actor.id } : { status: 'pending' };
}

/**
 * Creates the course and records its first review step with the transaction's stores: an educator's course is
 * submitted (pending, event `course.review_changed` 'submitted'); an administrator's own is approved at once,
 * unless `pending` asks for a review all the same (an imported course).
 */
export async function recordNewCourse(
  tx: Stores,
  actor: Identity,
  input: Omit<NewCourse, 'status' | 'approvedBy' | 'instructorId'>,
  opts: { pending?: boolean } = {},
): Promise<Course> {
  const status = opts.pending ? { status: 'pending' as const } : initialStatus(actor);
  const course = await tx.courses.create({ ...input, instructorId: actor.id, ...status });
  const transition = course.status === 'approved' ? 'approved' : 'submitted';
  await tx.reviews.record({
    courseId: course.id,
    actorId: actor.id,
    transition,
    fromStatus: null,
    toStatus: course.status,
  });
  if (transition === 'submitted') {
    await tx.events.emit('course.review_changed', {
      courseId: course.id,
      courseTitle: course.title,
      educatorId: course.instructorId,
      transition,
      reason: null,
      actorId: actor.id,
    });
  }
  return course;
}

async function createCourseRecorded(
  deps: CourseDeps,
  actor: Identity,
  input: Omit<NewCourse, 'status' | 'approvedBy' | 'instructorId'>,
): Promise<Course> {
  return deps.stores.transaction((tx) => recordNewCourse(tx, actor, input));
}

/** POST /api/courses: the educator dashboard's quick dialog. */
export async function createQuickCourse(
  deps: CourseDeps,
  actor: Identity,
  input: QuickCourseInput,
): Promise<Course> {
  await assertCategoriesExist(deps.stores, [input.categoryId]);
  const course = await createCourseRecorded(deps, actor, {
    title: input.title,
    description: input.description,
    level: input.level,
    categoryId: input.categoryId,
    categoryIds: [input.categoryId],
    imageUrl: input.imageUrl,
  });
  deps.logger.info({ courseId: course.id, instructorId: actor.id, status: course.status }, 'course created');
  return course;
}

/** POST /api/courses/create: the course wizard. */
export async function createWizardCourse(
  deps: CourseDeps,
  actor: Identity,
  input: WizardCourseInput,
): Promise<Course> {
  await assertCategoriesExist(deps.stores, input.categoryIds);
  const course = await createCourseRecorded(deps, actor, input);
  deps.logger.info({ courseId: course.id, instructorId: actor.id, status: course.status }, 'course created');
  return course;
}

/** A course the actor may change: another educator's course is answered as missing (404), never 403. */
export async function managedCourse(stores: Stores, actor: Identity, courseId: number): Promise<Course> {
  const course = await stores.courses.find(courseId);
  if (!course || !canManageCourse(actor, course)) throw new NotFoundError(courseMessages.courseNotFound);
  return course;
}

/** POST /api/modules. Without orderIndex the module goes last (existing modules + 1). */
export async function createModule(
  deps: CourseDeps,
  actor: Identity,
  input: ModuleCreateInput,
): Promise<Module> {
  await managedCourse(deps.stores, actor, input.courseId);
  const orderIndex = input.orderIndex ?? (await deps.stores.curriculum.countModules(input.courseId)) + 1;
  return deps.stores.curriculum.createModule({
    courseId: input.courseId,
    title: input.title,
    description: input.description,
    orderIndex,
    displayName: input.displayName,
    storyPhase: input.storyPhase,
  });
}

/**
 * The name on a certificate a lesson change issues (a removal that leaves a learner nothing to do), from the
 * identity service. Without it the change is refused for now (503): a certificate never carries a wrong name.
 */
export function learnerNames(deps: CourseDeps): LearnerNameLookup {
  return async (userId) => {
    const name = await deps.instructors.name(userId);
    if (!name) throw new UnavailableError(courseMessages.learnerNamesUnavailable);
    return name;
  };
}

/**
 * POST /api/lessons. Without orderIndex the lesson goes last (existing lessons of the module + 1). The course's
 * learners' progress is recounted in the same transaction (a new lesson lowers it).
 */
export async function createLesson(
  deps: CourseDeps,
  actor: Identity,
  input: LessonCreateInput,
): Promise<Lesson> {
  const lesson = await deps.stores.transaction(async (tx) => {
    const found = await tx.curriculum.findModule(input.moduleId);
    if (!found || !canManageCourse(actor, found.course))
      throw new NotFoundError(courseMessages.moduleNotFound);
    // Learners first, then the course row, then the lesson: the lock order every curriculum change follows.
    const enrollments = await tx.enrollments.lockCourse(found.course.id);
    if (!(await tx.courses.lock(found.course.id))) throw new NotFoundError(courseMessages.courseNotFound);
    const orderIndex = input.orderIndex ?? (await tx.curriculum.countLessons(input.moduleId)) + 1;
    const created = await tx.curriculum.createLesson({ ...input, orderIndex });
    await keepCourseProgress(tx, found.course, enrollments, learnerNames(deps));
    return created;
  });
  return { ...lesson, locked: false };
}

/**
 * DELETE /api/lessons/{id} (the module editor's delete): the lesson goes with its completions and quizzes; the
 * course's learners' progress is recounted in the same transaction, and a learner left with nothing to do
 * finishes the course.
 */
export async function removeLesson(deps: CourseDeps, actor: Identity, lessonId: number): Promise<void> {
  const result = await deps.stores.transaction(async (tx) => {
    const found = await tx.curriculum.findLesson(lessonId);
    if (!found || !canManageCourse(actor, found.course))
      throw new NotFoundError(courseMessages.lessonNotFound);
    // Learners first: a completion of this very lesson then either committed before, or finds it gone.
    const enrollments = await tx.enrollments.lockCourse(found.course.id);
    if (!(await tx.courses.lock(found.course.id))) throw new NotFoundError(courseMessages.courseNotFound);
    if (!(await tx.curriculum.deleteLesson(lessonId))) throw new NotFoundError(courseMessages.lessonNotFound);
    // The module's remaining lessons are numbered 1..n again.
    await tx.curriculum.setLessonOrder(found.module.id, await tx.curriculum.lessonIds(found.module.id));
    return {
      courseId: found.course.id,
      ...(await keepCourseProgress(tx, found.course, enrollments, learnerNames(deps))),
    };
  });
  deps.logger.info({ lessonId, ...result, by: actor.id }, 'lesson removed');
}
