import type { CourseDetail, Module } from '@canopy/contracts';
import { studioText } from '../../i18n/useStudioT';
import type { BuilderTabValue } from './builderTabs';

export interface NextStep {
  key: string;
  /** In the current language (the Overview re-renders on a language switch). */
  text: string;
  /** The builder tab where it is done. */
  tab: BuilderTabValue;
}

/**
 * What is still to do on this course, in the order it is best done; only what is true now. `quizCount` is null
 * while unknown (no quiz step then).
 */
export function nextSteps(
  course: Pick<CourseDetail, 'status' | 'imageUrl' | 'lessonCount'>,
  modules: Pick<Module, 'id' | 'title' | 'lessonCount'>[],
  quizCount: number | null,
): NextStep[] {
  const steps: NextStep[] = [];
  if (course.status === 'rejected') {
    steps.push({
      key: 'resubmit',
      text: studioText('Make the changes the reviewer asked for, then Submit for review'),
      tab: 'settings',
    });
  }
  if (modules.length === 0)
    steps.push({ key: 'first-module', text: studioText('Add your first module'), tab: 'modules' });
  for (const m of modules) {
    if (m.lessonCount === 0)
      steps.push({
        key: `lessons-${m.id}`,
        text: studioText('Add lessons to {{title}}', { title: m.title }),
        tab: 'lessons',
      });
  }
  if (course.lessonCount > 0 && quizCount === 0) {
    steps.push({
      key: 'first-quiz',
      text: studioText('Add a quiz so learners can check what they learned'),
      tab: 'quizzes',
    });
  }
  if (!course.imageUrl) steps.push({ key: 'image', text: studioText('Add a course image'), tab: 'settings' });
  return steps;
}
