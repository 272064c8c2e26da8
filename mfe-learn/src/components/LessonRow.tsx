import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CircleCheck, ClipboardCheck, Clock, FileText, Lock, PlayCircle, BookOpen } from 'lucide-react';
import { Badge, Button } from '@canopy/ui';
import { DEFAULT_LESSON_DISPLAY_NAME, type OutlineLesson } from '@canopy/contracts';
import { lessonHref } from '../lib/links';
import { learnText, useLearnT } from '../i18n/useLearnT';

const Row = styled.li<{ $current?: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $current }) => ($current ? theme.colors.primarySoft : 'transparent')};
  &:hover {
    background: ${({ theme, $current }) => ($current ? theme.colors.primarySoft : theme.colors.surfaceMuted)};
  }
  @media (max-width: 479px) {
    flex-wrap: wrap;
  }
`;

const Status = styled.span<{ $done: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${({ theme, $done }) => ($done ? theme.colors.successSoft : theme.colors.surfaceMuted)};
  color: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.textMuted)};
  svg {
    width: 18px;
    height: 18px;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  flex: 1;
  min-width: 0;
  a,
  span.title {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
  a {
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 12px;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .meta span {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  .meta svg {
    width: 13px;
    height: 13px;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  flex-shrink: 0;
  @media (max-width: 479px) {
    width: 100%;
    padding-inline-start: 44px;
  }
`;

function kindOf(lesson: OutlineLesson): { label: string; Icon: typeof PlayCircle } {
  if (lesson.hasVideo) return { label: learnText('Video'), Icon: PlayCircle };
  if (lesson.hasDocument) return { label: learnText('Reading & document'), Icon: FileText };
  return { label: learnText('Reading'), Icon: BookOpen };
}

export interface LessonRowProps {
  lesson: OutlineLesson;
  courseId: number;
  index: number;
  /** Enrolled learners get a link to the lesson view and the Mark Complete control. */
  enrolled: boolean;
  completed: boolean;
  current?: boolean;
  onMarkComplete?: (lessonId: number) => void;
  marking?: boolean;
  /** The learner's standing in the lesson's quizzes, when known (enrolled learners). */
  quiz?: { total: number; passed: number };
}

/** "Quiz", "2 quizzes", or "Quiz passed" once the learner passed every quiz of the lesson. */
function quizLabel(count: number, standing: { total: number; passed: number } | undefined): string {
  const total = standing?.total || count;
  if (standing && standing.total > 0 && standing.passed >= standing.total)
    return total > 1 ? learnText('Quizzes passed') : learnText('Quiz passed');
  return total > 1 ? learnText('{{n}} quizzes', { count: total, n: total }) : learnText('Quiz');
}

/** One lesson in a curriculum list: status, title (a link for enrolled learners), kind, duration, Mark Complete. */
export function LessonRow({
  lesson,
  courseId,
  index,
  enrolled,
  completed,
  current,
  onMarkComplete,
  marking,
  quiz,
}: LessonRowProps) {
  const { t } = useLearnT();
  const { label, Icon } = kindOf(lesson);
  const StatusIcon = completed ? CircleCheck : enrolled ? Icon : Lock;
  return (
    <Row $current={current} aria-current={current ? 'step' : undefined}>
      <Status $done={completed} aria-hidden="true">
        <StatusIcon />
      </Status>
      <Text>
        {enrolled ? (
          <Link to={lessonHref(courseId, lesson.id)}>
            {index}. {lesson.title}
          </Link>
        ) : (
          <span className="title">
            {index}. {lesson.title}
          </span>
        )}
        <span className="meta">
          {/* The educator's own name for this kind of lesson ('Practice', 'Field trip'); the default says nothing. */}
          {lesson.displayName.trim() && lesson.displayName !== DEFAULT_LESSON_DISPLAY_NAME && (
            <span>{lesson.displayName}</span>
          )}
          <span>{label}</span>
          <span>
            <Clock aria-hidden="true" /> {t('{{n}} min', { n: lesson.duration })}
          </span>
          {lesson.quizCount > 0 && (
            <span>
              <ClipboardCheck aria-hidden="true" /> {quizLabel(lesson.quizCount, quiz)}
            </span>
          )}
          {!enrolled && <span>{t('Enroll to unlock')}</span>}
        </span>
      </Text>
      {enrolled && (
        <Actions>
          {completed ? (
            <Badge $variant="success">
              <CircleCheck aria-hidden="true" /> {t('Done')}
            </Badge>
          ) : (
            onMarkComplete && (
              <Button
                size="sm"
                variant="outline"
                loading={marking}
                onClick={() => onMarkComplete(lesson.id)}
                aria-label={t('Mark “{{title}}” complete', { title: lesson.title })}
              >
                {t('Mark Complete')}
              </Button>
            )
          )}
        </Actions>
      )}
    </Row>
  );
}

export const LessonList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
