import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { z } from 'zod';
import {
  courseUpdateSchema,
  storyPhaseLabels,
  storyPhases,
  storyTemplateNames,
  storyTemplates,
  type CourseDetail,
  type CourseUpdateInput,
  type CourseUpdatePayload,
} from '@canopy/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  Textarea,
  toast,
} from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { useUpdateCourse } from '../../api/useCourseBuilder';
import { NativeSelect } from '../../components/NativeSelect';
import { fieldMessage } from '../../lib/fieldMessage';
import { useStudioT } from '../../i18n/useStudioT';
import { translateMessage } from '@canopy/i18n';
import { SettingsFieldGroup, SettingsFormActions, SettingsFormBody } from './builderStyles';

// The six phases side by side from medium widths on.
const Phases = styled(SettingsFieldGroup)`
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
    legend {
      grid-column: 1 / -1;
    }
  }
`;

/** The story fields as the form holds them: text everywhere, '' for none. */
type StoryValues = Record<
  'storyTemplate' | 'transformationJourney' | 'characterDevelopment' | 'practicalSkills',
  string
> &
  Record<(typeof storyPhases)[number], string>;

const storyKeys = [
  'storyTemplate',
  'transformationJourney',
  'characterDevelopment',
  'practicalSkills',
  ...storyPhases,
] as const;

/** The form's text through the contract's update rules: '' clears a text, no template is null. */
const storySchema = z
  .object(Object.fromEntries(storyKeys.map((k) => [k, z.string()])) as Record<keyof StoryValues, z.ZodString>)
  .transform((v): CourseUpdatePayload => ({ ...v, storyTemplate: (v.storyTemplate || null) as never }))
  .pipe(courseUpdateSchema);

function valuesOf(course: CourseDetail): StoryValues {
  const values = {
    storyTemplate: course.storyTemplate ?? '',
    transformationJourney: course.transformationJourney ?? '',
    characterDevelopment: course.characterDevelopment ?? '',
    practicalSkills: course.practicalSkills ?? '',
  } as StoryValues;
  for (const p of storyPhases) values[p] = course[p] ?? '';
  return values;
}

/**
 * The course's story, saved with PATCH /api/courses/{id}: its template, the transformation it promises, who the
 * learner becomes, the skills practised and the six phases of its journey. Learners see each filled one on the
 * course's overview; an emptied field is cleared.
 */
export function StoryForm({ course }: { course: CourseDetail }) {
  const { t } = useStudioT();
  const update = useUpdateCourse(course.id);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<StoryValues, unknown, CourseUpdateInput>({
    resolver: zodResolver(storySchema),
    defaultValues: valuesOf(course),
  });

  useEffect(() => reset(valuesOf(course)), [course, reset]);

  const submit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) =>
        toast({ title: t('Course story saved'), description: saved.title, variant: 'success' }),
      onError: (error) =>
        toast({
          title: t('Course story not saved'),
          description: errorMessage(error, t('Please try again.')),
          variant: 'destructive',
        }),
    }),
  );

  const text = (name: keyof StoryValues, label: string, hint: string, rows = 3) => (
    <Field label={label} hint={hint} error={fieldMessage(errors[name]?.message)}>
      <Textarea {...register(name)} rows={rows} />
    </Field>
  );

  return (
    <Card as="section" aria-labelledby="builder-story-title">
      <CardHeader>
        <CardTitle as="h3" id="builder-story-title">
          {t('Story and outcomes')}
        </CardTitle>
        <CardDescription>
          {t('Shown to learners on the course’s overview, each only when you fill it in.')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <SettingsFormBody aria-label={t('Story and outcomes')} noValidate onSubmit={(e) => void submit(e)}>
          <Field label={t('Story template')} error={fieldMessage(errors.storyTemplate?.message)}>
            <NativeSelect {...register('storyTemplate')}>
              <option value="">{t('No template')}</option>
              {storyTemplates.map((template) => (
                <option key={template} value={template}>
                  {translateMessage(storyTemplateNames[template])}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {text(
            'transformationJourney',
            t('Transformation journey'),
            t('The change learners go through, from where they start to where they finish.'),
          )}
          {text(
            'characterDevelopment',
            t('Character development'),
            t('Who learners become: the habits, confidence and values they grow.'),
          )}
          {text('practicalSkills', t('Practical skills'), t('The hands-on skills learners practise.'))}
          <Phases>
            <legend>{t('The six phases of the journey')}</legend>
            {storyPhases.map((p) => (
              <Field
                key={p}
                label={translateMessage(storyPhaseLabels[p])}
                error={fieldMessage(errors[p]?.message)}
              >
                <Textarea {...register(p)} rows={2} />
              </Field>
            ))}
          </Phases>
          <SettingsFormActions>
            <Button type="submit" loading={update.isPending} disabled={!isDirty}>
              {update.isPending ? t('Saving...') : t('Save Story')}
            </Button>
          </SettingsFormActions>
        </SettingsFormBody>
      </CardContent>
    </Card>
  );
}
