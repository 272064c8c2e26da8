import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
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
import { CourseImageField } from './CourseImageField';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

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
      onSuccess: (saved) => toast({ title: 'Course updated', description: saved.title, variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'Course not saved',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    }),
  );

  const categoryError = errors.categoryIds?.message ?? errors.categoryIds?.root?.message;
  return (
    <Card as="section" aria-labelledby="builder-details-title">
      <CardHeader>
        <CardTitle as="h3" id="builder-details-title">
          Course details
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Form aria-label="Course details" noValidate onSubmit={(e) => void submit(e)}>
          <Field label="Course title" required error={errors.title?.message}>
            <Input {...register('title')} maxLength={200} />
          </Field>
          <Field label="Description" required error={errors.description?.message}>
            <Textarea {...register('description')} rows={5} />
          </Field>
          <Group>
            <legend id="builder-level-label">Level</legend>
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
          </Group>
          <Group aria-describedby={categoryError ? 'builder-categories-error' : 'builder-categories-hint'}>
            <legend>Categories</legend>
            <FieldHint id="builder-categories-hint">
              One to three; the first you choose is the main one.
            </FieldHint>
            <CategoryChoices selected={selected} onToggle={toggle} placeholders={2} />
            {categoryError && (
              <div role="alert">
                <FieldError id="builder-categories-error">{categoryError}</FieldError>
              </div>
            )}
          </Group>
          <Group>
            <legend>Course image</legend>
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
            <FieldError>{errors.imageUrl?.message}</FieldError>
          </Group>
          <Actions>
            <Button type="submit" loading={update.isPending} disabled={uploading || !isDirty}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </Actions>
        </Form>
      </CardContent>
    </Card>
  );
}
