import { useEffect, useRef } from 'react';
import { Inbox } from 'lucide-react';
import styled from 'styled-components';
import { EmptyState, ErrorState, Skeleton, Stack, VisuallyHiddenText } from '@canopy/ui';
import { errorMessage, isNotFound } from '@canopy/api-client/errors';
import { useQuiz, useQuizSubmissions } from '../../../api/useQuizzes';
import { SubmissionCard } from './SubmissionCard';
import { QuizSubpage } from './QuizSubpage';
import { currentLanguage } from '@canopy/i18n';
import { formatNumber } from '@canopy/i18n/format';
import { percent } from '../../../lib/percent';
import { useStudioT } from '../../../i18n/useStudioT';

const Summary = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin-block: 0 ${({ theme }) => theme.space[6]};
  margin-inline: 0;
  > div {
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin-block: 4px 0;
    margin-inline: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

/** A quiz's submissions, newest first, with the figures they add up to and feedback for each. */
export function QuizSubmissions({ quizId, onBack }: { quizId: number; onBack: () => void }) {
  const { t } = useStudioT();
  const quiz = useQuiz(quizId);
  const submissions = useQuizSubmissions(quizId);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const failed = quiz.error ?? submissions.error;
  const list = submissions.data ?? [];
  const questions = [...(quiz.data?.questions ?? [])].sort((a, b) => a.orderIndex - b.orderIndex);
  const average = list.length ? Math.round(list.reduce((s, x) => s + x.score, 0) / list.length) : 0;
  const passRate = list.length ? Math.round((list.filter((x) => x.passed).length / list.length) * 100) : 0;

  let body;
  if (failed) {
    body = (
      <ErrorState
        as="h3"
        title={isNotFound(failed) ? t('Quiz not found') : t('The submissions could not be loaded')}
        message={errorMessage(failed, t('Please try again in a moment.'))}
        retryLabel={t('Try again')}
        onRetry={
          isNotFound(failed)
            ? undefined
            : () => {
                void quiz.refetch();
                void submissions.refetch();
              }
        }
      />
    );
  } else if (quiz.isPending || submissions.isPending) {
    body = (
      <Stack $gap={4}>
        <VisuallyHiddenText role="status">{t('Loading submissions…')}</VisuallyHiddenText>
        <Skeleton $height="88px" $radius="16px" />
        <Skeleton $height="260px" $radius="16px" />
      </Stack>
    );
  } else if (list.length === 0) {
    body = (
      <EmptyState
        as="h3"
        icon={<Inbox />}
        title={t('No submissions yet')}
        description={t(
          'When learners enrolled in the course take this quiz, their attempts appear here for your feedback.',
        )}
      />
    );
  } else {
    body = (
      <>
        <Summary>
          <div>
            <dt>{t('Submissions')}</dt>
            <dd>{formatNumber(list.length, currentLanguage())}</dd>
          </div>
          <div>
            <dt>{t('Average score')}</dt>
            <dd>{percent(average)}</dd>
          </div>
          <div>
            <dt>{t('Pass rate')}</dt>
            <dd>{percent(passRate)}</dd>
          </div>
        </Summary>
        <List>
          {list.map((s) => (
            <SubmissionCard key={s.id} submission={s} questions={questions} />
          ))}
        </List>
      </>
    );
  }

  return (
    <QuizSubpage
      onBack={onBack}
      headingRef={heading}
      title={quiz.data ? t('Submissions: {{title}}', { title: quiz.data.title }) : t('Submissions')}
      description={
        quiz.data
          ? t('Pass at {{score}} · {{questions}}. Newest attempts first.', {
              score: percent(quiz.data.passingScore),
              questions: t('{{count}} questions', { count: quiz.data.questions.length }),
            })
          : t('Newest attempts first.')
      }
    >
      {body}
    </QuizSubpage>
  );
}
