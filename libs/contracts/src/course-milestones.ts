import { z } from 'zod';
import { competencyLevelSchema } from './course-enrollment';
import { competencyLevelInfo, type CompetencyLevel } from './course-labels';
import { id, isoDateTime } from './course-fields';
import { storedText, storedTextSchema, type StoredText } from './stored-text';

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
  /** The title's and description's English templates and values (stored-text.ts); null on rows written before. */
  titleText: storedTextSchema.nullable().optional(),
  descriptionText: storedTextSchema.nullable().optional(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

/*
 * The English templates of the milestones' titles and descriptions: the `messages` catalogue keys a page in another
 * language translates. Filled with their values they read exactly as the service always wrote them (tested).
 * Reflections' and feedback's descriptions are the learner's or educator's own words and have no template.
 */
export const milestoneTemplates = {
  firstLesson: 'First lesson completed',
  firstLessonDescription: 'You completed "{{lessonTitle}}" and started {{courseTitle}}.',
  moduleCompleted: 'Module completed: {{moduleTitle}}',
  moduleCompletedDescription: 'You completed all {{lessonCount}} lessons of "{{moduleTitle}}".',
  courseCompleted: 'Course completed: {{courseTitle}}',
  courseCompletedDescription: 'You completed every lesson of the course and earned your certificate.',
  discussion: 'First discussion contribution',
  discussionDescription: 'You joined the conversation in the forum of {{courseTitle}}.',
  discussionDescriptionNoCourse: 'You joined the conversation in the course forum.',
  reflection: 'Reflection submitted',
  feedbackOn: 'Feedback received on {{about}}',
  feedbackOnGoal: 'Feedback received on your learning goal',
  feedbackOnReflection: 'Feedback received on your reflection',
  competencyBeginning: 'Competency raised to Beginning',
  competencyDeveloping: 'Competency raised to Developing',
  competencyProficient: 'Competency raised to Proficient',
  competencyAdvanced: 'Competency raised to Advanced',
} as const;

const competencyTitles: Record<CompetencyLevel, string> = {
  beginning: milestoneTemplates.competencyBeginning,
  developing: milestoneTemplates.competencyDeveloping,
  proficient: milestoneTemplates.competencyProficient,
  advanced: milestoneTemplates.competencyAdvanced,
};

/** A raised competency's title ("Competency raised to Proficient") and description (the level's own). */
export function competencyMilestoneTexts(level: CompetencyLevel): {
  title: StoredText;
  description: StoredText;
} {
  return {
    title: storedText(competencyTitles[level]),
    description: storedText(competencyLevelInfo[level].description),
  };
}

/** Every English key a milestone's text may carry: each needs a translation in every front end's catalogue. */
export const milestoneTextKeys: readonly string[] = [
  ...Object.values(milestoneTemplates),
  ...Object.values(competencyLevelInfo).map((info) => info.description),
];
