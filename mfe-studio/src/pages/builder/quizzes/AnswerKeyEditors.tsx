import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import styled from 'styled-components';
import { TRUE_FALSE_OPTIONS, type QuizCreateInput } from '@canopy/contracts';
import { Button, FieldError, FieldHint, Input } from '@canopy/ui';
import { errorAt } from './formErrors';
import type { QuizForm } from './quizForm';
import { useStudioT } from '../../../i18n/useStudioT';
import { Group, Mark } from './quizStyles';

type QuizFormApi = UseFormReturn<QuizForm, unknown, QuizCreateInput>;

const MAX_ANSWERS = 20;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-block-size: 44px;
    padding-block: 0;
    padding-inline: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Rows = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[2]};
  }
  li > div {
    flex: 1;
    min-inline-size: 0;
    display: grid;
    gap: 4px;
  }
`;

function useAnswerKey(form: QuizFormApi, index: number) {
  const correct = useWatch({ control: form.control, name: `questions.${index}.correctAnswers` }) ?? [];
  const save = (next: string[]) => {
    form.setValue(`questions.${index}.correctAnswers`, next, { shouldDirty: true });
    if (form.formState.isSubmitted) void form.trigger(`questions.${index}`);
  };
  const error = errorAt(form.formState.errors, ['questions', index, 'correctAnswers']);
  return { correct, save, error };
}

/** True or False as the correct answer of a true/false question. */
export function TrueFalseEditor({ form, index }: { form: QuizFormApi; index: number }) {
  const { t } = useStudioT();
  // The stored answers stay 'True' and 'False' (the contract's); only what is shown is translated.
  const shown: Record<(typeof TRUE_FALSE_OPTIONS)[number], string> = { True: t('True'), False: t('False') };
  const { correct, save, error } = useAnswerKey(form, index);
  const errorId = `q${index}-truefalse-error`;
  return (
    <Group aria-describedby={error ? errorId : undefined}>
      <legend>{t('Correct answer')}</legend>
      <Choices>
        {TRUE_FALSE_OPTIONS.map((value) => (
          <label key={value}>
            <Mark
              type="radio"
              name={`q${index}-truefalse`}
              value={value}
              checked={correct[0] === value}
              onChange={() => save([value])}
            />
            {shown[value]}
          </label>
        ))}
      </Choices>
      <FieldError id={errorId}>{error}</FieldError>
    </Group>
  );
}

/** The texts a short answer is accepted with (compared without regard to case and spaces). */
export function ShortAnswerEditor({ form, index }: { form: QuizFormApi; index: number }) {
  const { t } = useStudioT();
  const { correct, save, error } = useAnswerKey(form, index);
  const answers = correct.length > 0 ? correct : [''];
  const base = `q${index}-accepted`;
  const hintId = `${base}-hint`;

  const remove = (at: number) => {
    const next = answers.filter((_, i) => i !== at);
    save(next);
    requestAnimationFrame(() => document.getElementById(`${base}-${Math.min(at, next.length - 1)}`)?.focus());
  };
  const add = () => {
    save([...answers, '']);
    requestAnimationFrame(() => document.getElementById(`${base}-${answers.length}`)?.focus());
  };

  return (
    <Group aria-describedby={hintId}>
      <legend>{t('Accepted answers')}</legend>
      <FieldHint id={hintId}>
        {t('Learners’ answers are compared without regard to capital letters and spaces.')}
      </FieldHint>
      <Rows>
        {answers.map((answer, at) => {
          const itemError = errorAt(form.formState.errors, ['questions', index, 'correctAnswers', at]);
          const id = `${base}-${at}`;
          return (
            <li key={at}>
              <div>
                <Input
                  id={id}
                  value={answer}
                  maxLength={1000}
                  aria-label={t('Question {{question}}, accepted answer {{answer}}', {
                    question: index + 1,
                    answer: at + 1,
                  })}
                  aria-invalid={itemError || (error && at === 0) ? true : undefined}
                  aria-describedby={
                    [itemError && `${id}-error`, error && at === 0 && `${base}-error`]
                      .filter(Boolean)
                      .join(' ') || undefined
                  }
                  onChange={(e) => save(answers.map((a, i) => (i === at ? e.target.value : a)))}
                />
                <FieldError id={`${id}-error`}>{itemError}</FieldError>
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t('Remove accepted answer {{number}}', { number: at + 1 })}
                disabled={answers.length <= 1}
                onClick={() => remove(at)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </Rows>
      <FieldError id={`${base}-error`}>{error}</FieldError>
      {answers.length < MAX_ANSWERS && (
        <div>
          <Button type="button" variant="outline" size="sm" onClick={add}>
            <Plus aria-hidden="true" /> {t('Add accepted answer')}
          </Button>
        </div>
      )}
    </Group>
  );
}
