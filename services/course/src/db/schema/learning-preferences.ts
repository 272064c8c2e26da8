import { sql } from 'drizzle-orm';
import type { StoredText } from '@canopy/contracts';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { courses } from './catalogue';

// The learning-preferences assessment and learning insights: every field of the data model with its defaults,
// plus what versioning, resuming and recomputing need (lineage, order, start time, rule keys).

export const assessmentQuestions = pgTable(
  'assessment_questions',
  {
    id: serial('id').primaryKey(),
    questionText: text('question_text').notNull(),
    questionType: text('question_type').notNull(),
    category: text('category').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    weight: integer('weight').notNull().default(1),
    version: text('version').notNull().default('1.0'),
    isActive: boolean('is_active').notNull().default(true),
    // The first version's id (null on the first version itself until it is set to its own id at insert):
    // an edit inserts a new row of the same lineage, so answers to the old row keep their meaning.
    lineageId: integer('lineage_id').references((): AnyPgColumn => assessmentQuestions.id),
    orderIndex: integer('order_index').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('assessment_questions_active_idx').on(t.isActive, t.orderIndex, t.id),
    index('assessment_questions_lineage_idx').on(t.lineageId, t.id),
  ],
);

export const learningStyleAssessments = pgTable(
  'learning_style_assessments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    visualScore: integer('visual_score').notNull().default(0),
    auditoryScore: integer('auditory_score').notNull().default(0),
    kinestheticScore: integer('kinesthetic_score').notNull().default(0),
    readingWritingScore: integer('reading_writing_score').notNull().default(0),
    confidenceScore: integer('confidence_score').notNull().default(0),
    primaryStyle: text('primary_style'),
    secondaryStyle: text('secondary_style'),
    personalizedInsights: text('personalized_insights'),
    learningRecommendations: jsonb('learning_recommendations').$type<string[]>().notNull().default([]),
    studyStrategies: jsonb('study_strategies').$type<string[]>().notNull().default([]),
    preferredContentTypes: jsonb('preferred_content_types').$type<string[]>().notNull().default([]),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Null while the learner is still answering. */
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    assessmentVersion: text('assessment_version').notNull().default('1.0'),
  },
  (t) => [
    // At most one assessment in progress per learner, also under concurrent starts (INSERT ... ON CONFLICT).
    uniqueIndex('learning_style_assessments_open_uq')
      .on(t.userId)
      .where(sql`${t.completedAt} is null`),
    index('learning_style_assessments_user_idx').on(t.userId, t.completedAt),
  ],
);

export const assessmentResponses = pgTable(
  'assessment_responses',
  {
    id: serial('id').primaryKey(),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => learningStyleAssessments.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => assessmentQuestions.id),
    userId: integer('user_id').notNull(),
    selectedOption: text('selected_option'),
    responseValue: integer('response_value'),
    timestamp: timestamp('timestamp', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // One answer per question version in an assessment: answering again replaces it.
  (t) => [uniqueIndex('assessment_responses_question_uq').on(t.assessmentId, t.questionId)],
);

export const learningInsights = pgTable(
  'learning_insights',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** The course it is about, or null. */
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    insightType: text('insight_type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    // The title's and description's English templates and values (StoredText): null on rows written before.
    titleText: jsonb('title_text').$type<StoredText>(),
    descriptionText: jsonb('description_text').$type<StoredText>(),
    actionableSteps: jsonb('actionable_steps').$type<string[]>().notNull().default([]),
    relatedContentTypes: jsonb('related_content_types').$type<string[]>().notNull().default([]),
    confidenceLevel: text('confidence_level').notNull().default('medium'),
    generatedAt: timestamp('generated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    isActive: boolean('is_active').notNull().default(true),
    // The rule that made it (with the course: 'pace:12'): a recompute updates that row rather than adding one.
    ruleKey: text('rule_key').notNull(),
    // What the finding was when the learner dismissed it: it stays dismissed until the finding changes.
    dismissedFinding: text('dismissed_finding'),
    finding: text('finding').notNull(),
  },
  (t) => [
    uniqueIndex('learning_insights_rule_uq').on(t.userId, t.ruleKey),
    index('learning_insights_course_idx').on(t.courseId),
  ],
);
