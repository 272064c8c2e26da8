import { z } from 'zod';
import { storedTextSchema } from './stored-text';
import { id, isoDateTime, pageQueryFields } from './course-fields';
import {
  assessmentCategories,
  assessmentQuestionTypes,
  insightConfidenceLevels,
  learningContentTypes,
  learningInsightTypes,
  preferenceStyles,
} from './learning-preferences-labels';

/*
 * The learning-preferences assessment and learning insights (course service): versioned, weighted questions; an
 * assessment answered one question at a time (each answer a response row) and completed into scores per category,
 * two preferences and recommendations; insights made from the assessment and from what the learner does.
 */

/** Largest page of GET /api/learning-preferences/assessments (the history). */
export const ASSESSMENT_HISTORY_PAGE_SIZE_MAX = 50;

export const learningPreferenceMessages = {
  questionTextRequired: 'Question text is required',
  questionTextMax: 'Question text must be at most 500 characters',
  categoryInvalid: 'Category must be visual, auditory, kinesthetic, reading_writing or confidence',
  questionTypeInvalid: 'Question type must be agreement or frequency',
  // The specification's quiz message, for the same rule
  optionsMin: 'At least 2 options required',
  optionsMax: 'A question can have at most 7 options',
  optionRequired: 'Options cannot be empty',
  optionMax: 'Options must be at most 100 characters',
  optionsUnique: 'Options must be different from each other',
  weightInvalid: 'Weight must be a whole number from 1 to 5',
  orderIndexInvalid: 'Order must be a whole number from 0',
  nothingToUpdate: 'Nothing to update',
  selectedOptionRequired: 'Please choose an answer',
  selectedOptionInvalid: 'The answer must be one of the question’s options',
  questionNotFound: 'Question not found',
  questionInactive: 'This question is no longer part of the assessment',
  questionSuperseded: 'This question has a newer version: change the newest one',
  assessmentNotFound: 'Assessment not found',
  assessmentCompleted: 'This assessment is already completed',
  assessmentIncomplete: 'Answer every question before finishing the assessment',
  noActiveQuestions: 'The assessment has no questions yet',
  historyPageSizeMax: `pageSize must be at most ${ASSESSMENT_HISTORY_PAGE_SIZE_MAX}`,
  insightNotFound: 'Insight not found',
} as const;

const m = learningPreferenceMessages;

export const assessmentCategorySchema = z.enum(assessmentCategories, { error: m.categoryInvalid });
export const assessmentQuestionTypeSchema = z.enum(assessmentQuestionTypes, { error: m.questionTypeInvalid });
export const preferenceStyleSchema = z.enum(preferenceStyles);
export const learningContentTypeSchema = z.enum(learningContentTypes);
export const learningInsightTypeSchema = z.enum(learningInsightTypes);
export const insightConfidenceLevelSchema = z.enum(insightConfidenceLevels);

/** A question as stored: each edit is a new row (a new version) of the same lineage. */
export const assessmentQuestionSchema = z.object({
  id,
  questionText: z.string(),
  questionType: assessmentQuestionTypeSchema,
  category: assessmentCategorySchema,
  /** From the lowest to the highest: the n-th of k options is worth (n-1)/(k-1) of the question's weight. */
  options: z.array(z.string()),
  weight: z.number().int(),
  version: z.string(),
  isActive: z.boolean(),
  /** The id of the question's first version: every version of one question shares it. */
  lineageId: id,
  orderIndex: z.number().int(),
  createdAt: isoDateTime,
});
export type AssessmentQuestion = z.infer<typeof assessmentQuestionSchema>;

const questionText = z
  .string({ error: m.questionTextRequired })
  .trim()
  .min(1, m.questionTextRequired)
  .max(500, m.questionTextMax);
const optionList = z
  .array(z.string({ error: m.optionRequired }).trim().min(1, m.optionRequired).max(100, m.optionMax), {
    error: m.optionsMin,
  })
  .min(2, m.optionsMin)
  .max(7, m.optionsMax)
  .refine((options) => new Set(options).size === options.length, m.optionsUnique);
const weight = z
  .number({ error: m.weightInvalid })
  .int(m.weightInvalid)
  .min(1, m.weightInvalid)
  .max(5, m.weightInvalid);
const orderIndex = z
  .number({ error: m.orderIndexInvalid })
  .int(m.orderIndexInvalid)
  .min(0, m.orderIndexInvalid)
  .max(10_000, m.orderIndexInvalid);

/** POST /api/admin/assessment-questions. */
export const assessmentQuestionCreateSchema = z.object({
  questionText,
  questionType: assessmentQuestionTypeSchema,
  category: assessmentCategorySchema,
  options: optionList,
  weight: weight.default(1),
  /** Default: after the last question. */
  orderIndex: orderIndex.optional(),
});
export type AssessmentQuestionCreatePayload = z.input<typeof assessmentQuestionCreateSchema>;
export type AssessmentQuestionCreateInput = z.output<typeof assessmentQuestionCreateSchema>;

