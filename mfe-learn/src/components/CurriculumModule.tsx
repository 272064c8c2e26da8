import styled from 'styled-components';
import { CollapsibleSection, ErrorState, Skeleton, Text, VisuallyHiddenText } from '@canopy/ui';
import type { Module } from '@canopy/contracts';
import { useModuleLessons } from '../api/useLearnQueries';
import { plural } from '../lib/progress';
import { LessonList, LessonRow } from './LessonRow';

const Number = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  /* Lessons use the full card width on small screens; the section's own indent is for the title. */
  margin-left: -54px;
  @media (max-width: 479px) {
    margin-left: -12px;
    margin-right: -12px;
  }
`;

const Description = styled(Text)`
  padding: 0 14px;
`;

function ModuleLessons({
  module,
  courseId,
  enrolled,
  completedLessonIds,
  currentLessonId,
  onMarkComplete,
  markingLessonId,
}: CurriculumModuleProps) {
  // Mounted only while the module is expanded, so lessons load on expand (and stay cached afterwards).
  const lessons = useModuleLessons(module.id);
  if (lessons.isLoading) {
    return (
      <div
        role="status"
        aria-live="polite"
        style={{ display: 'flex', flexDirection: 'column', gap: 10, padding: '8px 14px' }}
      >
        <VisuallyHiddenText>Loading lessons</VisuallyHiddenText>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} $height="40px" $radius="10px" aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (lessons.isError) {
    return (
      <ErrorState as="h3" title="We couldn't load these lessons" onRetry={() => void lessons.refetch()} />
    );
  }
  const list = lessons.data ?? [];
  if (list.length === 0) {
    return <Description $tone="muted">No lessons available for this module yet.</Description>;
  }
  return (
    <LessonList aria-label={`Lessons of ${module.title}`}>
      {list.map((lesson, i) => (
        <LessonRow
          key={lesson.id}
          lesson={lesson}
          courseId={courseId}
          index={i + 1}
          enrolled={enrolled}
          completed={completedLessonIds.has(lesson.id)}
          current={currentLessonId === lesson.id}
          onMarkComplete={onMarkComplete}
          marking={markingLessonId === lesson.id}
        />
      ))}
    </LessonList>
  );
}

export interface CurriculumModuleProps {
  module: Module;
  position: number;
  courseId: number;
  enrolled: boolean;
  completedLessonIds: ReadonlySet<number>;
  /** Completed lessons of this module, when known (shown in the summary). */
  completedCount?: number;
  currentLessonId?: number | null;
  onMarkComplete?: (lessonId: number) => void;
  markingLessonId?: number | null;
  defaultOpen?: boolean;
  headingLevel?: 2 | 3 | 4;
}

/** A collapsible module of the curriculum; its lessons load the first time it is expanded. */
export function CurriculumModule(props: CurriculumModuleProps) {
  const { module, position, completedCount, defaultOpen, headingLevel = 3 } = props;
  const summary = [
    `${module.displayName || 'Module'} ${position}`,
    plural(module.lessonCount, 'lesson'),
    completedCount !== undefined && module.lessonCount > 0 ? `${completedCount} completed` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <CollapsibleSection
      title={module.title}
      summary={summary}
      icon={<Number>{position}</Number>}
      defaultOpen={defaultOpen}
      headingLevel={headingLevel}
    >
      <Wrap>
        {module.description && (
          <Description $tone="muted" $size="sm">
            {module.description}
          </Description>
        )}
        <ModuleLessons {...props} />
      </Wrap>
    </CollapsibleSection>
  );
}

export const ModuleStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;
