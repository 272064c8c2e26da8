import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import type { z } from 'zod';
import { DEFAULT_LESSON_DURATION, lessonCreateSchema, type Lesson } from '@canopy/contracts';
import { Field, Input, Textarea } from '@canopy/ui';
import { useCreateLesson, useUpdateLesson } from '../../api/useBuilderCurriculum';
import { CurriculumFormDialog, saveToasts } from './CurriculumFormDialog';

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

  const close = () => onOpenChange(false);
  const submit = handleSubmit((values) => {
    if (lesson) {
      // Emptied links are cleared (null), not left as they were.
      const payload = {
        ...values,
        videoUrl: values.videoUrl ?? null,
        documentUrl: values.documentUrl ?? null,
      };
      update.mutate({ id: lesson.id, payload }, saveToasts('Lesson updated', 'Lesson not saved', close));
    } else {
      create.mutate({ ...values, moduleId }, saveToasts('Lesson created', 'Lesson not created', close));
    }
  });

  const title = lesson ? 'Edit Lesson' : 'Create New Lesson';
  const idle = lesson ? 'Save Changes' : 'Create Lesson';
  const busy = lesson ? 'Saving...' : 'Creating...';
  return (
    <CurriculumFormDialog
      open={open}
      onOpenChange={onOpenChange}
      saving={saving}
      size="lg"
      title={title}
      description={lesson ? `A lesson of “${moduleTitle}”.` : `Added at the end of “${moduleTitle}”.`}
      submitLabel={saving ? busy : idle}
      onSubmit={submit}
    >
      <Field label="Lesson Title" required error={errors.title?.message}>
        <Input {...register('title')} placeholder="e.g., Introduction to Solar Energy" maxLength={200} />
      </Field>
      <Field label="Lesson Content" required error={errors.content?.message} hint="Markdown is supported.">
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
    </CurriculumFormDialog>
  );
}
