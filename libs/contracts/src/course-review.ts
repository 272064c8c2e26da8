import { z } from 'zod';
import { courseStatusSchema } from './course-catalogue';
import { id, idField, isoDateTime, pageQueryFields } from './course-fields';
import { courseMessages } from './course-messages';
import { courseStudioMessages } from './course-studio-messages';
import { pagedSchema } from './paging';

/*
 * The review workflow of the course service: submit, approve, reject, send back and reassign, the history of
 * those transitions, the admin Courses tab's list and what stops an educator's deletion.
 */

export const courseReviewTransitions = ['submitted', 'approved', 'rejected', 'sent_back'] as const;
export const courseReviewTransitionSchema = z.enum(courseReviewTransitions);
export type CourseReviewTransition = z.infer<typeof courseReviewTransitionSchema>;

/** POST /api/courses/{id}/send-back (admin): an approved course goes back to pending, with a reason. */
export const courseSendBackSchema = z.object({
  reason: z
    .string({ error: courseStudioMessages.sendBackReasonRequired })
    .trim()
    .min(1, courseStudioMessages.sendBackReasonRequired)
    .max(2000, courseMessages.textMax),
});
export type CourseSendBackPayload = z.input<typeof courseSendBackSchema>;

/** One recorded transition (GET /api/courses/{id}/reviews, oldest first). fromStatus is null at creation. */
export const courseReviewSchema = z.object({
  id,
  courseId: id,
  actorId: id,
  transition: courseReviewTransitionSchema,
  fromStatus: courseStatusSchema.nullable(),
  toStatus: courseStatusSchema,
  reason: z.string().nullable(),
  createdAt: isoDateTime,
});
export type CourseReview = z.infer<typeof courseReviewSchema>;

/** GET /api/admin/courses: the admin Courses tab, paged on the server. */
export const adminCourseListQuerySchema = z.object({
  status: z
    .enum(['all', 'pending', 'approved', 'rejected'], { error: courseStudioMessages.statusFilterInvalid })
    .default('all'),
  ...pageQueryFields(100, courseStudioMessages.pageSizeMax, 25),
  /** Only the courses this educator owns (e.g. the ones that keep an educator from being deleted). */
  educatorId: idField(courseStudioMessages.educatorFilterInvalid).optional(),
});
export type AdminCourseListQuery = z.input<typeof adminCourseListQuerySchema>;

export const adminCourseSchema = z.object({
  id,
  title: z.string(),
  status: courseStatusSchema,
  instructorId: id,
  moduleCount: z.number().int(),
  lessonCount: z.number().int(),
  enrolledCount: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** When it last went to pending review (created, resubmitted, sent back); null if never. */
  submittedAt: isoDateTime.nullable(),
  approvedAt: isoDateTime.nullable(),
  rejectionReason: z.string().nullable(),
});
export type AdminCourse = z.infer<typeof adminCourseSchema>;

/** Pending courses first (oldest waiting first), then the rest, most recently changed first. */
export const adminCoursePageSchema = pagedSchema(adminCourseSchema);
export type AdminCoursePage = z.infer<typeof adminCoursePageSchema>;

/** POST /api/courses/{id}/reassign (admin). The identity service checks that the educator is active first. */
export const courseReassignSchema = z.object({ educatorId: idField(courseStudioMessages.educatorRequired) });
export type CourseReassignPayload = z.input<typeof courseReassignSchema>;

/** GET /internal/educators/{id}/holdings (service token): what stops the educator's deletion. */
export const educatorHoldingsSchema = z.object({ approvedCoursesWithLearners: z.number().int() });
export type EducatorHoldings = z.infer<typeof educatorHoldingsSchema>;
