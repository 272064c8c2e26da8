import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CircleCheck, CircleX, RotateCcw } from 'lucide-react';
import { Alert, Badge, Button } from '@canopy/ui';
import type { Quiz, QuizResult } from '@canopy/contracts';
import { certificateHref } from '../../../lib/links';
import { answerField, answerText, type QuizFormValues } from './quizAnswers';
import { QuizActions, ScoreRing } from './QuizStyles';

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
  border-left: 4px solid ${({ theme, $correct }) => ($correct ? theme.colors.success : theme.colors.danger)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  > svg {
    flex-shrink: 0;
    width: 20px;
    height: 20px;
    margin-top: 2px;
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
          <span className="value">{score}%</span>
          <span className="label">your score</span>
        </ScoreRing>
        <div className="text">
          <h4 ref={headingRef} tabIndex={-1}>
            Your score: {score}%{' '}
            <Badge $variant={passed ? 'success' : 'warning'}>{passed ? 'Passed' : 'Not passed'}</Badge>
          </h4>
          <p>
            {right} of {result.results.length} {result.results.length === 1 ? 'question' : 'questions'}{' '}
            correct · passing score {result.passingScore}%
          </p>
          <p>
            {passed
              ? 'Well done — this quiz counts towards your course progress.'
              : 'Review the explanations below, then retake the quiz when you are ready.'}
          </p>
        </div>
      </Summary>

      {result.courseCompleted && result.certificateCode && (
        <Alert variant="success" title="You completed this course!">
          Well done. Your certificate of completion is ready.{' '}
          <Link to={certificateHref(result.certificateCode)}>View your certificate</Link>
        </Alert>
      )}

      <Review aria-label="Your answers">
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
                <span className="verdict">{row.correct ? 'Correct' : 'Incorrect'}</span>
                {question && (
                  <span className="answer">
                    Your answer: {answerText(question.type, answers[answerField(question.id)])}
                  </span>
                )}
                {!row.correct && row.correctAnswer && (
                  <span className="correct-answer">
                    <strong>Correct answer:</strong> {row.correctAnswer}
                  </span>
                )}
                {row.explanation && (
                  <p className="explanation">
                    <strong>Explanation:</strong> {row.explanation}
                  </p>
                )}
              </div>
            </Item>
          );
        })}
      </Review>

      <QuizActions>
        <Button onClick={onRetake} variant={passed ? 'outline' : 'primary'}>
          <RotateCcw aria-hidden="true" /> Retake Quiz
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Close results
        </Button>
      </QuizActions>
    </Root>
  );
}
