import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CircleCheck, Circle, ClipboardCheck, PlayCircle } from 'lucide-react';
import { Progress, Skeleton, VisuallyHiddenText, focusRing } from '@canopy/ui';
import type { OutlineModule } from '@canopy/contracts';
import type { CourseQuizStanding } from '../api/useLessonQuizzes';
import { lessonHref } from '../lib/links';
import { counted } from '../hooks/useLabels';
import { learnText, useLearnT } from '../i18n/useLearnT';

const Root = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  .progress {
    display: flex;
    flex-direction: column;
    gap: 6px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .progress .row {
    display: flex;
    justify-content: space-between;
  }
  .progress strong {
    color: ${({ theme }) => theme.colors.text};
  }
  h3 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.textMuted};
    margin-block-end: 6px;
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
`;

const Item = styled(Link)<{ $current: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.text)};
  font-weight: ${({ theme, $current }) => ($current ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  background: ${({ theme, $current }) => ($current ? theme.colors.primarySoft : 'transparent')};
  text-decoration: none;
  ${focusRing}
  &:hover {
    background: ${({ theme, $current }) => ($current ? theme.colors.primarySoft : theme.colors.surfaceMuted)};
    color: ${({ theme }) => theme.colors.primary};
  }
  svg {
    width: 16px;
    height: 16px;
    flex-shrink: 0;
    margin-block-start: 3px;
  }
  svg.done {
    color: ${({ theme }) => theme.colors.success};
  }
  svg.todo {
    color: ${({ theme }) => theme.colors.borderStrong};
  }
  .title {
    flex: 1;
    min-width: 0;
  }
  svg.quiz {
    margin-inline-start: auto;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  svg.quiz.passed {
    color: ${({ theme }) => theme.colors.success};
  }
`;

/** What the outline says of a lesson's quizzes to screen readers (the icon says it to everyone else). */
function quizNote(standing: { total: number; passed: number } | undefined, count: number): string {
  const total = standing?.total ?? count;
  if (standing && standing.passed >= total)
    return ` ${total > 1 ? learnText('(quizzes passed)') : learnText('(quiz passed)')}`;
  return ` ${total > 1 ? learnText('({{total}} quizzes)', { total }) : learnText('(has a quiz)')}`;
}

/** The course's lessons in order with completion marks; the current lesson is highlighted (aria-current). */
export function CourseOutline({
  courseId,
  modules,
  loading,
  currentLessonId,
  completedLessonIds,
  progress,
  completedLessons,
  totalLessons,
  quizzes,
}: {
  courseId: number;
  modules: OutlineModule[];
  loading: boolean;
  currentLessonId: number;
  completedLessonIds: ReadonlySet<number>;
  progress: number | undefined;
  completedLessons?: number;
  totalLessons?: number;
  /** Which of the course's quizzes the learner passed; counts beside the lessons when the course has quizzes. */
  quizzes?: CourseQuizStanding;
}) {
  const { t } = useLearnT();
  const showQuizzes = Boolean(quizzes && quizzes.totalQuizzes > 0);
  return (
    <Root aria-label={t('Course contents')}>
      <h2>{t('Course contents')}</h2>
      {progress !== undefined && (
        <div className="progress">
          <div className="row">
            <span>
              {t('{{completed}} of {{shown}} lessons', {
                ...counted(totalLessons ?? 0),
                completed: completedLessons ?? 0,
              })}
              {showQuizzes &&
                quizzes &&
                ` · ${t('{{passed}} of {{shown}} quizzes passed', {
                  ...counted(quizzes.totalQuizzes),
                  passed: quizzes.passedQuizzes,
                })}`}
            </span>
            <strong>{progress}%</strong>
          </div>
          <Progress value={progress} size="sm" label={t('Course progress')} />
        </div>
      )}
      {loading ? (
        <div aria-hidden="true" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} $height="28px" />
          ))}
        </div>
      ) : (
        modules.map((module) => (
          <div key={module.id}>
            <h3>{module.title}</h3>
            <ol>
              {module.lessons.map((lesson) => {
                const current = lesson.id === currentLessonId;
                const done = completedLessonIds.has(lesson.id);
                const Icon = done ? CircleCheck : current ? PlayCircle : Circle;
                const quiz = lesson.quizCount > 0 ? quizzes?.byLesson.get(lesson.id) : undefined;
                const quizPassed = Boolean(quiz && quiz.total > 0 && quiz.passed >= quiz.total);
                return (
                  <li key={lesson.id}>
                    <Item
                      to={lessonHref(courseId, lesson.id)}
                      $current={current}
                      aria-current={current ? 'page' : undefined}
                    >
                      <Icon aria-hidden="true" className={done ? 'done' : current ? '' : 'todo'} />
                      <span className="title">
                        {lesson.title}
                        {done && <VisuallyHiddenText> {t('(completed)')}</VisuallyHiddenText>}
                        {lesson.quizCount > 0 && (
                          <VisuallyHiddenText>{quizNote(quiz, lesson.quizCount)}</VisuallyHiddenText>
                        )}
                      </span>
                      {lesson.quizCount > 0 && (
                        <ClipboardCheck aria-hidden="true" className={quizPassed ? 'quiz passed' : 'quiz'} />
                      )}
                    </Item>
                  </li>
                );
              })}
            </ol>
          </div>
        ))
      )}
    </Root>
  );
}
