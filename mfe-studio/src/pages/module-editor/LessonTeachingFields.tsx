import styled from 'styled-components';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { CheckboxField, Field, Input, Textarea } from '@canopy/ui';
import { useStudioT } from '../../i18n/useStudioT';
import { fieldMessage } from '../../lib/fieldMessage';
import type { LessonFormInput } from './lessonForm';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  padding-block-start: ${({ theme }) => theme.space[4]};
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  legend {
    padding: 0;
    padding-inline-end: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 160px;
    align-items: start;
  }
`;

const Checks = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const switches = [
  {
    name: 'isShortForm',
    labelKey: 'Short-form lesson',
    hintKey: 'A short lesson learners can finish in one sitting; unticked, it is shown as in-depth.',
  },
  {
    name: 'hasDiscussion',
    labelKey: 'Lesson discussion',
    hintKey: 'Learners can discuss this lesson and start threads about it from the lesson page.',
  },
] as const;

const sections = [
  {
    name: 'practicalApplication',
    labelKey: 'Practical application',
    hintKey: 'How learners use this in their own home, garden or community.',
  },
  { name: 'caseStudy', labelKey: 'Case study', hintKey: 'A real example that shows the idea at work.' },
  { name: 'actionSteps', labelKey: 'Action steps', hintKey: 'What to do next, one step per line.' },
  {
    name: 'reflectionPrompts',
    labelKey: 'Reflection prompts',
    hintKey: 'Questions learners think or write about.',
  },
] as const;

/**
 * The lesson's authoring fields beyond its text and links, shared by the builder's and the module editor's
 * lesson dialogs: what the lesson is called, its length and format, whether it has a discussion, and the
 * teaching sections shown to learners on the lesson page (each only when it has text).
 */
export function LessonTeachingFields({
  register,
  control,
  errors,
}: {
  register: UseFormRegister<LessonFormInput>;
  control: Control<LessonFormInput>;
  errors: FieldErrors<LessonFormInput>;
}) {
  const { t } = useStudioT();
  return (
    <>
      <Group>
        <legend>{t('Format')}</legend>
        <Row>
          <Field
            label={t('Display name')}
            error={fieldMessage(errors.displayName?.message)}
            hint={t('What this kind of lesson is called, e.g. Lesson, Practice, Field trip.')}
          >
            <Input {...register('displayName')} maxLength={50} autoComplete="off" />
          </Field>
          <Field label={t('Duration (minutes)')} error={fieldMessage(errors.duration?.message)}>
            <Input
              {...register('duration', { valueAsNumber: true })}
              type="number"
              min={1}
              max={600}
              step={1}
            />
          </Field>
        </Row>
        <Checks>
          {switches.map((sw) => (
            <Controller
              key={sw.name}
              control={control}
              name={sw.name}
              render={({ field }) => (
                <CheckboxField
                  label={t(sw.labelKey)}
                  hint={t(sw.hintKey)}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                />
              )}
            />
          ))}
        </Checks>
      </Group>
      <Group>
        <legend>{t('Teaching sections (optional)')}</legend>
        {sections.map((s) => (
          <Field
            key={s.name}
            label={t(s.labelKey)}
            hint={t(s.hintKey)}
            error={fieldMessage(errors[s.name]?.message)}
          >
            <Textarea {...register(s.name)} rows={3} />
          </Field>
        ))}
      </Group>
    </>
  );
}
