import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CircleCheck, CircleX, RotateCcw } from 'lucide-react';
import { Alert, Badge, Button } from '@canopy/ui';
import type { Quiz, QuizResult } from '@canopy/contracts';
import { certificateHref } from '../../../lib/links';
import { answerField, answerText, type QuizFormValues } from './quizAnswers';
import { QuizActions, ScoreRing } from './QuizStyles';
import { useLearnT } from '../../../i18n/useLearnT';
import { percent } from '../../../lib/percent';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px 22px;
  padding: 18px 20px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  .text {
    flex: 1;
    min-width: 200px;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  h4 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h4:focus {
    outline: none;
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Review = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $correct: boolean }>`
  display: flex;
  gap: 12px;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid
    ${({ theme, $correct }) => ($correct ? theme.colors.success : theme.colors.danger)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  > svg {
    flex-shrink: 0;
    width: 20px;
    height: 20px;
    margin-block-start: 2px;
    color: ${({ theme, $correct }) => ($correct ? theme.colors.success : theme.colors.danger)};
  }
  .body {
    display: flex;
    flex-direction: column;
    gap: 6px;
    min-width: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .prompt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
  .verdict {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme, $correct }) => ($correct ? theme.colors.success : theme.colors.danger)};
  }
  .answer {
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  .correct-answer {
    overflow-wrap: anywhere;
    strong {
      color: ${({ theme }) => theme.colors.success};
    }
  }
  .explanation {
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    overflow-wrap: anywhere;
  }
`;

/**
 * The graded attempt: score against the passing score, each question right or wrong with its explanation and, for
 * a wrong one, the correct answer (the server sends it only with the graded result).
 */
export function QuizResultView({
  quiz,
  result,
  answers,
  onRetake,
  onClose,
}: {
  quiz: Quiz;
  result: QuizResult;
  answers: QuizFormValues;
  onRetake: () => void;
  onClose: () => void;
}) {
  const { t } = useLearnT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { score, passed } = result.submission;
  const questions = new Map(quiz.questions.map((q) => [q.id, q]));
  const right = result.results.filter((r) => r.correct).length;
  const order = quiz.questions.map((q) => q.id);
  const rows = [...result.results].sort((a, b) => order.indexOf(a.questionId) - order.indexOf(b.questionId));

  // Keyboard and screen-reader users land on the outcome, not back at the top of the page.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Root>
      <Summary>
        <ScoreRing $passed={passed} aria-hidden="true">
          <span className="value">{percent(score)}</span>
          <span className="label">{t('your score')}</span>
        </ScoreRing>
        <div className="text">
          <h4 ref={headingRef} tabIndex={-1}>
            {t('Your score: {{score}}', { score: percent(score) })}{' '}
            <Badge $variant={passed ? 'success' : 'warning'}>{passed ? t('Passed') : t('Not passed')}</Badge>
          </h4>
          <p>
            {t('{{right}} of {{n}} questions correct · passing score {{passing}}', {
              count: result.results.length,
              right,
              n: result.results.length,
              passing: percent(result.passingScore),
            })}
          </p>
          <p>
            {passed
              ? t('Well done — this quiz counts towards your course progress.')
              : t('Review the explanations below, then retake the quiz when you are ready.')}
          </p>
        </div>
      </Summary>

      {result.courseCompleted && result.certificateCode && (
        <Alert variant="success" title={t('You completed this course!')}>
          {t('Well done. Your certificate of completion is ready.')}{' '}
          <Link to={certificateHref(result.certificateCode)}>{t('View your certificate')}</Link>
        </Alert>
      )}

      <Review aria-label={t('Your answers')}>
        {rows.map((row, i) => {
          const question = questions.get(row.questionId);
          const Icon = row.correct ? CircleCheck : CircleX;
          return (
            <Item key={row.questionId} $correct={row.correct}>
              <Icon aria-hidden="true" />
              <div className="body">
                <span className="prompt">
                  {i + 1}. {question?.question}
                </span>
                <span className="verdict">{row.correct ? t('Correct') : t('Incorrect')}</span>
                {question && (
                  <span className="answer">
                    {t('Your answer: {{answer}}', {
                      answer: answerText(question.type, answers[answerField(question.id)]),
                    })}
                  </span>
                )}
                {!row.correct && row.correctAnswer && (
                  <span className="correct-answer">
                    <strong>{t('Correct answer:')}</strong> {row.correctAnswer}
                  </span>
                )}
                {row.explanation && (
                  <p className="explanation">
                    <strong>{t('Explanation:')}</strong> {row.explanation}
                  </p>
                )}
              </div>
            </Item>
          );
        })}
      </Review>

      <QuizActions>
        <Button onClick={onRetake} variant={passed ? 'outline' : 'primary'}>
          <RotateCcw aria-hidden="true" /> {t('Retake Quiz')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('Close results')}
        </Button>
      </QuizActions>
    </Root>
  );
}
