import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
  Stack,
  Textarea,
} from '@canopy/ui';
import { FormDialogFooter } from '@canopy/ui/page-kit';
import { useStudioT } from '../../i18n/useStudioT';
import { fieldMessage } from '../../lib/fieldMessage';
import { LessonTeachingFields } from './LessonTeachingFields';
import { emptyLessonForm, lessonFormSchema, type LessonFormInput, type LessonFormValues } from './lessonForm';

export interface LessonFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: 'create' | 'edit';
  initial?: LessonFormInput;
  pending: boolean;
  /** Sends the checked fields; resolves true when saved. */
  onSubmit: (values: LessonFormValues) => Promise<boolean>;
}

/**
 * 'Create New Lesson' and its editing twin: title, content, video and document links, and the lesson's format
 * and teaching sections.
 */
export function LessonFormDialog({
  open,
  onOpenChange,
  mode,
  initial,
  pending,
  onSubmit,
}: LessonFormDialogProps) {
  const { t } = useStudioT();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<LessonFormInput, unknown, LessonFormValues>({
    resolver: zodResolver(lessonFormSchema),
    defaultValues: initial ?? emptyLessonForm,
  });

  useEffect(() => {
    if (open) reset(initial ?? emptyLessonForm);
  }, [open, initial, reset]);

  const submit = handleSubmit(async (parsed) => {
    if (await onSubmit(parsed)) {
      reset(emptyLessonForm);
      onOpenChange(false);
    }
  });

  const create = mode === 'create';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{create ? t('Create New Lesson') : t('Edit Lesson')}</DialogTitle>
          <DialogDescription>
            {create
              ? t('Add a lesson to this module. It is placed after the existing lessons.')
              : t('Change what learners read and watch in this lesson.')}
          </DialogDescription>
        </DialogHeader>
        <form
          aria-label={create ? t('Create New Lesson') : t('Edit Lesson')}
          noValidate
          onSubmit={(e) => void submit(e)}
        >
          <Stack $gap={4}>
            <Field label={t('Lesson Title')} error={fieldMessage(errors.title?.message)}>
              <Input
                {...register('title')}
                placeholder={t('e.g., Introduction to Solar Energy')}
                autoComplete="off"
                maxLength={200}
              />
            </Field>
            <Field
              label={t('Lesson Content')}
              error={fieldMessage(errors.content?.message)}
              hint={t('Markdown is supported.')}
            >
              <Textarea {...register('content')} rows={8} />
            </Field>
            <Field
              label={t('Video URL (Optional)')}
              error={fieldMessage(errors.videoUrl?.message)}
              hint={t('A YouTube link or a video file (.mp4, .webm, .mov).')}
            >
              <Input {...register('videoUrl')} type="url" inputMode="url" autoComplete="off" />
            </Field>
            <Field label={t('Document URL (Optional)')} error={fieldMessage(errors.documentUrl?.message)}>
              <Input {...register('documentUrl')} type="url" inputMode="url" autoComplete="off" />
            </Field>
            <LessonTeachingFields register={register} control={control} errors={errors} />
          </Stack>
          <FormDialogFooter
            submitLabel={
              create
                ? pending
                  ? t('Creating...')
                  : t('Create Lesson')
                : pending
                  ? t('Saving...')
                  : t('Save Lesson')
            }
            submitDisabled={pending}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
