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
import { emptyLessonForm, lessonFormSchema, type LessonFormInput, type LessonFormValues } from './lessonForm';

export interface LessonFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: 'create' | 'edit';
  initial?: LessonFormInput;
  pending: boolean;
  /** Sends the raw fields (empty links clear them when editing); resolves true when saved. */
  onSubmit: (values: LessonFormInput, parsed: LessonFormValues) => Promise<boolean>;
}

/** 'Create New Lesson' and its editing twin: title, content, video and document links. */
export function LessonFormDialog({
  open,
  onOpenChange,
  mode,
  initial,
  pending,
  onSubmit,
}: LessonFormDialogProps) {
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors },
  } = useForm<LessonFormInput, unknown, LessonFormValues>({
    resolver: zodResolver(lessonFormSchema),
    defaultValues: initial ?? emptyLessonForm,
  });

  useEffect(() => {
    if (open) reset(initial ?? emptyLessonForm);
  }, [open, initial, reset]);

  const submit = handleSubmit(async (parsed) => {
    if (await onSubmit(getValues(), parsed)) {
      reset(emptyLessonForm);
      onOpenChange(false);
    }
  });

  const create = mode === 'create';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{create ? 'Create New Lesson' : 'Edit Lesson'}</DialogTitle>
          <DialogDescription>
            {create
              ? 'Add a lesson to this module. It is placed after the existing lessons.'
              : 'Change what learners read and watch in this lesson.'}
          </DialogDescription>
        </DialogHeader>
        <form
          aria-label={create ? 'Create New Lesson' : 'Edit Lesson'}
          noValidate
          onSubmit={(e) => void submit(e)}
        >
          <Stack $gap={4}>
            <Field label="Lesson Title" error={errors.title?.message}>
              <Input
                {...register('title')}
                placeholder="e.g., Introduction to Solar Energy"
                autoComplete="off"
                maxLength={200}
              />
            </Field>
            <Field label="Lesson Content" error={errors.content?.message} hint="Markdown is supported.">
              <Textarea {...register('content')} rows={8} />
            </Field>
            <Field
              label="Video URL (Optional)"
              error={errors.videoUrl?.message}
              hint="A YouTube link or a video file (.mp4, .webm, .mov)."
            >
              <Input {...register('videoUrl')} type="url" inputMode="url" autoComplete="off" />
            </Field>
            <Field label="Document URL (Optional)" error={errors.documentUrl?.message}>
              <Input {...register('documentUrl')} type="url" inputMode="url" autoComplete="off" />
            </Field>
          </Stack>
          <FormDialogFooter
            submitLabel={
              create ? (pending ? 'Creating...' : 'Create Lesson') : pending ? 'Saving...' : 'Save Lesson'
            }
            submitDisabled={pending}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
