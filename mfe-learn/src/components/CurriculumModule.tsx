import styled from 'styled-components';
import { CollapsibleSection, Text } from '@canopy/ui';
import { DEFAULT_MODULE_DISPLAY_NAME, type OutlineModule } from '@canopy/contracts';
import { useLearnT } from '../i18n/useLearnT';
import { groupDigits } from '../lib/progress';
import { storyPhaseText } from '../lib/storyPhase';
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
  margin-inline-start: -54px;
  @media (max-width: 479px) {
    margin-inline-start: -12px;
    margin-inline-end: -12px;
  }
`;

const Description = styled(Text)`
  padding: 0 14px;
`;

export interface CurriculumModuleProps {
  /** The module with its lessons, from the course outline. */
  module: OutlineModule;
  position: number;
  courseId: number;
  enrolled: boolean;
  completedLessonIds: ReadonlySet<number>;
  /** Whether to say how many lessons of the module are completed (enrolled learners). */
  showCompleted?: boolean;
  currentLessonId?: number | null;
  onMarkComplete?: (lessonId: number) => void;
  markingLessonId?: number | null;
  defaultOpen?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** Per lesson with quizzes, how many the learner passed (enrolled learners). */
  quizStanding?: ReadonlyMap<number, { total: number; passed: number }>;
}

/** A collapsible module of the curriculum with its lessons (all from the one outline read). */
export function CurriculumModule({
  module,
  position,
  courseId,
  enrolled,
  completedLessonIds,
  showCompleted,
  currentLessonId,
  onMarkComplete,
  markingLessonId,
  defaultOpen,
  headingLevel = 3,
  quizStanding,
}: CurriculumModuleProps) {
  const { t } = useLearnT();
  const completed = module.lessons.filter((l) => completedLessonIds.has(l.id)).length;
  const summary = [
    // The default name ('Module') is the platform's word, said in the page's language.
    module.displayName && module.displayName !== DEFAULT_MODULE_DISPLAY_NAME
      ? `${module.displayName} ${position}`
      : t('Module {{n}}', { n: position }),
    storyPhaseText(module.storyPhase),
    t('{{n}} lessons', { count: module.lessonCount, n: groupDigits(module.lessonCount) }),
    showCompleted && module.lessonCount > 0 ? t('{{count}} completed', { count: completed }) : null,
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
        {module.lessons.length === 0 ? (
          <Description $tone="muted">{t('No lessons available for this module yet.')}</Description>
        ) : (
          <LessonList aria-label={t('Lessons of {{title}}', { title: module.title })}>
            {module.lessons.map((lesson, i) => (
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
                quiz={quizStanding?.get(lesson.id)}
              />
            ))}
          </LessonList>
        )}
      </Wrap>
    </CollapsibleSection>
  );
}

export const ModuleStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;
