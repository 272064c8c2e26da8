import { CircleCheck, CircleX, MessageSquareText } from 'lucide-react';
import styled from 'styled-components';
import type { QuizQuestion, QuizSubmissionView } from '@canopy/contracts';
import { Avatar, Badge, Card, VisuallyHiddenText } from '@canopy/ui';
import { FeedbackForm } from './FeedbackForm';
import { formatAnswer } from './submissionAnswer';
import { dateTime24 } from '../../../lib/dates';
import { percent } from '../../../lib/percent';
import { useStudioT } from '../../../i18n/useStudioT';

const Article = styled(Card).attrs({ as: 'article' })`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
  h4 {
    display: flex;
    align-items: center;
    gap: 6px;
    margin-block: 0 ${({ theme }) => theme.space[2]};
    margin-inline: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  > div:nth-child(2) {
    flex: 1 1 180px;
    min-inline-size: 0;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Score = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  span:first-child {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Answers = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: grid;
    grid-template-columns: 20px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  svg {
    inline-size: 20px;
    block-size: 20px;
    margin-block-start: 2px;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  p + p {
    margin-block-start: 2px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Right = styled(CircleCheck)`
  color: ${({ theme }) => theme.colors.success};
`;
const Wrong = styled(CircleX)`
  color: ${({ theme }) => theme.colors.danger};
`;

const Given = styled.blockquote`
  margin-block: 0 ${({ theme }) => theme.space[4]};
  margin-inline: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.accentSoft};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  footer {
    margin-block-start: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface SubmissionCardProps {
  submission: QuizSubmissionView;
  questions: QuizQuestion[];
}

/** One attempt: who, when, the score, each answer marked, and the educator's feedback. */
export function SubmissionCard({ submission, questions }: SubmissionCardProps) {
  const { t } = useStudioT();
  const learner = submission.learnerName ?? t('Learner #{{id}}', { id: submission.userId });
  const byId = new Map(submission.answers.map((a) => [a.questionId, a]));
  const headingId = `submission-${submission.id}`;

  return (
    <Article aria-labelledby={headingId}>
      <Top>
        <Avatar name={learner} size={44} />
        <div>
          <h3 id={headingId}>{learner}</h3>
          <time dateTime={submission.submittedAt}>
            {t('Submitted {{when}}', { when: dateTime24(submission.submittedAt) })}
          </time>
        </div>
        <Score>
          <span>{percent(submission.score)}</span>
          <Badge $variant={submission.passed ? 'success' : 'destructive'}>
            {submission.passed ? t('Passed') : t('Failed')}
          </Badge>
        </Score>
      </Top>

      <section aria-labelledby={`${headingId}-answers`}>
        <h4 id={`${headingId}-answers`}>{t('Answers')}</h4>
        <Answers>
          {questions.map((q, i) => {
            const answer = byId.get(q.id);
            const text = answer ? formatAnswer(answer.answer) : null;
            const correct = answer?.correct ?? false;
            return (
              <li key={q.id}>
                {correct ? <Right aria-hidden="true" /> : <Wrong aria-hidden="true" />}
                <div>
                  <p>
                    <VisuallyHiddenText>{correct ? t('Correct: ') : t('Incorrect: ')}</VisuallyHiddenText>
                    {`${i + 1}. ${q.question}`}
                  </p>
                  <p>
                    {t('Answer: {{answer}}', { answer: text ?? t('No answer') })}
                    {!correct && q.correctAnswers?.length
                      ? t(' · Correct: {{answers}}', {
                          answers: q.correctAnswers
                            .map((a) => (q.type !== 'true_false' ? a : a === 'True' ? t('True') : t('False')))
                            .join(q.type === 'short_answer' ? t(' or ') : ', '),
                        })
                      : ''}
                  </p>
                </div>
              </li>
            );
          })}
        </Answers>
      </section>

      <section aria-labelledby={`${headingId}-feedback`}>
        <h4 id={`${headingId}-feedback`}>
          <MessageSquareText aria-hidden="true" size={14} /> {t('Feedback')}
        </h4>
        {submission.feedback && (
          <Given>
            {submission.feedback}
            {submission.feedbackProvidedAt && (
              <footer>
                {t('Sent')}{' '}
                <time dateTime={submission.feedbackProvidedAt}>
                  {dateTime24(submission.feedbackProvidedAt)}
                </time>
              </footer>
            )}
          </Given>
        )}
        <FeedbackForm submission={submission} learner={learner} />
      </section>
    </Article>
  );
}
