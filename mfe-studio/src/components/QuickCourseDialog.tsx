import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { Zap } from 'lucide-react';
import { errorMessage } from '@canopy/api-client/errors';
import { apiRequest } from '@canopy/api-client';
import {
  courseLevelLabels,
  creatableCourseLevels,
  quickCourseSchema,
  type Course,
  type QuickCourseInput,
  type QuickCoursePayload,
} from '@canopy/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
  Textarea,
  fieldControlStyles,
  toast,
} from '@canopy/ui';
import { FormDialogFooter } from '@canopy/ui/page-kit';
import { studioKeys } from '../queryKeys';
import { useCategories } from '../api/useStudioCourses';
import { translateMessage } from '@canopy/i18n';
import { fieldMessage } from '../lib/fieldMessage';
import { useStudioT } from '../i18n/useStudioT';
import { categoryName } from '../lib/categoryName';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A native select drawn like the kit's fields (the platform's own list on phones and to screen readers). */
const Select = styled.select`
  ${fieldControlStyles}
  cursor: pointer;
`;

type Values = { title: string; description: string; categoryId: string; level: QuickCourseInput['level'] };
const empty: Values = { title: '', description: '', categoryId: '', level: 'beginner' };

/** POST /api/courses, then the educator's lists and figures are read again. */
function useQuickCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: QuickCoursePayload) => apiRequest<Course>('POST', '/api/courses', payload),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: studioKeys.educatorCourses() }),
        client.invalidateQueries({ queryKey: studioKeys.overview() }),
      ]),
  });
}

/**
 * The educator dashboard's quick course dialog (spec 001: title, description, category, level): creates the course
 * with POST /api/courses and opens it in the builder.
 */
export function QuickCourseDialog() {
  const { t } = useStudioT();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const categories = useCategories();
  const create = useQuickCourse();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, QuickCourseInput>({
    // The form holds the select's string; the contract turns it into the number the API takes.
    resolver: zodResolver(quickCourseSchema) as unknown as Resolver<Values, unknown, QuickCourseInput>,
    defaultValues: empty,
  });

  useEffect(() => {
    if (open) reset(empty);
  }, [open, reset]);

  const submit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (course) => {
        toast({
          title: t('Course Created'),
          description:
            course.status === 'approved'
              ? t('“{{title}}” is saved and open to learners.', { title: course.title })
              : t('“{{title}}” is saved and will be reviewed by an administrator.', { title: course.title }),
          variant: 'success',
        });
        setOpen(false);
        navigate(`/courses/${course.id}/builder`);
      },
      onError: (error) =>
        toast({
          title: t('Failed to Create Course'),
          description: errorMessage(error, t('Please try again.')),
          variant: 'destructive',
        }),
    }),
  );

  const saving = create.isPending;
  return (
    <Dialog open={open} onOpenChange={(next) => !saving && setOpen(next)}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Zap aria-hidden="true" /> {t('Quick Course')}
      </Button>
      <DialogContent size="md" closeLabel={t('Close')}>
        <DialogHeader>
          <DialogTitle>{t('Quick Course')}</DialogTitle>
          <DialogDescription>
            {t('Start a course from its essentials; add modules and lessons in the builder next.')}
          </DialogDescription>
        </DialogHeader>
        <Form aria-label={t('Quick Course')} noValidate onSubmit={(e) => void submit(e)}>
          <Field label={t('Title')} required error={fieldMessage(errors.title?.message)}>
            <Input {...register('title')} placeholder={t('e.g., Composting at Home')} maxLength={200} />
          </Field>
          <Field label={t('Description')} required error={fieldMessage(errors.description?.message)}>
            <Textarea {...register('description')} rows={4} placeholder={t('What learners will gain')} />
          </Field>
          <Pair>
            <Field
              label={t('Category')}
              required
              error={
                fieldMessage(errors.categoryId?.message) ??
                (categories.isError
                  ? errorMessage(categories.error, t('The categories could not be loaded.'))
                  : undefined)
              }
            >
              <Select {...register('categoryId')} disabled={categories.isLoading}>
                <option value="">
                  {categories.isLoading ? t('Loading categories...') : t('Choose a category')}
                </option>
                {(categories.data ?? []).map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {categoryName(c.name)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('Level')} required error={fieldMessage(errors.level?.message)}>
              <Select {...register('level')}>
                {creatableCourseLevels.map((l) => (
                  <option key={l} value={l}>
                    {translateMessage(courseLevelLabels[l])}
                  </option>
                ))}
              </Select>
            </Field>
          </Pair>
          <FormDialogFooter
            submitLabel={saving ? t('Creating...') : t('Create Course')}
            busy={saving}
            onCancel={() => setOpen(false)}
            lockCancelWhileBusy
            compact
          />
        </Form>
      </DialogContent>
    </Dialog>
  );
}
