import type { UseQueryResult } from '@tanstack/react-query';
import { ClipboardCheck, ListChecks, Pencil, Plus, Target, Trash2, Users } from 'lucide-react';
import styled from 'styled-components';
import type { OutlineLesson, QuizSummary } from '@canopy/contracts';
import { Button, FieldError, Skeleton, VisuallyHiddenText } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { percent } from '../../../lib/percent';
import { useStudioT } from '../../../i18n/useStudioT';
import { ButtonRow, Facts, Muted } from './quizStyles';

const Lesson = styled.li`
  padding-block: ${({ theme }) => theme.space[4]};
  padding-inline: 0;
  & + & {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const LessonTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const QuizItems = styled.ul`
  list-style: none;
  margin-block: ${({ theme }) => theme.space[3]} 0;
  margin-inline: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const QuizItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  > div:first-child {
    display: grid;
    gap: 4px;
    min-inline-size: 0;
    flex: 1 1 260px;
  }
  h5 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
  h5 svg {
    inline-size: 18px;
    block-size: 18px;
    color: ${({ theme }) => theme.colors.primary};
    flex-shrink: 0;
  }
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

export interface QuizActions {
  onCreate: (lessonId: number) => void;
  onEdit: (quiz: QuizSummary) => void;
  onSubmissions: (quiz: QuizSummary) => void;
  onDelete: (quiz: QuizSummary) => void;
}

export interface LessonQuizzesProps extends QuizActions {
  lesson: OutlineLesson;
  /** Undefined for lessons without quizzes (nothing is asked for them). */
  query: UseQueryResult<QuizSummary[]> | undefined;
}

/** One lesson of the Quizzes tab with its quizzes and what can be done with each. */
export function LessonQuizzes({
  lesson,
  query,
  onCreate,
  onEdit,
  onSubmissions,
  onDelete,
}: LessonQuizzesProps) {
  const { t } = useStudioT();
  const quizzes = query?.data ?? [];
  let body;
  if (query?.isPending) {
    body = (
      <QuizItems>
        <li>
          <VisuallyHiddenText role="status">{t('Loading quizzes…')}</VisuallyHiddenText>
          <Skeleton $height="64px" $radius="10px" />
        </li>
      </QuizItems>
    );
  } else if (query?.isError) {
    body = (
      <ButtonRow>
        <FieldError>{errorMessage(query.error, t('This lesson’s quizzes could not be loaded.'))}</FieldError>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          {t('Try again')}
        </Button>
      </ButtonRow>
    );
  } else if (quizzes.length === 0) {
    body = <Muted>{t('No quizzes yet.')}</Muted>;
  } else {
    body = (
      <QuizItems>
        {quizzes.map((quiz) => (
          <QuizItem key={quiz.id}>
            <div>
              <h5>
                <ClipboardCheck aria-hidden="true" />
                {quiz.title}
              </h5>
              <Facts>
                <li>
                  <ListChecks aria-hidden="true" />
                  {t('{{count}} questions', { count: quiz.questionCount })}
                </li>
                <li>
                  <Target aria-hidden="true" />
                  {t('Pass at {{score}}', {
                    score: percent(quiz.passingScore),
                  })}
                </li>
              </Facts>
              {quiz.description && <Description>{quiz.description}</Description>}
            </div>
            <ButtonRow>
              <Button size="sm" variant="outline" onClick={() => onSubmissions(quiz)}>
                <Users aria-hidden="true" /> {t('Submissions')}
                <VisuallyHiddenText>{t(' of {{title}}', { title: quiz.title })}</VisuallyHiddenText>
              </Button>
              <Button size="sm" variant="outline" onClick={() => onEdit(quiz)}>
                <Pencil aria-hidden="true" /> {t('Edit')}
                <VisuallyHiddenText>{` ${quiz.title}`}</VisuallyHiddenText>
              </Button>
              <Button size="sm" variant="ghost" onClick={() => onDelete(quiz)}>
                <Trash2 aria-hidden="true" /> {t('Delete')}
                <VisuallyHiddenText>{` ${quiz.title}`}</VisuallyHiddenText>
              </Button>
            </ButtonRow>
          </QuizItem>
        ))}
      </QuizItems>
    );
  }

  return (
    <Lesson>
      <LessonTop>
        <h4>{lesson.title}</h4>
        <Button size="sm" variant="ghost" onClick={() => onCreate(lesson.id)}>
          <Plus aria-hidden="true" /> {t('Add quiz')}
          <VisuallyHiddenText>{t(' to {{title}}', { title: lesson.title })}</VisuallyHiddenText>
        </Button>
      </LessonTop>
      {body}
    </Lesson>
  );
}
