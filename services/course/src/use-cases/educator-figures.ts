import {
  courseMessages,
  type CourseAnalytics,
  type EducatorDocument,
  type EducatorLearner,
  type EducatorLearnerPage,
  type EducatorOverview,
  type Identity,
  type educatorLearnerQuerySchema,
} from '@canopy/contracts';
import { NotFoundError } from '@canopy/service-kit';
import type { z } from 'zod';
import type { LearnerRow } from '../stores/studio-store';
import { canManageCourse } from './access';
import type { CourseDeps } from './deps';

type LearnerQuery = z.output<typeof educatorLearnerQuerySchema>;

/** At most this many lesson documents are listed on the Content tab. */
export const EDUCATOR_DOCUMENTS_MAX = 500;

/** At most this many enrollments are read for the Students tab (names are joined and sorted here). */
const LEARNER_ROWS_MAX = 5000;

/** GET /api/educator/overview: the dashboard's stat cards, from the caller's own courses. */
export async function educatorOverview(deps: CourseDeps, actor: Identity): Promise<EducatorOverview> {
  const o = await deps.stores.studio.overview(actor.id);
  return {
    courses: o.courses,
    learners: o.learners,
    completionRate: o.enrollments === 0 ? 0 : Math.round((o.completed / o.enrollments) * 100),
    awaitingReview: o.awaitingReview,
  };
}

/**
 * A learner's competency level in a course, from progress and quiz average (README "Competency level"):
 * advanced = completed with a quiz average of at least 85 (or no quizzes taken); proficient = progress of at
 * least 60 and a quiz average of at least 70 (or none); developing = progress of at least 25 or a quiz average of
 * at least 50; beginning otherwise.
 */
export function competencyOf(row: Pick<LearnerRow, 'progress' | 'completed' | 'quizAverage'>) {
  const quizOk = (min: number) => row.quizAverage === null || row.quizAverage >= min;
  if (row.completed && quizOk(85)) return 'advanced' as const;
  if (row.progress >= 60 && quizOk(70)) return 'proficient' as const;
  if (row.progress >= 25 || (row.quizAverage ?? 0) >= 50) return 'developing' as const;
  return 'beginning' as const;
}

const competencyRank = { beginning: 0, developing: 1, proficient: 2, advanced: 3 } as const;

/** Every enrollment in the caller's courses, named, filtered and sorted (before paging). */
async function learnerRows(
  deps: CourseDeps,
  actor: Identity,
  query: LearnerQuery,
): Promise<EducatorLearner[]> {
  const rows = await deps.stores.studio.learners(actor.id, {
    courseId: query.courseId,
    limit: LEARNER_ROWS_MAX,
  });
  const names = new Map<number, string | null>();
  await Promise.all(
    [...new Set(rows.map((r) => r.userId))].map(async (id) => names.set(id, await deps.instructors.name(id))),
  );
  let items: EducatorLearner[] = rows.map((r) => ({
    ...r,
    name: names.get(r.userId) ?? null,
    competencyLevel: competencyOf(r),
  }));
  const term = query.search?.toLowerCase();
  if (term) {
    items = items.filter(
      (i) => (i.name ?? '').toLowerCase().includes(term) || i.courseTitle.toLowerCase().includes(term),
    );
  }
  const dir =
    (query.direction ?? (query.sort === 'name' || query.sort === 'course' ? 'asc' : 'desc')) === 'asc'
      ? 1
      : -1;
  const key: Record<LearnerQuery['sort'], (i: EducatorLearner) => string | number> = {
    name: (i) => (i.name ?? '').toLowerCase(),
    course: (i) => i.courseTitle.toLowerCase(),
    progress: (i) => i.progress,
    competency: (i) => competencyRank[i.competencyLevel],
    lastActive: (i) => i.lastActiveAt,
  };
  const k = key[query.sort];
  return items.sort((a, b) => {
    const x = k(a);
    const y = k(b);
    if (x < y) return -dir;
    if (x > y) return dir;
    return b.enrollmentId - a.enrollmentId;
  });
}

/** GET /api/educator/learners: the Students tab, paged. */
export async function educatorLearners(
  deps: CourseDeps,
  actor: Identity,
  query: LearnerQuery,
): Promise<EducatorLearnerPage> {
  const all = await learnerRows(deps, actor, query);
  const start = (query.page - 1) * query.pageSize;
  return {
    items: all.slice(start, start + query.pageSize),
    total: all.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A CSV field: quoted when needed, and never read as a formula by a spreadsheet. */
function csvField(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** GET /api/educator/learners.csv: the same rows (same filters and order, every page) as CSV. */
export async function educatorLearnersCsv(
  deps: CourseDeps,
  actor: Identity,
  query: LearnerQuery,
): Promise<string> {
  const all = await learnerRows(deps, actor, query);
  const header = [
    'Learner',
    'Learner ID',
    'Course',
    'Progress (%)',
    'Completed',
    'Quiz average (%)',
    'Competency level',
    'Enrolled',
    'Last activity',
  ];
  const lines = all.map((i) =>
    [
      i.name,
      i.userId,
      i.courseTitle,
      i.progress,
      i.completed ? 'yes' : 'no',
      i.quizAverage,
      i.competencyLevel,
      i.enrolledAt,
      i.lastActiveAt,
    ]
      .map(csvField)
      .join(','),
  );
  return [header.map(csvField).join(','), ...lines].join('\r\n') + '\r\n';
}

/** GET /api/courses/{id}/analytics: the course's educator and administrators. */
export async function courseAnalytics(
  deps: CourseDeps,
  actor: Identity,
  courseId: number,
  range: 'day' | 'week',
): Promise<CourseAnalytics> {
  const course = await deps.stores.courses.find(courseId);
  if (!course || !canManageCourse(actor, course)) throw new NotFoundError(courseMessages.courseNotFound);
  return { courseId, range, ...(await deps.stores.studio.analytics(courseId, range)) };
}

/** GET /api/educator/documents: the documents attached to lessons of the caller's own courses. */
export async function educatorDocuments(deps: CourseDeps, actor: Identity): Promise<EducatorDocument[]> {
  return deps.stores.studio.documents(actor.id, EDUCATOR_DOCUMENTS_MAX);
}
