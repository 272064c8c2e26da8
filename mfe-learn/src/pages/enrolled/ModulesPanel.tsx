import { Layers } from 'lucide-react';
import { EmptyState } from '@canopy/ui';
import type { OutlineLearner, OutlineModule } from '@canopy/contracts';
import { CurriculumModule, ModuleStack } from '../../components/CurriculumModule';
import { PanelTitle } from './PanelTitle';

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
  const completedIds = new Set(learner.completedLessonIds);
  return (
    <>
      <PanelTitle>Modules</PanelTitle>
      {modules.length === 0 ? (
        <EmptyState
          as="h3"
          icon={<Layers />}
          title="No Modules Available"
          description="This course has no modules yet. Check back soon."
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
              currentLessonId={learner.nextLesson?.id}
              onMarkComplete={onMarkComplete}
              markingLessonId={markingLessonId}
              defaultOpen={learner.nextLesson ? learner.nextLesson.moduleId === m.id : i === 0}
            />
          ))}
        </ModuleStack>
      )}
    </>
  );
}
