import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import styled from 'styled-components';
import type { QuizCreateInput } from '@canopy/contracts';
import { Button, FieldError, FieldHint, Input, VisuallyHiddenText } from '@canopy/ui';
import { errorAt } from './formErrors';
import type { QuizForm } from './quizForm';
import { useStudioT } from '../../../i18n/useStudioT';
import { Group, Mark } from './quizStyles';

const MAX_OPTIONS = 20;

const Row = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  > label {
    display: flex;
    align-items: center;
    min-block-size: 44px;
  }
  > div {
    flex: 1;
    min-inline-size: 0;
    display: grid;
    gap: 4px;
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface ChoiceOptionsEditorProps {
  form: UseFormReturn<QuizForm, unknown, QuizCreateInput>;
  index: number;
  multiple: boolean;
}

/**
 * A choice question's options, each with its "correct" mark: a radio for single choice, a checkbox for multiple
 * choice. Correct answers are kept as option texts (the contract's form), so renaming an option renames its mark.
 */
export function ChoiceOptionsEditor({ form, index, multiple }: ChoiceOptionsEditorProps) {
  const { t } = useStudioT();
  const { control, setValue, trigger, formState } = form;
  const options = useWatch({ control, name: `questions.${index}.options` }) ?? [];
  const correct = useWatch({ control, name: `questions.${index}.correctAnswers` }) ?? [];
  const base = `q${index}`;
  const n = index + 1;

  const save = (nextOptions: string[], nextCorrect: string[]) => {
    const opts = { shouldDirty: true };
    setValue(`questions.${index}.options`, nextOptions, opts);
    setValue(`questions.${index}.correctAnswers`, nextCorrect, opts);
    if (formState.isSubmitted) void trigger(`questions.${index}`);
  };

  const rename = (at: number, text: string) => {
    const old = options[at] ?? '';
    const next = options.map((o, i) => (i === at ? text : o));
    const stillUsed = next.includes(old);
    save(
      next,
      correct.map((c) => (c === old && !stillUsed ? text : c)),
    );
  };

  const remove = (at: number) => {
    const gone = options[at] ?? '';
    const next = options.filter((_, i) => i !== at);
    save(next, next.includes(gone) ? correct : correct.filter((c) => c !== gone));
    // Keep the keyboard where it was: on the option that took this place, else the one before.
    requestAnimationFrame(() =>
      document.getElementById(`${base}-option-${Math.min(at, next.length - 1)}`)?.focus(),
    );
  };

  const add = () => {
    save([...options, ''], correct);
    requestAnimationFrame(() => document.getElementById(`${base}-option-${options.length}`)?.focus());
  };

  const mark = (text: string, on: boolean) => {
    if (!multiple) save(options, [text]);
    else save(options, on ? [...correct.filter((c) => c !== text), text] : correct.filter((c) => c !== text));
  };

  const listError = errorAt(form.formState.errors, ['questions', index, 'options']);
  const correctError = errorAt(form.formState.errors, ['questions', index, 'correctAnswers']);
  const hintId = `${base}-options-hint`;

  return (
    <Group aria-describedby={hintId}>
      <legend>{t('Options')}</legend>
      <FieldHint id={hintId}>
        {multiple ? t('Tick every correct option.') : t('Choose the one correct option.')}
      </FieldHint>
      <List>
        {options.map((option, at) => {
          const optionError = errorAt(form.formState.errors, ['questions', index, 'options', at]);
          const inputId = `${base}-option-${at}`;
          return (
            <Row key={at}>
              <label>
                <Mark
                  type={multiple ? 'checkbox' : 'radio'}
                  name={`${base}-correct`}
                  checked={option !== '' && correct.includes(option)}
                  // An option is marked by its text: it needs one first.
                  disabled={option.trim() === ''}
                  onChange={(e) => mark(option, e.target.checked)}
                />
                <VisuallyHiddenText>
                  {t('Option {{number}} is correct', { number: at + 1 })}
                </VisuallyHiddenText>
              </label>
              <div>
                <Input
                  id={inputId}
                  value={option}
                  maxLength={500}
                  aria-label={t('Question {{question}}, option {{option}}', { question: n, option: at + 1 })}
                  aria-invalid={optionError ? true : undefined}
                  aria-describedby={optionError ? `${inputId}-error` : undefined}
                  onChange={(e) => rename(at, e.target.value)}
                />
                <FieldError id={`${inputId}-error`}>{optionError}</FieldError>
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t('Remove option {{number}}', { number: at + 1 })}
                disabled={options.length <= 1}
                onClick={() => remove(at)}
              >
                <X aria-hidden="true" />
              </Button>
            </Row>
          );
        })}
      </List>
      <FieldError>{listError}</FieldError>
      <FieldError>{correctError}</FieldError>
      {options.length < MAX_OPTIONS && (
        <div>
          <Button type="button" variant="outline" size="sm" onClick={add}>
            <Plus aria-hidden="true" /> {t('Add option')}
          </Button>
        </div>
      )}
    </Group>
  );
}
