/*
 * The catalogue's names and labels (levels, statuses, category icons, story templates, limits): no schemas and no
 * zod, so a page that only shows them (a level badge, the catalogue's filters) does not build the catalogue's
 * schemas (course-catalogue.ts holds those).
 */

/** Levels a course can be created with (wizard and quick dialog). */
export const creatableCourseLevels = ['beginner', 'intermediate', 'advanced'] as const;
/** Levels a stored course may carry; 'all-levels' marks courses suitable for everyone. */
export const courseLevels = ['beginner', 'intermediate', 'advanced', 'all-levels'] as const;
/** Options of the catalogue's level filter; 'all' means no filter. */
export const courseLevelFilters = ['all', ...courseLevels] as const;
export type CourseLevel = (typeof courseLevels)[number];
export const courseLevelLabels: Record<CourseLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  'all-levels': 'All levels',
};

export const courseStatuses = ['pending', 'approved', 'rejected'] as const;

/** Category icons the UI knows (Material Symbols names); any other value falls back to a default icon. */
export const categoryIcons = [
  'energy_savings_leaf',
  'water_drop',
  'compost',
  'forest',
  'menu_book',
  'eco',
  'co2',
  'recycling',
] as const;
export type CategoryIcon = (typeof categoryIcons)[number];
export const DEFAULT_CATEGORY_ICON: CategoryIcon = 'eco';

/** Course story templates of the wizard's manual path; each has six phases. */
export const storyTemplates = ['sustainability', 'cooking', 'gardening', 'spiritual', 'traditional'] as const;
export type StoryTemplate = (typeof storyTemplates)[number];
export const storyTemplateNames: Record<StoryTemplate, string> = {
  sustainability: 'Transformation Journey',
  cooking: 'Culinary Adventure',
  gardening: 'Seasonal Growth',
  spiritual: 'Inner Journey',
  traditional: 'Progressive Learning',
};
/** The six phase fields a course may describe, in journey order. */
export const storyPhases = [
  'awakeningPhase',
  'explorationPhase',
  'challengePhase',
  'breakthroughPhase',
  'integrationPhase',
  'legacyPhase',
] as const;
/** What modules and lessons are called unless their educator names them otherwise (the data model's defaults). */
export const DEFAULT_MODULE_DISPLAY_NAME = 'Module';
export const DEFAULT_LESSON_DISPLAY_NAME = 'Lesson';

/** How learners and the studio name each phase. */
export const storyPhaseLabels: Record<(typeof storyPhases)[number], string> = {
  awakeningPhase: 'Awakening',
  explorationPhase: 'Exploration',
  challengePhase: 'Challenge',
  breakthroughPhase: 'Breakthrough',
  integrationPhase: 'Integration',
  legacyPhase: 'Legacy',
};
/** A module's story phase as shown: a phase's name, or the educator's own words; null when it has none. */
export function storyPhaseLabel(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  return (storyPhaseLabels as Record<string, string>)[text] ?? text;
}

export const COURSE_TITLE_MIN = 5;
export const COURSE_DESCRIPTION_MIN = 20;
export const MAX_COURSE_CATEGORIES = 3;
export const DEFAULT_COURSE_DESCRIPTION = 'Learn about sustainability and environmental conservation.';

/** Self-assessed competency levels of an enrollment (the schema is in course-enrollment.ts). */
export const competencyLevels = ['beginning', 'developing', 'proficient', 'advanced'] as const;
export type CompetencyLevel = (typeof competencyLevels)[number];
/** Self-assessed competency, in ascending order; descriptions as the specification gives them. */
export const competencyLevelInfo: Record<CompetencyLevel, { label: string; description: string }> = {
  beginning: { label: 'Beginning', description: 'Just starting and needing guidance' },
  developing: { label: 'Developing', description: 'Understanding the basics' },
  proficient: { label: 'Proficient', description: 'Applying concepts independently and helping others' },
  advanced: { label: 'Advanced', description: 'Mastery and creating new applications' },
};
export function competencyRank(level: CompetencyLevel): number {
  return competencyLevels.indexOf(level);
}
