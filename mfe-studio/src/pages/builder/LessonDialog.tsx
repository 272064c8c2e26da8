import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import type { Lesson } from '@canopy/contracts';
import { Field, Input, Textarea } from '@canopy/ui';
import { useCreateLesson, useUpdateLesson } from '../../api/useBuilderCurriculum';
import {
  emptyLessonForm,
  lessonFormOf,
  lessonFormSchema,
  lessonUpdateOf,
  type LessonFormInput,
  type LessonFormValues,
} from '../module-editor/lessonForm';
import { LessonTeachingFields } from '../module-editor/LessonTeachingFields';
import { fieldMessage } from '../../lib/fieldMessage';
import { useStudioT } from '../../i18n/useStudioT';
import { CurriculumFormDialog, saveToasts } from './CurriculumFormDialog';

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** The links' placeholder: the start of an address, the same in every language. */
const LINK_PLACEHOLDER = 'https://';

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
  const { t } = useStudioT();
  const create = useCreateLesson(courseId);
  const update = useUpdateLesson(courseId);
  const saving = create.isPending || update.isPending;
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<LessonFormInput, unknown, LessonFormValues>({
    resolver: zodResolver(lessonFormSchema),
    defaultValues: emptyLessonForm,
  });

  useEffect(() => {
    if (open) reset(lesson ? lessonFormOf(lesson) : emptyLessonForm);
  }, [open, lesson, reset]);

  const close = () => onOpenChange(false);
  const submit = handleSubmit((values) => {
    if (lesson) {
      update.mutate(
        { id: lesson.id, payload: lessonUpdateOf(values) },
        saveToasts(t('Lesson updated'), t('Lesson not saved'), close),
      );
    } else {
      create.mutate({ ...values, moduleId }, saveToasts(t('Lesson created'), t('Lesson not created'), close));
    }
  });

  const title = lesson ? t('Edit Lesson') : t('Create New Lesson');
  const idle = lesson ? t('Save Changes') : t('Create Lesson');
  const busy = lesson ? t('Saving...') : t('Creating...');
  return (
    <CurriculumFormDialog
      open={open}
      onOpenChange={onOpenChange}
      saving={saving}
      size="lg"
      title={title}
      description={
        lesson
          ? t('A lesson of “{{title}}”.', { title: moduleTitle })
          : t('Added at the end of “{{title}}”.', { title: moduleTitle })
      }
      submitLabel={saving ? busy : idle}
      onSubmit={submit}
    >
      <Field label={t('Lesson Title')} required error={fieldMessage(errors.title?.message)}>
        <Input {...register('title')} placeholder={t('e.g., Introduction to Solar Energy')} maxLength={200} />
      </Field>
      <Field
        label={t('Lesson Content')}
        required
        error={fieldMessage(errors.content?.message)}
        hint={t('Markdown is supported.')}
      >
        <Textarea {...register('content')} rows={7} placeholder={t('What learners read in this lesson')} />
      </Field>
      <Pair>
        <Field label={t('Video URL (Optional)')} error={fieldMessage(errors.videoUrl?.message)}>
          <Input {...register('videoUrl')} type="url" inputMode="url" placeholder={LINK_PLACEHOLDER} />
        </Field>
        <Field label={t('Document URL (Optional)')} error={fieldMessage(errors.documentUrl?.message)}>
          <Input {...register('documentUrl')} type="url" inputMode="url" placeholder={LINK_PLACEHOLDER} />
        </Field>
      </Pair>
      <LessonTeachingFields register={register} control={control} errors={errors} />
    </CurriculumFormDialog>
  );
}