/** PATCH /api/admin/assessment-questions/{id}: a new version with these changes; earlier answers keep theirs. */
export const assessmentQuestionUpdateSchema = z
  .object({
    questionText: questionText.optional(),
    questionType: assessmentQuestionTypeSchema.optional(),
    category: assessmentCategorySchema.optional(),
    options: optionList.optional(),
    weight: weight.optional(),
    orderIndex: orderIndex.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), m.nothingToUpdate);
export type AssessmentQuestionUpdateInput = z.output<typeof assessmentQuestionUpdateSchema>;

/** GET /api/admin/assessment-questions: the newest version of each question, or every version. */
export const assessmentQuestionListQuerySchema = z.object({
  versions: z.enum(['latest', 'all']).default('latest'),
});

/** PUT /api/learning-preferences/assessments/{id}/responses/{questionId}. */
export const assessmentResponseInputSchema = z.object({
  selectedOption: z
    .string({ error: m.selectedOptionRequired })
    .trim()
    .min(1, m.selectedOptionRequired)
    .max(100, m.selectedOptionInvalid),
});
export type AssessmentResponseInput = z.infer<typeof assessmentResponseInputSchema>;

export const assessmentResponseSchema = z.object({
  id,
  assessmentId: id,
  questionId: id,
  userId: id,
  selectedOption: z.string(),
  /** The option's position on the scale, from 1 (lowest). */
  responseValue: z.number().int(),
  timestamp: isoDateTime,
});
export type AssessmentResponse = z.infer<typeof assessmentResponseSchema>;

/** An assessment: in progress while `completedAt` is null (scores 0 until then). */
export const learningAssessmentSchema = z.object({
  id,
  userId: id,
  visualScore: z.number().int(),
  auditoryScore: z.number().int(),
  kinestheticScore: z.number().int(),
  readingWritingScore: z.number().int(),
  confidenceScore: z.number().int(),
  primaryStyle: preferenceStyleSchema.nullable(),
  secondaryStyle: preferenceStyleSchema.nullable(),
  personalizedInsights: z.string().nullable(),
  learningRecommendations: z.array(z.string()),
  studyStrategies: z.array(z.string()),
  preferredContentTypes: z.array(learningContentTypeSchema),
  startedAt: isoDateTime,
  completedAt: isoDateTime.nullable(),
  assessmentVersion: z.string(),
});
export type LearningAssessment = z.infer<typeof learningAssessmentSchema>;

/** An assessment being taken: the questions to answer now, in order, and the answers given so far. */
export const assessmentSessionSchema = z.object({
  assessment: learningAssessmentSchema,
  questions: z.array(assessmentQuestionSchema),
  /** Answers to the questions above (an answer to an older version of a question no longer counts). */
  responses: z.array(assessmentResponseSchema),
});
export type AssessmentSession = z.infer<typeof assessmentSessionSchema>;

/** GET /api/learning-preferences/assessments: the paging every course-service list takes. */
export const assessmentHistoryQuerySchema = z.object(
  pageQueryFields(ASSESSMENT_HISTORY_PAGE_SIZE_MAX, learningPreferenceMessages.historyPageSizeMax, 10),
);

export const learningInsightSchema = z.object({
  id,
  userId: id,
  /** The course it is about; null for one about the learner as a whole. */
  courseId: id.nullable(),
  insightType: learningInsightTypeSchema,
  title: z.string(),
  description: z.string(),
  /** The title's and description's English templates and values (stored-text.ts); null on rows written before. */
  titleText: storedTextSchema.nullable().optional(),
  descriptionText: storedTextSchema.nullable().optional(),
  actionableSteps: z.array(z.string()),
  relatedContentTypes: z.array(learningContentTypeSchema),
  confidenceLevel: insightConfidenceLevelSchema,
  generatedAt: isoDateTime,
  isActive: z.boolean(),
});
export type LearningInsight = z.infer<typeof learningInsightSchema>;

/** GET /api/learning-insights?courseId=: with a course, its insights and the learner's general ones. */
export const learningInsightListQuerySchema = z.object({
  courseId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

/** GET /api/courses/{id}/learning-preferences: aggregated, and only from the minimum number of learners up. */
export const coursePreferenceDistributionSchema = z.object({
  courseId: id,
  minimumLearners: z.number().int(),
  /** Whether enough of the course's learners have taken the assessment for the figures to be shown. */
  enoughLearners: z.boolean(),
  /** Null below the minimum: how many learners, and which, is not told either. */
  assessedLearners: z.number().int().nullable(),
  primary: z.array(z.object({ style: preferenceStyleSchema, learners: z.number().int() })).nullable(),
  /** Mean score per category among those learners. */
  averageScores: z
    .array(z.object({ category: assessmentCategorySchema, score: z.number().int() }))
    .nullable(),
});
export type CoursePreferenceDistribution = z.infer<typeof coursePreferenceDistributionSchema>;
