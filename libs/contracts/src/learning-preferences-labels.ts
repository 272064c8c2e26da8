/*
 * Names and labels of the learning-preferences assessment and learning insights (course service), without zod:
 * the pages that only show them load no schema. Presented as learning *preferences*: research does not support
 * matching teaching to a "learning style", so no text here claims that it does (DESIGN.md, readings).
 */

/** The categories a question belongs to: four formats a learner may prefer, and confidence as a learner. */
export const assessmentCategories = [
  'visual',
  'auditory',
  'kinesthetic',
  'reading_writing',
  'confidence',
] as const;
export type AssessmentCategory = (typeof assessmentCategories)[number];

/** The categories that are formats: the primary and secondary preference are two of these. */
export const preferenceStyles = ['visual', 'auditory', 'reading_writing', 'kinesthetic'] as const;
export type PreferenceStyle = (typeof preferenceStyles)[number];

export const assessmentCategoryLabels: Record<AssessmentCategory, string> = {
  visual: 'Visual',
  auditory: 'Listening and discussion',
  kinesthetic: 'Hands-on practice',
  reading_writing: 'Reading and writing',
  confidence: 'Confidence as a learner',
};

/** What each category means, in the learner's words. */
export const assessmentCategoryDescriptions: Record<AssessmentCategory, string> = {
  visual: 'Diagrams, videos, maps and pictures',
  auditory: 'Explanations you hear, talks and conversations',
  kinesthetic: 'Trying things out, projects and practical tasks',
  reading_writing: 'Texts, notes, lists and writing things down',
  confidence: 'How sure you feel planning and checking your own learning',
};

/**
 * How a question's options read: agreement (Strongly disagree … Strongly agree) or frequency (Never … Always).
 * Options are always listed from the lowest to the highest.
 */
export const assessmentQuestionTypes = ['agreement', 'frequency'] as const;
export type AssessmentQuestionType = (typeof assessmentQuestionTypes)[number];

export const assessmentQuestionTypeLabels: Record<AssessmentQuestionType, string> = {
  agreement: 'Agreement scale',
  frequency: 'Frequency scale',
};

/** The options a new question starts with, per type (an administrator may change them). */
export const defaultAssessmentOptions: Record<AssessmentQuestionType, readonly string[]> = {
  agreement: ['Strongly disagree', 'Disagree', 'Neither agree nor disagree', 'Agree', 'Strongly agree'],
  frequency: ['Never', 'Rarely', 'Sometimes', 'Often', 'Always'],
};

/** The kinds of material the platform offers, as preferred content types and an insight's related types. */
export const learningContentTypes = [
  'video',
  'document',
  'ebook',
  'quiz',
  'live_session',
  'discussion',
  'reflection',
  'practical_application',
] as const;
export type LearningContentType = (typeof learningContentTypes)[number];

export const learningContentTypeLabels: Record<LearningContentType, string> = {
  video: 'Video lessons',
  document: 'Reading documents',
  ebook: 'Ebooks',
  quiz: 'Quizzes',
  live_session: 'Live sessions',
  discussion: 'Forum discussions',
  reflection: 'Written reflections',
  practical_application: 'Practical activities',
};

export const learningInsightTypes = [
  'learning_preference',
  'confidence',
  'pace',
  'quiz_results',
  'activity',
  'content_engagement',
] as const;
export type LearningInsightType = (typeof learningInsightTypes)[number];

export const learningInsightTypeLabels: Record<LearningInsightType, string> = {
  learning_preference: 'Learning preferences',
  confidence: 'Confidence',
  pace: 'Weekly pace',
  quiz_results: 'Quiz results',
  activity: 'Activity',
  content_engagement: 'What you complete',
};

export const insightConfidenceLevels = ['low', 'medium', 'high'] as const;
export type InsightConfidenceLevel = (typeof insightConfidenceLevels)[number];

export const insightConfidenceLabels: Record<InsightConfidenceLevel, string> = {
  low: 'Low confidence',
  medium: 'Medium confidence',
  high: 'High confidence',
};

/** An educator sees the distribution of preferences among a course's learners only from this many up. */
export const PREFERENCE_DISTRIBUTION_MIN_LEARNERS = 5;

/** The scoring method's version, stored on each assessment (the data model's `assessmentVersion`). */
export const ASSESSMENT_VERSION = '1.0';
