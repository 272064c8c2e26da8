import { z } from 'zod';
import { competencyLevelSchema } from './course-enrollment';
import { id, isoDateTime } from './course-fields';

/* Milestones: what a learner achieved in a course, recorded by the service from what they really did. */

export const milestoneTypes = [
  'lesson_completion',
  'competency_achievement',
  'feedback_received',
  'course_completion',
  'discussion_contribution',
  'reflection',
] as const;
export const milestoneTypeSchema = z.enum(milestoneTypes);
export type MilestoneType = z.infer<typeof milestoneTypeSchema>;
/** Icon (Material Symbols name) the service stores on each milestone of a type. */
export const milestoneIcons: Record<MilestoneType, string> = {
  lesson_completion: 'check_circle',
  competency_achievement: 'trending_up',
  feedback_received: 'rate_review',
  course_completion: 'emoji_events',
  discussion_contribution: 'forum',
  reflection: 'edit_note',
};

export const milestoneMetadataSchema = z
  .object({
    level: competencyLevelSchema.optional(),
    previousLevel: competencyLevelSchema.optional(),
    fromInstructor: z.boolean().optional(),
    lessonId: id.optional(),
    lessonTitle: z.string().optional(),
    moduleId: id.optional(),
    moduleTitle: z.string().optional(),
    certificateCode: z.string().optional(),
  })
  .catchall(z.unknown());
export type MilestoneMetadata = z.infer<typeof milestoneMetadataSchema>;

export const milestoneSchema = z.object({
  id,
  enrollmentId: id,
  courseId: id,
  userId: id,
  type: milestoneTypeSchema,
  title: z.string(),
  description: z.string().nullable(),
  achievedAt: isoDateTime,
  metadata: milestoneMetadataSchema,
  icon: z.string(),
});
export type Milestone = z.infer<typeof milestoneSchema>;
