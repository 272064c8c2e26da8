import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Send } from 'lucide-react';
import { Alert, Button } from '@canopy/ui';
import type { Quiz, QuizResult } from '@canopy/contracts';
import { useSubmitQuiz } from '../../../api/useLessonQuizzes';
import {
  answerField,
  emptyAnswers,
  isAnswered,
  toSubmission,
  UNANSWERED_MESSAGE,
  type QuizFormValues,
} from './quizAnswers';
import { useLearnT } from '../../../i18n/useLearnT';
import { QuizQuestionField } from './QuizQuestionField';
import { QuizActions } from './QuizStyles';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  .answered {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Every question of the quiz on one page; nothing reaches the server until each question has an answer. */
export function QuizForm({
  quiz,
  courseId,
  onCancel,
  onGraded,
}: {
  quiz: Quiz;
  courseId: number;
  onCancel: () => void;
  onGraded: (result: QuizResult, answers: QuizFormValues) => void;
}) {
  const { t } = useLearnT();
  const questions = useMemo(
    () => [...quiz.questions].sort((a, b) => a.orderIndex - b.orderIndex || a.id - b.id),
    [quiz.questions],
  );
  const submit = useSubmitQuiz(courseId, quiz.id);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitted },
  } = useForm<QuizFormValues>({ defaultValues: emptyAnswers(questions), shouldFocusError: true });
  const values = useWatch({ control });
  const answered = questions.filter((q) => isAnswered(q.type, values[answerField(q.id)])).length;
  const missing = questions.filter((q) => errors[answerField(q.id)]).length;
  const firstRef = useRef<HTMLDivElement>(null);

  // Starting (or retaking) puts the learner at the first question.
  useEffect(() => {
    firstRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);

  const registerWithRule: typeof register = (name, options) =>
    register(name, {
      ...options,
      validate: (value) => {
        const question = questions.find((q) => answerField(q.id) === name);
        return !question || isAnswered(question.type, value) || UNANSWERED_MESSAGE;
      },
    });

  // The rule's message is an English key (quizAnswers.ts): shown in the current language.
  const translated = (message: string | undefined) => (message ? t(message) : undefined);

  const onSubmit = handleSubmit((answers) => {
    if (submit.isPending) return;
    submit.mutate(toSubmission(questions, answers), { onSuccess: (result) => onGraded(result, answers) });
  });

  return (
    <Form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('{{title}} questions', { title: quiz.title })}
      aria-busy={submit.isPending}
    >
      {questions.map((question, i) => (
        <div key={question.id} ref={i === 0 ? firstRef : undefined}>
          <QuizQuestionField
            quizId={quiz.id}
            question={question}
            position={i + 1}
            total={questions.length}
            register={registerWithRule}
            error={translated(errors[answerField(question.id)]?.message)}
          />
        </div>
      ))}
      {isSubmitted && missing > 0 && (
        <Alert variant="danger" role="alert" title={t('Some questions are unanswered')}>
          {t('Answer every question before submitting: {{count}} questions still need an answer.', {
            count: missing,
          })}
        </Alert>
      )}
      <QuizActions>
        <Button type="submit" loading={submit.isPending}>
          <Send aria-hidden="true" /> {submit.isPending ? t('Submitting…') : t('Submit Quiz')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={submit.isPending}>
          {t('Cancel')}
        </Button>
        <span className="answered" aria-live="off">
          {t('{{answered}} of {{total}} answered', { answered, total: questions.length })}
        </span>
      </QuizActions>
    </Form>
  );
}
