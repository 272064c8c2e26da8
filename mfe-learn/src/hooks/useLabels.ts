import { currentLanguage, msgKey } from '@canopy/i18n';
import { formatNumber } from '@canopy/i18n/format';
import type {
  AssessmentCategory,
  CompetencyLevel,
  CourseLevel,
  LearningContentType,
  StoryTemplate,
  storyPhases,
} from '@canopy/contracts';
import { useLearnT } from '../i18n/useLearnT';

// The contracts' label tables, as catalogue keys: the catalogue test finds a key only where it is written as a
// literal. test/labelKeys.test.ts checks each table is the contracts' one word for word, so English is unchanged.

export const courseLevelKeys: Record<CourseLevel, string> = {
  beginner: msgKey('Beginner'),
  intermediate: msgKey('Intermediate'),
  advanced: msgKey('Advanced'),
  'all-levels': msgKey('All levels'),
};

export const storyTemplateKeys: Record<StoryTemplate, string> = {
  sustainability: msgKey('Transformation Journey'),
  cooking: msgKey('Culinary Adventure'),
  gardening: msgKey('Seasonal Growth'),
  spiritual: msgKey('Inner Journey'),
  traditional: msgKey('Progressive Learning'),
};

export const storyPhaseKeys: Record<(typeof storyPhases)[number], string> = {
  awakeningPhase: msgKey('Awakening'),
  explorationPhase: msgKey('Exploration'),
  challengePhase: msgKey('Challenge'),
  breakthroughPhase: msgKey('Breakthrough'),
  integrationPhase: msgKey('Integration'),
  legacyPhase: msgKey('Legacy'),
};

export const assessmentCategoryKeys: Record<AssessmentCategory, string> = {
  visual: msgKey('Visual'),
  auditory: msgKey('Listening and discussion'),
  kinesthetic: msgKey('Hands-on practice'),
  reading_writing: msgKey('Reading and writing'),
  confidence: msgKey('Confidence as a learner'),
};

export const assessmentDescriptionKeys: Record<AssessmentCategory, string> = {
  visual: msgKey('Diagrams, videos, maps and pictures'),
  auditory: msgKey('Explanations you hear, talks and conversations'),
  kinesthetic: msgKey('Trying things out, projects and practical tasks'),
  reading_writing: msgKey('Texts, notes, lists and writing things down'),
  confidence: msgKey('How sure you feel planning and checking your own learning'),
};

export const contentTypeKeys: Record<LearningContentType, string> = {
  video: msgKey('Video lessons'),
  document: msgKey('Reading documents'),
  ebook: msgKey('Ebooks'),
  quiz: msgKey('Quizzes'),
  live_session: msgKey('Live sessions'),
  discussion: msgKey('Forum discussions'),
  reflection: msgKey('Written reflections'),
  practical_application: msgKey('Practical activities'),
};

export const competencyKeys: Record<CompetencyLevel, { label: string; description: string }> = {
  beginning: { label: msgKey('Beginning'), description: msgKey('Just starting and needing guidance') },
  developing: { label: msgKey('Developing'), description: msgKey('Understanding the basics') },
  proficient: {
    label: msgKey('Proficient'),
    description: msgKey('Applying concepts independently and helping others'),
  },
  advanced: { label: msgKey('Advanced'), description: msgKey('Mastery and creating new applications') },
};

export const defaultCourseDescriptionKey = msgKey(
  'Learn about sustainability and environmental conservation.',
);

/**
 * A count as the page shows it, with the language's digit grouping. A whole number under 1,000 reads the same in
 * every language: the first Intl number format of a page is slow on a slow machine (the catalogue's first render).
 */
export function shownCount(count: number): string {
  return Number.isInteger(count) && Math.abs(count) < 1000
    ? String(count)
    : formatNumber(count, currentLanguage());
}

/** `t`'s options for a plural text: `count` picks the form, `shown` is the number as written. */
export function counted(count: number): { count: number; shown: string } {
  return { count, shown: shownCount(count) };
}

/** The contracts' labels (levels, story phases, preference categories, ...) in the page's language. */
export function useLabels() {
  const { t } = useLearnT();
  return {
    t,
    level: (level: CourseLevel) => t(courseLevelKeys[level]),
    storyTemplate: (template: StoryTemplate) => t(storyTemplateKeys[template]),
    storyPhase: (phase: (typeof storyPhases)[number]) => t(storyPhaseKeys[phase]),
    category: (category: AssessmentCategory) => t(assessmentCategoryKeys[category]),
    categoryDescription: (category: AssessmentCategory) => t(assessmentDescriptionKeys[category]),
    contentType: (type: LearningContentType) => t(contentTypeKeys[type]),
    competency: (level: CompetencyLevel) => ({
      label: t(competencyKeys[level].label),
      description: t(competencyKeys[level].description),
    }),
    /** A course's description, or the specification's default sentence when it has none. */
    description: (text: string | null | undefined) => text?.trim() || t(defaultCourseDescriptionKey),
  };
}
