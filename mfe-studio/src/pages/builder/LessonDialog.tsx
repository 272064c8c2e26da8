import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import type { z } from 'zod';
import { DEFAULT_LESSON_DURATION, lessonCreateSchema, type Lesson } from '@canopy/contracts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
  Textarea,
  toast,
} from '@canopy/ui';
import { FormDialogFooter } from '@canopy/ui/page-kit';
import { errorMessage } from '@canopy/api-client';
import { useCreateLesson, useUpdateLesson } from '../../api/useBuilderCurriculum';
import { FormBody } from './ModuleDialog';

// The 'Create New Lesson' fields with the contract's rules and messages ('Lesson title is required', ...).
const lessonFormSchema = lessonCreateSchema.pick({
  title: true,
  content: true,
  videoUrl: true,
  documentUrl: true,
  duration: true,
});
type LessonForm = z.input<typeof lessonFormSchema>;
type LessonFormOutput = z.output<typeof lessonFormSchema>;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Duration = styled(Input)`
  max-width: 160px;
`;

function initial(lesson: Lesson | null): LessonForm {
  return {
    title: lesson?.title ?? '',
    content: lesson?.content ?? '',
    videoUrl: lesson?.videoUrl ?? '',
    documentUrl: lesson?.documentUrl ?? '',
    duration: lesson?.duration ?? DEFAULT_LESSON_DURATION,
  };
}

export interface LessonDialogProps {
  courseId: number;
  /** The module a new lesson goes to (at its end). */
  moduleId: number;
  moduleTitle: string;
  /** The lesson being edited; null to create one. */
  lesson: Lesson | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Create New Lesson' (the specification's dialog) and its edit twin. */
export function LessonDialog({
  courseId,
  moduleId,
  moduleTitle,
  lesson,
  open,
  onOpenChange,
}: LessonDialogProps) {
  const create = useCreateLesson(courseId);
  const update = useUpdateLesson(courseId);
  const saving = create.isPending || update.isPending;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<LessonForm, unknown, LessonFormOutput>({
    resolver: zodResolver(lessonFormSchema),
    defaultValues: initial(null),
  });

  useEffect(() => {
    if (open) reset(initial(lesson));
  }, [open, lesson, reset]);

  const failed = (error: unknown) =>
    toast({
      title: lesson ? 'Lesson not saved' : 'Lesson not created',
      description: errorMessage(error, 'Please try again.'),
      variant: 'destructive',
    });
  const done = (title: string, saved: Lesson) => {
    toast({ title, description: saved.title, variant: 'success' });
    onOpenChange(false);
  };

  const submit = handleSubmit((values) => {
    if (lesson) {
      // Emptied links are cleared (null), not left as they were.
      const payload = {
        ...values,
        videoUrl: values.videoUrl ?? null,
        documentUrl: values.documentUrl ?? null,
      };
      update.mutate(
        { id: lesson.id, payload },
        { onSuccess: (saved) => done('Lesson updated', saved), onError: failed },
      );
    } else {
      create.mutate(
        { ...values, moduleId },
        { onSuccess: (saved) => done('Lesson created', saved), onError: failed },
      );
    }
  });

  const title = lesson ? 'Edit Lesson' : 'Create New Lesson';
  const idle = lesson ? 'Save Changes' : 'Create Lesson';
  const busy = lesson ? 'Saving...' : 'Creating...';
  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {lesson ? `A lesson of “${moduleTitle}”.` : `Added at the end of “${moduleTitle}”.`}
          </DialogDescription>
        </DialogHeader>
        <FormBody aria-label={title} noValidate onSubmit={(e) => void submit(e)}>
          <Field label="Lesson Title" required error={errors.title?.message}>
            <Input {...register('title')} placeholder="e.g., Introduction to Solar Energy" maxLength={200} />
          </Field>
          <Field
            label="Lesson Content"
            required
            error={errors.content?.message}
            hint="Markdown is supported."
          >
            <Textarea {...register('content')} rows={7} placeholder="What learners read in this lesson" />
          </Field>
          <Pair>
            <Field label="Video URL (Optional)" error={errors.videoUrl?.message}>
              <Input {...register('videoUrl')} type="url" inputMode="url" placeholder="https://" />
            </Field>
            <Field label="Document URL (Optional)" error={errors.documentUrl?.message}>
              <Input {...register('documentUrl')} type="url" inputMode="url" placeholder="https://" />
            </Field>
          </Pair>
          <Field label="Duration (minutes)" error={errors.duration?.message}>
            <Duration
              {...register('duration', { valueAsNumber: true })}
              type="number"
              min={1}
              max={600}
              step={1}
            />
          </Field>
          <FormDialogFooter
            submitLabel={saving ? busy : idle}
            busy={saving}
            onCancel={() => onOpenChange(false)}
            lockCancelWhileBusy
            compact
          />
        </FormBody>
      </DialogContent>
    </Dialog>
  );
}
