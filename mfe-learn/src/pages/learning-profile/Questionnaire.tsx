import { useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { errorMessage } from '@canopy/api-client/errors';
import type { AssessmentSession } from '@canopy/contracts';
import { Alert, Button, Card, ChoiceCards, Progress } from '@canopy/ui';
import { useAnswerQuestion, useCompleteAssessment } from '../../api/useLearningProfile';
import { useLabels } from '../../hooks/useLabels';
import { seededText } from '../../lib/seededText';

const Root = styled(Card)`
  display: grid;
  gap: 22px;
  padding: 28px;
  max-width: 760px;
  ${({ theme }) => theme.media.sm} {
    padding: 32px 36px;
  }
`;

const Count = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Question = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.35;
  &:focus {
    outline: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px;
`;

/** The first question without a counted answer: where a learner who comes back resumes. */
function firstUnanswered(session: AssessmentSession): number {
  const answered = new Set(session.responses.map((r) => r.questionId));
  const index = session.questions.findIndex((q) => !answered.has(q.id));
  return index === -1 ? Math.max(0, session.questions.length - 1) : index;
}

/**
 * One question at a time: a radio group (arrow keys move focus and the choice, Space chooses, Tab reaches Next),
 * a progress bar and Back / Next. Each answer is stored when the learner moves on, so the questionnaire resumes
 * where they stopped; the last Next finishes it and shows the results.
 */
export function Questionnaire({
  session,
  onCancel,
  autoFocus = false,
}: {
  session: AssessmentSession;
  onCancel?: () => void;
  /** Moves focus to the first question (the learner has just pressed Start or Retake). */
  autoFocus?: boolean;
}) {
  const { t, category } = useLabels();
  const [index, setIndex] = useState(() => firstUnanswered(session));
  const question = session.questions[index];
  const saved = session.responses.find((r) => r.questionId === question?.id)?.selectedOption ?? '';
  // Choices made on this screen, by question: a question's stored answer shows until the learner picks another, and
  // a session read again (an answer stored, a refetch) never takes back a pick.
  const [picks, setPicks] = useState<Record<number, string>>({});
  const choice = (question && picks[question.id]) ?? saved;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(autoFocus);
  const answer = useAnswerQuestion(session.assessment.id);
  const complete = useCompleteAssessment(session.assessment.id);
  const total = session.questions.length;
  const answered = session.responses.length;
  const last = index === total - 1;

  // A new question: focus moves to it for screen readers, in the same commit as its text (a Tab pressed as soon as it
  // shows starts from the heading); only on a new index, never when the session is read again.
  // Start's success can arrive a render after its session, so autoFocus turning true counts too.
  useLayoutEffect(() => {
    if (autoFocus) moved.current = true;
    if (moved.current) headingRef.current?.focus();
  }, [index, autoFocus]);

  if (!question) return null;
  const failure = answer.error ?? complete.error;

  async function next() {
    if (!question || !choice) return;
    moved.current = true;
    if (choice !== saved) await answer.mutateAsync({ questionId: question.id, selectedOption: choice });
    if (last) await complete.mutateAsync();
    else setIndex((i) => i + 1);
  }

  const busy = answer.isPending || complete.isPending;
  return (
    <Root as="section" aria-labelledby="assessment-question">
      <div>
        <Count>
          <span>{t('Question {{number}} of {{total}}', { number: index + 1, total })}</span>
          <span>{category(question.category)}</span>
        </Count>
        <Progress
          value={Math.round((answered / total) * 100)}
          label={t('{{answered}} of {{total}} questions answered', { answered, total })}
          size="sm"
        />
      </div>
      <Question id="assessment-question" ref={headingRef} tabIndex={-1}>
        {seededText(question.questionText)}
      </Question>
      <ChoiceCards
        key={question.id}
        aria-labelledby="assessment-question"
        columns={1}
        options={question.options.map((o) => ({ value: o, label: seededText(o) }))}
        value={choice}
        onValueChange={(value) => setPicks((p) => ({ ...p, [question.id]: value }))}
      />
      {failure && (
        <Alert variant="danger" role="alert" title={t('Your answer was not saved')}>
          {errorMessage(failure, t('Please try again.'))}
        </Alert>
      )}
      <Actions>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button
            variant="outline"
            disabled={index === 0 || busy}
            onClick={() => {
              moved.current = true;
              setIndex((i) => i - 1);
            }}
          >
            <ArrowLeft aria-hidden="true" /> {t('Back')}
          </Button>
          {onCancel && (
            <Button variant="ghost" onClick={onCancel} disabled={busy}>
              {t('Keep my earlier results')}
            </Button>
          )}
        </div>
        <Button onClick={() => void next().catch(() => undefined)} disabled={!choice || busy}>
          {last ? (
            <>
              <Check aria-hidden="true" /> {t('See my results')}
            </>
          ) : (
            <>
              {t('Next')} <ArrowRight aria-hidden="true" />
            </>
          )}
        </Button>
      </Actions>
    </Root>
  );
}
