/** The builder's tabs, selected by the `tab` query parameter (default overview). */
export const builderTabValues = ['overview', 'modules', 'lessons', 'quizzes', 'settings'] as const;
export type BuilderTabValue = (typeof builderTabValues)[number];

export const builderTabLabels: Record<BuilderTabValue, string> = {
  overview: 'Overview',
  modules: 'Modules',
  lessons: 'Lessons',
  quizzes: 'Quizzes',
  settings: 'Settings',
};

/** The tab a `tab` query value names; anything else is the Overview. */
export function selectedBuilderTab(value: string | null): BuilderTabValue {
  return (builderTabValues as readonly string[]).includes(value ?? '')
    ? (value as BuilderTabValue)
    : 'overview';
}
