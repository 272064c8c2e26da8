import { z } from 'zod';
import { courseMessages } from './course-messages';
import { id, idField, isoDateTime } from './course-fields';
import { courseLevelFilters, courseLevels, courseStatuses, storyTemplates } from './course-labels';
import { pagedSchema } from './paging';

/* Catalogue contracts: categories, courses as lists and detail show them, the list query (names and labels:
 * course-labels.ts). */

export const courseLevelSchema = z.enum(courseLevels);
export const courseStatusSchema = z.enum(courseStatuses);
export type CourseStatus = z.infer<typeof courseStatusSchema>;
export const storyTemplateSchema = z.enum(storyTemplates, { error: courseMessages.storyTemplateInvalid });

export const categorySchema = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  /** One of categoryIcons, or anything else (show DEFAULT_CATEGORY_ICON then). */
  icon: z.string().nullable(),
  /** Number of approved courses in the category. */
  courseCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const courseSchema = z.object({
  id,
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  level: courseLevelSchema,
  /** Average rating out of 5, as text ('0' when unrated). */
  rating: z.string(),
  instructorId: id,
  /** Primary category (the first one chosen). */
  categoryId: id.nullable(),
  /** All categories of the course (1 to 3), primary first. */
  categoryIds: z.array(id),
  status: courseStatusSchema,
  createdAt: isoDateTime,
  approvedAt: isoDateTime.nullable(),
  approvedBy: id.nullable(),
  rejectionReason: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  storyTemplate: storyTemplateSchema.nullable(),
  transformationJourney: z.string().nullable(),
  characterDevelopment: z.string().nullable(),
  practicalSkills: z.string().nullable(),
  awakeningPhase: z.string().nullable(),
  explorationPhase: z.string().nullable(),
  challengePhase: z.string().nullable(),
  breakthroughPhase: z.string().nullable(),
  integrationPhase: z.string().nullable(),
  legacyPhase: z.string().nullable(),
});
export type Course = z.infer<typeof courseSchema>;

/** A course in a list (catalogue, educator dashboard, admin approvals) with its size. */
export const courseSummarySchema = courseSchema.extend({
  moduleCount: z.number().int(),
  lessonCount: z.number().int(),
  enrolledCount: z.number().int(),
  /** Sum of lesson durations in minutes. */
  durationMinutes: z.number().int(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const courseInstructorSchema = z.object({
  id,
  /** Full name from the identity service; null when it cannot be reached. */
  name: z.string().nullable(),
  /** Approved courses this instructor teaches. */
  courseCount: z.number().int(),
  /** Distinct learners enrolled in those courses. */
  learnerCount: z.number().int(),
});
export type CourseInstructor = z.infer<typeof courseInstructorSchema>;

/** GET /api/courses/{id}. */
export const courseDetailSchema = courseSummarySchema.extend({
  category: z.object({ id, name: z.string(), icon: z.string().nullable() }).nullable(),
  instructor: courseInstructorSchema,
  /**
   * When the course was imported from a Common Cartridge package (it then has an import report), told to those
   * who may read that report: its educator and administrators. Null for a course made in Canopy, and for anyone
   * else.
   */
  importedAt: isoDateTime.nullable(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

/** Largest page of GET /api/courses (courseMessages.pageSizeMax says the same). */
export const COURSE_PAGE_SIZE_MAX = 48;
/** Page size when only `page` is given. */
export const COURSE_PAGE_SIZE_DEFAULT = 12;
/** Orders of GET /api/courses (`sort`). */
export const courseSortOrders = ['catalogue', 'popular'] as const;
/** The catalogue's tabs: every course, the caller's enrolled courses, or the others (signed in only). */
export const courseEnrollmentFilters = ['all', 'enrolled', 'not-enrolled'] as const;
const COURSE_PAGE_MAX = 1_000_000;

/** A whole number from 1 sent as a number or a numeric string (query strings are text). */
function countingNumber(message: string) {
  return z
    .union([z.number(), z.string().trim().regex(/^\d+$/, message)], { error: message })
    .transform(Number)
    .pipe(z.number().int(message).min(1, message));
}

/**
 * Query of GET /api/courses, the one place the catalogue is filtered. search matches title or description,
 * categoryId matches any of a course's categories (not only its primary one), as the category tiles count them.
 * status is honoured within what the caller may see (admins: everything).
 */
export const courseListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  level: z.enum(courseLevelFilters, { error: courseMessages.levelFilterInvalid }).optional(),
  categoryId: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    idField(courseMessages.categoryNotFound).optional(),
  ),
  status: z.enum(['all', ...courseStatuses], { error: courseMessages.statusFilterInvalid }).optional(),
  /** catalogue (default): oldest first, as courses were added; popular: most enrolled first, then by title. */
  sort: z.enum(courseSortOrders, { error: courseMessages.sortInvalid }).optional(),
  /** enrolled / not-enrolled: the catalogue's My Courses and Not Enrolled tabs; a visitor asking gets 401. */
  enrollment: z.enum(courseEnrollmentFilters, { error: courseMessages.enrollmentFilterInvalid }).optional(),
  /**
   * Paging: with `page` or `pageSize` the answer is a CoursePage (`pageSize` defaults to 12, at most 48; `page`
   * to 1); without either it is the plain array the first clients read (at most 500 courses).
   */
  page: countingNumber(courseMessages.pageInvalid)
    .pipe(z.number().max(COURSE_PAGE_MAX, courseMessages.pageInvalid))
    .optional(),
  pageSize: countingNumber(courseMessages.pageSizeInvalid)
    .pipe(z.number().max(COURSE_PAGE_SIZE_MAX, courseMessages.pageSizeMax))
    .optional(),
});
export type CourseListQuery = z.input<typeof courseListQuerySchema>;

/** GET /api/courses?page=&pageSize=: one page of the catalogue, in catalogue order, and how many there are. */
export const coursePageSchema = pagedSchema(courseSummarySchema);
export type CoursePage = z.infer<typeof coursePageSchema>;
