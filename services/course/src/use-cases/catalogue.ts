import {
  COURSE_PAGE_SIZE_DEFAULT,
  courseMessages,
  type Category,
  type Course,
  type CourseDetail,
  type CoursePage,
  type CourseSummary,
  type Lesson,
  type LessonDetail,
  type Module,
  type ModuleDetail,
  type courseListQuerySchema,
} from '@canopy/contracts';
import { NotFoundError, UnauthenticatedError } from '@canopy/service-kit';
import type { z } from 'zod';
import type { CourseListFilter } from '../stores/course-list-reads';
import type { LessonRecord } from '../stores/mappers';
import type { Stores } from '../stores/stores';
import { canManageCourse, canSeeCourse, isAdmin, isCourseOwner, type Viewer } from './access';
import type { CourseDeps } from './deps';

type ListQuery = z.output<typeof courseListQuerySchema>;

export function listCategories(deps: CourseDeps): Promise<Category[]> {
  return deps.stores.categories.list();
}

function catalogueFilter(viewer: Viewer, query: ListQuery): CourseListFilter {
  const enrollment = query.enrollment && query.enrollment !== 'all' ? query.enrollment : undefined;
  // A visitor has no courses of their own to split the catalogue by.
  if (enrollment && !viewer) throw new UnauthenticatedError();
  return {
    visibility: isAdmin(viewer) ? { all: true } : { all: false, viewerId: viewer?.id ?? null },
    search: query.search || undefined,
    level: query.level && query.level !== 'all' ? query.level : undefined,
    categoryId: query.categoryId,
    status: query.status && query.status !== 'all' ? query.status : undefined,
    // Administrators reviewing pending courses see the longest-waiting first; the catalogue keeps its order.
    order: query.sort === 'popular' ? 'popular' : 'oldest',
    enrollment: enrollment && viewer ? { userId: viewer.id, enrolled: enrollment === 'enrolled' } : undefined,
  };
}

/** The catalogue: approved courses for everyone; an educator's own and, for admins, every course too. */
export function listCourses(deps: CourseDeps, viewer: Viewer, query: ListQuery): Promise<CourseSummary[]> {
  const filter = catalogueFilter(viewer, query);
  return readKept(
    deps,
    'catalogue',
    filter,
    async () => 0,
    (items) => items,
  );
}

/** Whether the caller asked for a page (`page` or `pageSize`) rather than the plain list. */
export function wantsPage(query: ListQuery): boolean {
  return query.page !== undefined || query.pageSize !== undefined;
}

/**
 * One page of the catalogue and the total: the same courses and order as listCourses, so its pages together are
 * the whole list. Reads one page of rows (and counts the matches), however large the catalogue grows.
 */
export async function listCoursePage(
  deps: CourseDeps,
  viewer: Viewer,
  query: ListQuery,
): Promise<CoursePage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? COURSE_PAGE_SIZE_DEFAULT;
  const filter = catalogueFilter(viewer, query);
  const range: CourseListFilter = { ...filter, limit: pageSize, offset: (page - 1) * pageSize };
  return readKept(
    deps,
    'catalogue-page',
    range,
    () => deps.stores.courses.count(filter),
    (items, total) => ({ items, total, page, pageSize }),
  );
}

/**
 * A list of courses (and its total, for a page), kept while its courses stand as they were (`listStanding`: each
 * course's row version, in order) and the total is the same: a catalogue browsed far more often than it changes
 * costs one index scan of a few bytes a row, and the kept answer's JSON is written once (service-kit's
 * sendKeptJson).
 *
 * The answer is made of those rows alone (with the total and the range), so it is kept under its standing rather
 * than under who asked: every visitor and learner who sees the same courses shares one copy, and an educator whose
 * own drafts make their list differ gets another, instead of each signed-in reader keeping a copy of the catalogue.
 * The standing is read before the rows: a write in between leaves rows newer than the key they are kept under,
 * which no later reader's standing names again.
 */
async function readKept<T extends object>(
  deps: CourseDeps,
  kind: string,
  range: CourseListFilter,
  total: () => Promise<number>,
  shape: (items: CourseSummary[], total: number) => T,
): Promise<T> {
  const [standing, n] = await Promise.all([deps.stores.courses.listStanding(range), total()]);
  const key = `${kind}:${range.limit ?? ''}:${range.offset ?? ''}:${n}|${standing}`;
  const kept = deps.learnerReads.peek<T>(key);
  if (kept) return kept.value;
  const answer = shape(await deps.stores.courses.list(range), n);
  deps.learnerReads.keep(key, '', answer);
  return answer;
}

