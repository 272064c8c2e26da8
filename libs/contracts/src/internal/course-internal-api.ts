import { z } from 'zod';
import { courseLearnersSchema, courseOwnerSchema } from '../live-session';
import { internalApi, internalCall, queryRowId, rowId } from './internal-call';

/*
 * The course service's internal API. Callers: the content service (who teaches a course, who may read its
 * ebooks), the live-session service (the same, and whom to notify of a course session), identity (what an
 * educator still holds before deletion) and the forum (which approved course or lesson a discussion is about).
 */

/** An approved course as the forum files a discussion under it. */
export const approvedCourseSchema = z.object({
  id: rowId,
  title: z.string(),
  categoryId: z.number().int().nullable(),
});
export type ApprovedCourse = z.infer<typeof approvedCourseSchema>;

/** What an educator still holds: approved courses with enrolled learners must be reassigned before deletion. */
export const educatorHoldingsAnswerSchema = z.object({
  approvedCoursesWithLearners: z.number().int().nonnegative(),
});

const byId = z.object({ id: rowId });

export const courseInternalApi = internalApi('course', {
  enrollmentCheck: internalCall({
    method: 'get',
    path: '/internal/enrollments/check',
    summary: 'Whether a user is enrolled in a course',
    callers: ['content', 'live-session'],
    query: z.object({ courseId: queryRowId('courseId'), userId: queryRowId('userId') }),
    answer: z.object({ enrolled: z.boolean() }),
    // Only a "yes" is kept, briefly: a page asks the same question many times (several ebooks or sessions of a
    // course), and a learner who enrolled a moment ago must not be told no from a stale answer.
    cache: { ttlMs: 10_000, maxEntries: 10_000, keep: (answer) => answer.enrolled },
  }),
  // Never kept: whom to notify.
  courseLearners: internalCall({
    method: 'get',
    path: '/internal/courses/:id/learners',
    summary: 'The users enrolled in a course',
    callers: ['live-session'],
    params: byId,
    answer: courseLearnersSchema,
  }),
  educatorHoldings: internalCall({
    method: 'get',
    path: '/internal/educators/:id/holdings',
    summary: 'How many approved courses of an educator have enrolled learners',
    callers: ['identity'],
    params: byId,
    answer: educatorHoldingsAnswerSchema,
  }),
  courseOwner: internalCall({
    method: 'get',
    path: '/internal/courses/:id/owner',
    summary: 'Who teaches a course, whatever its status',
    callers: ['content', 'live-session'],
    params: byId,
    answer: courseOwnerSchema,
    nullWhenMissing: true,
  }),
  approvedCourse: internalCall({
    method: 'get',
    path: '/internal/approved-courses/:id',
    summary: 'An approved course’s title and primary category (404 for any other course)',
    callers: ['forum'],
    params: byId,
    answer: approvedCourseSchema,
    nullWhenMissing: true,
    // Only found courses are kept: one approved a moment ago is found on the next try.
    cache: { ttlMs: 60_000, maxEntries: 2_000 },
  }),
  lessonCourse: internalCall({
    method: 'get',
    path: '/internal/lessons/:id/course',
    summary: 'The approved course a lesson belongs to (404 when its course is not approved)',
    callers: ['forum'],
    params: byId,
    answer: z.object({ courseId: rowId }),
    nullWhenMissing: true,
    cache: { ttlMs: 60_000, maxEntries: 5_000 },
  }),
});
