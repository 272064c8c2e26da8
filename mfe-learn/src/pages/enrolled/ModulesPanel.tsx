import { Layers } from 'lucide-react';
import { EmptyState } from '@canopy/ui';
import type { OutlineLearner, OutlineModule } from '@canopy/contracts';
import { useCourseQuizStanding } from '../../api/useLessonQuizzes';
import { CurriculumModule, ModuleStack } from '../../components/CurriculumModule';
import { continueLessonId } from '../../lib/links';
import { PanelTitle } from './PanelTitle';
import { useLearnT } from '../../i18n/useLearnT';

/** The Modules tab: the course's modules with their lessons, the next lesson marked, Mark Complete on each. */
export function ModulesPanel({
  courseId,
  modules,
  learner,
  onMarkComplete,
  markingLessonId,
}: {
  courseId: number;
  modules: OutlineModule[];
  learner: OutlineLearner;
  onMarkComplete: (lessonId: number) => void;
  markingLessonId: number | null;
}) {
  const { t } = useLearnT();
  const completedIds = new Set(learner.completedLessonIds);
  const quizzes = useCourseQuizStanding(modules, learner.enrolled);
  const nextId = learner.completed
    ? null
    : continueLessonId(learner.nextLesson?.id, quizzes.firstUnpassedLessonId);
  const nextModuleId = modules.find((m) => m.lessons.some((l) => l.id === nextId))?.id;
  return (
    <>
      <PanelTitle>{t('Modules')}</PanelTitle>
      {modules.length === 0 ? (
        <EmptyState
          as="h3"
          icon={<Layers />}
          title={t('No Modules Available')}
          description={t('This course has no modules yet. Check back soon.')}
        />
      ) : (
        <ModuleStack>
          {modules.map((m, i) => (
            <CurriculumModule
              key={m.id}
              module={m}
              position={i + 1}
              courseId={courseId}
              enrolled
              completedLessonIds={completedIds}
              showCompleted
              currentLessonId={nextId}
              onMarkComplete={onMarkComplete}
              markingLessonId={markingLessonId}
              defaultOpen={nextModuleId !== undefined ? nextModuleId === m.id : i === 0}
              quizStanding={quizzes.byLesson}
            />
          ))}
        </ModuleStack>
      )}
    </>
  );
}