/** A course the viewer may see, or 404 (a course they may not see does not exist for them). */
export async function visibleCourse(stores: Stores, viewer: Viewer, courseId: number): Promise<Course> {
  const course = await stores.courses.find(courseId);
  if (!course || !canSeeCourse(viewer, course)) throw new NotFoundError(courseMessages.courseNotFound);
  return course;
}

export async function getCourseDetail(
  deps: CourseDeps,
  viewer: Viewer,
  courseId: number,
  requestId?: string,
): Promise<CourseDetail> {
  const summary = await deps.stores.courses.summary(courseId);
  if (!summary || !canSeeCourse(viewer, summary)) throw new NotFoundError(courseMessages.courseNotFound);
  const [category, stats, name] = await Promise.all([
    summary.categoryId ? deps.stores.categories.find(summary.categoryId) : Promise.resolve(null),
    deps.stores.courses.instructorStats(summary.instructorId),
    deps.instructors.name(summary.instructorId, requestId),
  ]);
  return {
    ...summary,
    category: category ? { id: category.id, name: category.name, icon: category.icon } : null,
    instructor: { id: summary.instructorId, name, ...stats },
    // Says there is an import report to read: only to those who may read it (the import-report route's rule).
    importedAt: canManageCourse(viewer, summary) ? summary.importedAt : null,
  };
}

export async function listCourseModules(
  deps: CourseDeps,
  viewer: Viewer,
  courseId: number,
): Promise<Module[]> {
  await visibleCourse(deps.stores, viewer, courseId);
  return deps.stores.curriculum.listModules(courseId);
}

export async function getModule(deps: CourseDeps, viewer: Viewer, moduleId: number): Promise<ModuleDetail> {
  const found = await deps.stores.curriculum.findModule(moduleId);
  if (!found || !canSeeCourse(viewer, found.course)) throw new NotFoundError(courseMessages.moduleNotFound);
  const { course } = found;
  return {
    ...found.module,
    course: { id: course.id, title: course.title, status: course.status, instructorId: course.instructorId },
  };
}

/** Lesson bodies are for the course's learners, its educator and administrators. */
async function mayReadLessonBodies(stores: Stores, viewer: Viewer, course: Course): Promise<boolean> {
  if (!viewer) return false;
  if (isAdmin(viewer) || isCourseOwner(viewer, course)) return true;
  return (await stores.enrollments.findFor(viewer.id, course.id)) !== null;
}

function withAccess(lesson: LessonRecord, readable: boolean): Lesson {
  if (readable) return { ...lesson, locked: false };
  return {
    ...lesson,
    locked: true,
    content: null,
    videoUrl: null,
    documentUrl: null,
    practicalApplication: null,
    caseStudy: null,
    actionSteps: null,
    reflectionPrompts: null,
  };
}

export async function listModuleLessons(
  deps: CourseDeps,
  viewer: Viewer,
  moduleId: number,
): Promise<Lesson[]> {
  const found = await deps.stores.curriculum.findModule(moduleId);
  if (!found || !canSeeCourse(viewer, found.course)) throw new NotFoundError(courseMessages.moduleNotFound);
  const [lessons, readable] = await Promise.all([
    deps.stores.curriculum.listLessons(moduleId),
    mayReadLessonBodies(deps.stores, viewer, found.course),
  ]);
  return lessons.map((l) => withAccess(l, readable));
}

export async function getLesson(deps: CourseDeps, viewer: Viewer, lessonId: number): Promise<LessonDetail> {
  const found = await deps.stores.curriculum.findLesson(lessonId);
  if (!found || !canSeeCourse(viewer, found.course)) throw new NotFoundError(courseMessages.lessonNotFound);
  const { lesson, module, course } = found;
  const [readable, order, enrollment] = await Promise.all([
    mayReadLessonBodies(deps.stores, viewer, course),
    deps.stores.curriculum.lessonOrder([course.id]),
    viewer ? deps.stores.enrollments.findFor(viewer.id, course.id) : Promise.resolve(null),
  ]);
  const sequence = order.get(course.id) ?? [];
  const at = sequence.findIndex((l) => l.id === lesson.id);
  let completed = false;
  if (enrollment && viewer) {
    const done = await deps.stores.enrollments.completedLessonIds(viewer.id, [course.id]);
    completed = done.get(course.id)?.has(lesson.id) ?? false;
  }
  return {
    ...withAccess(lesson, readable),
    module: { id: module.id, title: module.title, orderIndex: module.orderIndex },
    course: { id: course.id, title: course.title, instructorId: course.instructorId, status: course.status },
    previousLessonId: at > 0 ? sequence[at - 1]!.id : null,
    nextLessonId: at >= 0 && at < sequence.length - 1 ? sequence[at + 1]!.id : null,
    completed,
    enrolled: enrollment !== null,
  };
}
