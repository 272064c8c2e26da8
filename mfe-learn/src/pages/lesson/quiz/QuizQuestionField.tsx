import type { UseFormRegister } from 'react-hook-form';
import { FieldError, Input, Label } from '@canopy/ui';
import type { QuizQuestion } from '@canopy/contracts';
import { answerField, type QuizFormValues } from './quizAnswers';
import { OptionRow, Options, QuestionFieldset } from './QuizStyles';
import { msgKey } from '@canopy/i18n';
import { useLearnT } from '../../../i18n/useLearnT';

const hintKeys: Partial<Record<QuizQuestion['type'], string>> = {
  multiple_choice: msgKey('Select all that apply.'),
  short_answer: msgKey('Type a short answer.'),
};

/**
 * One question as a fieldset whose legend is its number and prompt: radios for single choice and true/false,
 * checkboxes for multiple choice, a text box for a short answer. Native controls, so arrow keys, Space and the
 * screen reader's group announcements work as people expect.
 */
export function QuizQuestionField({
  quizId,
  question,
  position,
  total,
  register,
  error,
}: {
  quizId: number;
  question: QuizQuestion;
  position: number;
  total: number;
  register: UseFormRegister<QuizFormValues>;
  error: string | undefined;
}) {
  const { t } = useLearnT();
  const base = `quiz-${quizId}-q${question.id}`;
  const hintKey = hintKeys[question.type];
  const hint = hintKey && t(hintKey);
  const hintId = hint ? `${base}-hint` : undefined;
  const errorId = error ? `${base}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const name = answerField(question.id);
  const field = register(name);
  const choice = question.type === 'multiple_choice' ? 'checkbox' : 'radio';

  return (
    <QuestionFieldset $invalid={Boolean(error)} aria-describedby={describedBy} id={base}>
      <legend>
        <span className="number">{t('Question {{n}} of {{total}}', { n: position, total })}</span>
        <span className="prompt">{question.question}</span>
      </legend>
      {hint && question.type !== 'short_answer' && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      {question.type === 'short_answer' ? (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
          <Label htmlFor={`${base}-text`}>{t('Your answer')}</Label>
          <Input
            id={`${base}-text`}
            type="text"
            autoComplete="off"
            maxLength={1000}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...field}
          />
          <p className="hint" id={hintId}>
            {hint}
          </p>
        </div>
      ) : (
        <Options $columns={question.type === 'true_false' ? 2 : 1}>
          {question.options.map((option, i) => (
            <OptionRow key={`${i}-${option}`}>
              <input type={choice} value={option} aria-invalid={error ? true : undefined} {...field} />
              <span>{option}</span>
            </OptionRow>
          ))}
        </Options>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </QuestionFieldset>
  );
}
