import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  courseUpdateSchema,
  creatableCourseLevels,
  type CourseDetail,
  type CourseUpdateInput,
  type CourseUpdatePayload,
} from '@canopy/contracts';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Field,
  FieldError,
  FieldHint,
  Input,
  Textarea,
  toast,
} from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { useUpdateCourse } from '../../api/useCourseBuilder';
import { CategoryChoices } from '../../components/CategoryChoices';
import { LevelChoices, type CreatableLevel } from '../../components/LevelChoices';
import { SettingsFieldGroup, SettingsFormActions, SettingsFormBody } from './builderStyles';
import { CourseImageField } from './CourseImageField';
import { fieldMessage } from '../../lib/fieldMessage';
import { useStudioT } from '../../i18n/useStudioT';

function valuesOf(course: CourseDetail): CourseUpdatePayload {
  return {
    title: course.title,
    description: course.description ?? '',
    // 'All levels' is not offered for new courses; leaving it unselected keeps it.
    level: (creatableCourseLevels as readonly string[]).includes(course.level)
      ? (course.level as CreatableLevel)
      : undefined,
    categoryIds: course.categoryIds,
    imageUrl: course.imageUrl ?? '',
  };
}

/** The course's title, description, level, categories (1–3) and image, saved with PATCH /api/courses/{id}. */
export function SettingsForm({ course }: { course: CourseDetail }) {
  const { t } = useStudioT();
  const update = useUpdateCourse(course.id);
  const [uploading, setUploading] = useState(false);
  const form = useForm<CourseUpdatePayload, unknown, CourseUpdateInput>({
    resolver: zodResolver(courseUpdateSchema),
    defaultValues: valuesOf(course),
  });
  const { register, control, handleSubmit, reset, setValue, formState } = form;
  const { errors, isDirty } = formState;
  const selected = (useWatch({ control, name: 'categoryIds' }) ?? []).map(Number);

  useEffect(() => reset(valuesOf(course)), [course, reset]);

  const toggle = (id: number, on: boolean) => {
    const next = on ? [...selected, id] : selected.filter((c) => c !== id);
    setValue('categoryIds', next, { shouldValidate: true, shouldDirty: true });
  };

  const submit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) =>
        toast({ title: t('Course updated'), description: saved.title, variant: 'success' }),
      onError: (error) =>
        toast({
          title: t('Course not saved'),
          description: errorMessage(error, t('Please try again.')),
          variant: 'destructive',
        }),
    }),
  );

  const categoryError = fieldMessage(errors.categoryIds?.message ?? errors.categoryIds?.root?.message);
  return (
    <Card as="section" aria-labelledby="builder-details-title">
      <CardHeader>
        <CardTitle as="h3" id="builder-details-title">
          {t('Course details')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <SettingsFormBody aria-label={t('Course details')} noValidate onSubmit={(e) => void submit(e)}>
          <Field label={t('Course title')} required error={fieldMessage(errors.title?.message)}>
            <Input {...register('title')} maxLength={200} />
          </Field>
          <Field label={t('Description')} required error={fieldMessage(errors.description?.message)}>
            <Textarea {...register('description')} rows={5} />
          </Field>
          <SettingsFieldGroup>
            <legend id="builder-level-label">{t('Level')}</legend>
            <Controller
              control={control}
              name="level"
              render={({ field }) => (
                <LevelChoices
                  labelledBy="builder-level-label"
                  value={field.value ?? ''}
                  onChange={field.onChange}
                />
              )}
            />
          </SettingsFieldGroup>
          <SettingsFieldGroup
            aria-describedby={categoryError ? 'builder-categories-error' : 'builder-categories-hint'}
          >
            <legend>{t('Categories')}</legend>
            <FieldHint id="builder-categories-hint">
              {t('One to three; the first you choose is the main one.')}
            </FieldHint>
            <CategoryChoices selected={selected} onToggle={toggle} placeholders={2} />
            {categoryError && (
              <div role="alert">
                <FieldError id="builder-categories-error">{categoryError}</FieldError>
              </div>
            )}
          </SettingsFieldGroup>
          <SettingsFieldGroup>
            <legend>{t('Course image')}</legend>
            <Controller
              control={control}
              name="imageUrl"
              render={({ field }) => (
                <CourseImageField
                  value={field.value ?? ''}
                  onChange={(url) => field.onChange(url)}
                  onUploadingChange={setUploading}
                />
              )}
            />
            <FieldError>{fieldMessage(errors.imageUrl?.message)}</FieldError>
          </SettingsFieldGroup>
          <SettingsFormActions>
            <Button type="submit" loading={update.isPending} disabled={uploading || !isDirty}>
              {update.isPending ? t('Saving...') : t('Save Changes')}
            </Button>
          </SettingsFormActions>
        </SettingsFormBody>
      </CardContent>
    </Card>
  );
}
