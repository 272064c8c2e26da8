import { msgKey } from '@canopy/i18n';

/** The builder's tabs, selected by the `tab` query parameter (default overview). */
export const builderTabValues = ['overview', 'modules', 'lessons', 'quizzes', 'settings'] as const;
export type BuilderTabValue = (typeof builderTabValues)[number];

/** Each tab's name (English keys of the studio's catalogue). */
export const builderTabLabels: Record<BuilderTabValue, string> = {
  overview: msgKey('Overview'),
  modules: msgKey('Modules'),
  lessons: msgKey('Lessons'),
  quizzes: msgKey('Quizzes'),
  settings: msgKey('Settings'),
};

/** The tab a `tab` query value names; anything else is the Overview. */
export function selectedBuilderTab(value: string | null): BuilderTabValue {
  return (builderTabValues as readonly string[]).includes(value ?? '')
    ? (value as BuilderTabValue)
    : 'overview';
}
