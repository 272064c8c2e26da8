import { useRef, useState } from 'react';
import styled from 'styled-components';
import { CircleCheck, ClipboardCheck, ListChecks, Play, RotateCcw, Target } from 'lucide-react';
import { Alert, Badge, Button, Card, IconTile, Skeleton, VisuallyHiddenText } from '@canopy/ui';
import type { QuizResult, QuizSummary } from '@canopy/contracts';
import { useQuiz } from '../../../api/useLessonQuizzes';
import { groupDigits } from '../../../lib/progress';
import { percent } from '../../../lib/percent';
import { learnText, useLearnT } from '../../../i18n/useLearnT';
import type { QuizFormValues } from './quizAnswers';
import { QuizForm } from './QuizForm';
import { QuizResultView } from './QuizResultView';
import { QuizActions } from './QuizStyles';

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 18px;
  padding: 20px;
  ${({ theme }) => theme.media.sm} {
    padding: 24px;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 14px 16px;
  /* On phones the words need the width more than the icon does. */
  .tile {
    display: none;
    ${({ theme }) => theme.media.sm} {
      display: inline-flex;
    }
  }
  .text {
    flex: 1;
    min-width: 200px;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
  .description {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 16px;
    margin: 0;
    margin-block-start: 2px;
    padding: 0;
    list-style: none;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .meta li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  .meta svg {
    width: 15px;
    height: 15px;
  }
`;

type Stage =
  | { kind: 'overview' }
  | { kind: 'taking'; attempt: number }
  | { kind: 'result'; result: QuizResult; answers: QuizFormValues };

function standing(quiz: QuizSummary) {
  if (quiz.passed)
    return {
      variant: 'success' as const,
      text: learnText('Passed · best score {{score}}', { score: percent(quiz.bestScore ?? 0) }),
    };
  if (quiz.bestScore !== null)
    return {
      variant: 'warning' as const,
      text: learnText('Not passed yet · best score {{score}}', { score: percent(quiz.bestScore) }),
    };
  return { variant: 'secondary' as const, text: learnText('Not attempted yet') };
}

/**
 * One quiz of the lesson: what it is and where the learner stands, then (on Start Quiz) its questions, then the
 * graded result with Retake Quiz. The result is announced in a live region that is always on the page.
 */
export function QuizCard({ quiz, courseId }: { quiz: QuizSummary; courseId: number }) {
  const { t } = useLearnT();
  const [stage, setStage] = useState<Stage>({ kind: 'overview' });
  const [announcement, setAnnouncement] = useState('');
  const startRef = useRef<HTMLButtonElement>(null);
  const detail = useQuiz(quiz.id, stage.kind !== 'overview');
  const titleId = `quiz-${quiz.id}-title`;
  const status = standing(quiz);
  const attempted = quiz.bestScore !== null;

  const start = () => {
    setAnnouncement('');
    setStage((s) => ({ kind: 'taking', attempt: s.kind === 'taking' ? s.attempt + 1 : Date.now() }));
  };
  const close = () => {
    setStage({ kind: 'overview' });
    // The Start button comes back where the quiz was: keep keyboard users there.
    requestAnimationFrame(() => startRef.current?.focus());
  };
  const graded = (result: QuizResult, answers: QuizFormValues) => {
    const { score, passed } = result.submission;
    const values = { score: percent(score), passing: percent(result.passingScore) };
    setAnnouncement(
      (passed
        ? t('Quiz submitted. Your score is {{score}}: passed (passing score {{passing}}).', values)
        : t('Quiz submitted. Your score is {{score}}: not passed (passing score {{passing}}).', values)) +
        (result.courseCompleted ? ` ${t('You completed this course!')}` : ''),
    );
    setStage({ kind: 'result', result, answers });
  };

  return (
    <Root as="section" aria-labelledby={titleId}>
      <Head>
        <IconTile className="tile" $tone="primary" aria-hidden="true">
          {quiz.passed ? <CircleCheck /> : <ClipboardCheck />}
        </IconTile>
        <div className="text">
          <h3 id={titleId}>{quiz.title}</h3>
          {quiz.description && <p className="description">{quiz.description}</p>}
          <ul className="meta" aria-label={t('About this quiz')}>
            <li>
              <ListChecks aria-hidden="true" />{' '}
              {t('{{n}} questions', { count: quiz.questionCount, n: groupDigits(quiz.questionCount) })}
            </li>
            <li>
              <Target aria-hidden="true" />{' '}
              {t('Passing score {{score}}', { score: percent(quiz.passingScore) })}
            </li>
            <li>
              <Badge $variant={status.variant}>{status.text}</Badge>
            </li>
          </ul>
        </div>
        {stage.kind === 'overview' && (
          <Button
            ref={startRef}
            onClick={start}
            variant={quiz.passed ? 'outline' : 'primary'}
            disabled={quiz.questionCount === 0}
          >
            {attempted ? <RotateCcw aria-hidden="true" /> : <Play aria-hidden="true" />}
            {attempted ? t('Retake Quiz') : t('Start Quiz')}
          </Button>
        )}
      </Head>

      {stage.kind !== 'overview' &&
        (detail.isLoading ? (
          <div aria-hidden="true" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
            <Skeleton $height="120px" />
            <Skeleton $height="120px" />
          </div>
        ) : detail.isError || !detail.data ? (
          <Alert variant="danger" role="alert" title={t("We couldn't load this quiz")}>
            <p>{t('Please check your connection and try again.')}</p>
            <QuizActions style={{ marginBlockStart: 10 }}>
              <Button
                size="sm"
                variant="outline"
                loading={detail.isFetching}
                onClick={() => void detail.refetch()}
              >
                {t('Try again')}
              </Button>
              <Button size="sm" variant="ghost" onClick={close}>
                {t('Cancel')}
              </Button>
            </QuizActions>
          </Alert>
        ) : stage.kind === 'taking' ? (
          <QuizForm
            key={stage.attempt}
            quiz={detail.data}
            courseId={courseId}
            onCancel={close}
            onGraded={graded}
          />
        ) : (
          <QuizResultView
            quiz={detail.data}
            result={stage.result}
            answers={stage.answers}
            onRetake={start}
            onClose={close}
          />
        ))}

      <VisuallyHiddenText role="status" aria-live="polite">
        {announcement}
      </VisuallyHiddenText>
    </Root>
  );
}
