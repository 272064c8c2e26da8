import { Layers } from 'lucide-react';
import { EmptyState, ErrorState, Skeleton, VisuallyHiddenText } from '@canopy/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CourseOutline } from '@canopy/contracts';
import { CurriculumModule, ModuleStack } from '../../components/CurriculumModule';
import { DetailPanel } from './DetailPanel';
import { useLearnT } from '../../i18n/useLearnT';

/** The Curriculum tab: every module with its lessons; enrolled learners can mark lessons complete here. */
export function CurriculumPanel({
  courseId,
  outline,
  onMarkComplete,
  markingLessonId,
}: {
  courseId: number;
  outline: UseQueryResult<CourseOutline>;
  onMarkComplete: (lessonId: number) => void;
  markingLessonId: number | null;
}) {
  const { t } = useLearnT();
  const data = outline.data;
  const enrolled = Boolean(data?.learner?.enrolled);
  const completedIds = new Set(data?.learner?.completedLessonIds ?? []);
  let body;
  if (outline.isLoading) {
    body = (
      <div role="status" aria-live="polite" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <VisuallyHiddenText>{t('Loading curriculum')}</VisuallyHiddenText>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} $height="78px" $radius="16px" aria-hidden="true" />
        ))}
      </div>
    );
  } else if (outline.isError || !data) {
    body = (
      <ErrorState
        as="h3"
        title={t("We couldn't load the curriculum")}
        retryLabel={t('Try again')}
        onRetry={() => void outline.refetch()}
      />
    );
  } else if (data.modules.length === 0) {
    body = (
      <EmptyState
        as="h3"
        icon={<Layers />}
        title={t('No curriculum content available for this course yet.')}
      />
    );
  } else {
    body = (
      <ModuleStack>
        {data.modules.map((m, i) => (
          <CurriculumModule
            key={m.id}
            module={m}
            position={i + 1}
            courseId={courseId}
            enrolled={enrolled}
            completedLessonIds={completedIds}
            showCompleted={enrolled}
            onMarkComplete={enrolled ? onMarkComplete : undefined}
            markingLessonId={markingLessonId}
            defaultOpen={i === 0}
          />
        ))}
      </ModuleStack>
    );
  }
  return (
    <DetailPanel>
      <h2>{t('Curriculum')}</h2>
      {body}
    </DetailPanel>
  );
}
