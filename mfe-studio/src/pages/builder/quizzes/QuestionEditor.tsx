import { useWatch, type UseFormReturn } from 'react-hook-form';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { quizQuestionTypes, type QuizCreateInput, type QuizQuestionType } from '@canopy/contracts';
import { Button, Field, Textarea } from '@canopy/ui';
import { ShortAnswerEditor, TrueFalseEditor } from './AnswerKeyEditors';
import { ChoiceOptionsEditor } from './ChoiceOptionsEditor';
import { errorAt } from './formErrors';
import { answersFor, questionTypeLabels, type QuizForm } from './quizForm';
import { useStudioT } from '../../../i18n/useStudioT';
import { ButtonRow, NativeSelect } from './quizStyles';

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.xs};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  h4 {
    margin: 0;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Number = styled.span`
  display: inline-grid;
  place-items: center;
  inline-size: 28px;
  block-size: 28px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const TypeField = styled(Field)`
  ${({ theme }) => theme.media.md} {
    max-inline-size: 280px;
  }
`;

export interface QuestionEditorProps {
  form: UseFormReturn<QuizForm, unknown, QuizCreateInput>;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** One question of the quiz editor: type, prompt, its answer key and explanation, with order and removal. */
export function QuestionEditor({ form, index, count, onMove, onRemove }: QuestionEditorProps) {
  const { t } = useStudioT();
  const { register, control, getValues, setValue, formState } = form;
  const type = useWatch({ control, name: `questions.${index}.type` });
  const n = index + 1;
  const errors = formState.errors;
  const typeField = register(`questions.${index}.type`);

  const changeType = (next: QuizQuestionType) => {
    const previous = getValues(`questions.${index}`);
    const { options, correctAnswers } = answersFor(next, previous);
    setValue(`questions.${index}.options`, options, { shouldDirty: true });
    setValue(`questions.${index}.correctAnswers`, correctAnswers, { shouldDirty: true });
  };

  return (
    <Card aria-labelledby={`q${index}-heading`}>
      <Top>
        <h4 id={`q${index}-heading`}>
          <Number aria-hidden="true">{n}</Number>
          {t('Question {{number}}', { number: n })}
        </h4>
        <ButtonRow>
          <Button
            id={`q${index}-move-up`}
            type="button"
            variant="ghost"
            size="sm"
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowUp aria-hidden="true" /> {t('Move up')}
          </Button>
          <Button
            id={`q${index}-move-down`}
            type="button"
            variant="ghost"
            size="sm"
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDown aria-hidden="true" /> {t('Move down')}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={count <= 1}
            onClick={() => onRemove(index)}
            aria-label={t('Remove question {{number}}', { number: n })}
          >
            <Trash2 aria-hidden="true" /> {t('Remove')}
          </Button>
        </ButtonRow>
      </Top>
      <TypeField label={t('Question type')} error={errorAt(errors, ['questions', index, 'type'])}>
        <NativeSelect
          {...typeField}
          onChange={(e) => {
            void typeField.onChange(e);
            changeType(e.target.value as QuizQuestionType);
          }}
        >
          {quizQuestionTypes.map((questionType) => (
            <option key={questionType} value={questionType}>
              {t(questionTypeLabels[questionType])}
            </option>
          ))}
        </NativeSelect>
      </TypeField>
      <Field label={t('Question')} required error={errorAt(errors, ['questions', index, 'question'])}>
        <Textarea
          {...register(`questions.${index}.question`)}
          rows={2}
          maxLength={2000}
          placeholder={t('e.g., Which material breaks down fastest in a compost heap?')}
        />
      </Field>
      {(type === 'single_choice' || type === 'multiple_choice') && (
        <ChoiceOptionsEditor form={form} index={index} multiple={type === 'multiple_choice'} />
      )}
      {type === 'true_false' && <TrueFalseEditor form={form} index={index} />}
      {type === 'short_answer' && <ShortAnswerEditor form={form} index={index} />}
      <Field
        label={t('Explanation')}
        optional
        hint={t('Shown to learners after they submit.')}
        error={errorAt(errors, ['questions', index, 'explanation'])}
      >
        <Textarea {...register(`questions.${index}.explanation`)} rows={2} maxLength={5000} />
      </Field>
    </Card>
  );
}
