import { useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Plus } from 'lucide-react';
import styled from 'styled-components';
import type { OutlineModule, QuizCreateInput } from '@canopy/contracts';
import {
  Alert,
  Button,
  Card,
  CardContent,
  FieldError,
  Field,
  Input,
  Textarea,
  VisuallyHiddenText,
} from '@canopy/ui';
import { errorAt } from './formErrors';
import { QuestionEditor } from './QuestionEditor';
import { emptyQuestion, moduleLabel, quizFormResolver, type QuizForm } from './quizForm';
import { useStudioT } from '../../../i18n/useStudioT';
import { FormGrid, FullRow, NativeSelect } from './quizStyles';

const MAX_QUESTIONS = 100;

const Sections = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  h3 {
    margin-block: 0 ${({ theme }) => theme.space[4]};
    margin-inline: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Questions = styled.ol`
  list-style: none;
  margin-block: 0 ${({ theme }) => theme.space[4]};
  margin-inline: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/* On wide screens the actions stay in reach at the bottom of a long quiz; on phones they would hide the field
   being typed in, so they sit after the questions. */
const Footer = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[4]};
  padding-inline: 0;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  ${({ theme }) => theme.media.md} {
    position: sticky;
    inset-block-end: 0;
    z-index: 1;
  }
`;

const Static = styled.p`
  margin: 0;
  min-block-size: 44px;
  display: flex;
  align-items: center;
  padding-block: 10px;
  padding-inline: 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export interface QuizEditorFormProps {
  modules: OutlineModule[];
  defaults: QuizForm;
  /** Editing keeps the quiz on its lesson (the API does not move quizzes). */
  editing: boolean;
  saving: boolean;
  saveError: string | null;
  onSave: (input: QuizCreateInput) => void;
  onCancel: () => void;
  /** Told whether the values differ from the defaults (the editor asks before they are thrown away). */
  onDirtyChange: (dirty: boolean) => void;
}

/** The quiz form, checked with the contract's quizCreateSchema: details, then the questions. */
export function QuizEditorForm(props: QuizEditorFormProps) {
  const { modules, defaults, editing, saving, saveError, onSave, onCancel, onDirtyChange } = props;
  const { t } = useStudioT();
  const form = useForm<QuizForm, unknown, QuizCreateInput>({
    resolver: quizFormResolver,
    defaultValues: defaults,
  });
  const { register, control, handleSubmit, formState } = form;
  const questions = useFieldArray({ control, name: 'questions' });
  const [announcement, setAnnouncement] = useState('');
  const errors = formState.errors;
  const dirty = formState.isDirty;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const lessonTitle = modules
    .flatMap((m, i) => m.lessons.map((l) => ({ module: moduleLabel(m, i), l })))
    .find(({ l }) => String(l.id) === defaults.lessonId);

  const move = (from: number, to: number) => {
    questions.move(from, to);
    setAnnouncement(
      t('Question {{number}} moved to position {{position}} of {{total}}.', {
        number: from + 1,
        position: to + 1,
        total: questions.fields.length,
      }),
    );
    // The moved question's buttons keep the keyboard, at its new place.
    const edge = to === 0 || to === questions.fields.length - 1;
    const id = `q${to}-move-${to < from ? 'up' : 'down'}`;
    const fallback = `q${to}-move-${to < from ? 'down' : 'up'}`;
    requestAnimationFrame(() => document.getElementById(edge ? fallback : id)?.focus());
  };

  const remove = (index: number) => {
    questions.remove(index);
    setAnnouncement(t('Question {{number}} removed.', { number: index + 1 }));
    requestAnimationFrame(() => document.getElementById('add-question')?.focus());
  };

  const add = () => {
    const at = questions.fields.length;
    questions.append(emptyQuestion(), { focusName: `questions.${at}.question` });
    setAnnouncement(t('Question {{number}} added.', { number: at + 1 }));
  };

  return (
    <Sections
      noValidate
      aria-label={editing ? t('Edit quiz') : t('Create quiz')}
      onSubmit={(e) => void handleSubmit(onSave)(e)}
    >
      <Card>
        <CardContent>
          <h3>{t('Details')}</h3>
          <FormGrid>
            <Field label={t('Quiz title')} required error={errorAt(errors, ['title'])}>
              <Input
                {...register('title')}
                maxLength={200}
                placeholder={t('e.g., Composting basics check')}
              />
            </Field>
            <Field
              label={t('Passing score (%)')}
              required
              hint={t('Learners pass with this score or more.')}
              error={errorAt(errors, ['passingScore'])}
            >
              <Input
                {...register('passingScore', { valueAsNumber: true })}
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={1}
              />
            </Field>
            <FullRow>
              {editing ? (
                <Field label={t('Lesson')} hint={t('A quiz stays with the lesson it was made for.')}>
                  <Static>{lessonTitle ? `${lessonTitle.module} · ${lessonTitle.l.title}` : '—'}</Static>
                </Field>
              ) : (
                <Field label={t('Lesson')} required error={errorAt(errors, ['lessonId'])}>
                  <NativeSelect {...register('lessonId')}>
                    <option value="">{t('Choose a lesson')}</option>
                    {modules.map((m, i) => (
                      <optgroup key={m.id} label={moduleLabel(m, i)}>
                        {m.lessons.map((l) => (
                          <option key={l.id} value={String(l.id)}>
                            {l.title}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </NativeSelect>
                </Field>
              )}
            </FullRow>
            <FullRow>
              <Field label={t('Description')} optional error={errorAt(errors, ['description'])}>
                <Textarea {...register('description')} rows={3} maxLength={5000} />
              </Field>
            </FullRow>
          </FormGrid>
        </CardContent>
      </Card>

      <section aria-labelledby="quiz-questions-heading">
        <h3 id="quiz-questions-heading">
          {t('Questions ({{number}})', { number: questions.fields.length })}
        </h3>
        <Questions>
          {questions.fields.map((field, index) => (
            <QuestionEditor
              key={field.id}
              form={form}
              index={index}
              count={questions.fields.length}
              onMove={move}
              onRemove={remove}
            />
          ))}
        </Questions>
        <FieldError>{errorAt(errors, ['questions'])}</FieldError>
        {questions.fields.length < MAX_QUESTIONS && (
          <Button id="add-question" type="button" variant="secondary" onClick={add}>
            <Plus aria-hidden="true" /> {t('Add question')}
          </Button>
        )}
        <VisuallyHiddenText role="status" aria-live="polite">
          {announcement}
        </VisuallyHiddenText>
      </section>

      {saveError && (
        <Alert variant="danger" role="alert" title={t('The quiz was not saved')}>
          {saveError}
        </Alert>
      )}
      <Footer>
        <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
          {t('Cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {editing ? t('Save Changes') : t('Create Quiz')}
        </Button>
      </Footer>
    </Sections>
  );
}
