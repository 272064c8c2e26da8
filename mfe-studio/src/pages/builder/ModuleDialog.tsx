import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Module } from '@canopy/contracts';
import { Field, Input, Textarea } from '@canopy/ui';
import { useCreateModule, useUpdateModule } from '../../api/useBuilderCurriculum';
import {
  moduleFormOf,
  moduleFormSchema,
  type ModuleFormInput,
  type ModuleFormValues,
} from '../module-editor/moduleForm';
import { ModuleStoryFields } from '../module-editor/ModuleStoryFields';
import { fieldMessage } from '../../lib/fieldMessage';
import { useStudioT } from '../../i18n/useStudioT';
import { CurriculumFormDialog, saveToasts } from './CurriculumFormDialog';

export interface ModuleDialogProps {
  courseId: number;
  /** The module being edited; null to create one. */
  module: Module | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Adds a module at the end of the course, or changes one's title, description, display name and story phase. */
export function ModuleDialog({ courseId, module, open, onOpenChange }: ModuleDialogProps) {
  const { t } = useStudioT();
  const create = useCreateModule(courseId);
  const update = useUpdateModule(courseId);
  const saving = create.isPending || update.isPending;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ModuleFormInput, unknown, ModuleFormValues>({
    resolver: zodResolver(moduleFormSchema),
    defaultValues: moduleFormOf(null),
  });

  useEffect(() => {
    if (open) reset(moduleFormOf(module));
  }, [open, module, reset]);

  const close = () => onOpenChange(false);
  const submit = handleSubmit((values) => {
    if (module) {
      update.mutate(
        { id: module.id, payload: values },
        saveToasts(t('Module updated'), t('Module not saved'), close),
      );
    } else {
      create.mutate({ ...values, courseId }, saveToasts(t('Module added'), t('Module not added'), close));
    }
  });

  const title = module ? t('Edit Module') : t('Add Module');
  return (
    <CurriculumFormDialog
      open={open}
      onOpenChange={onOpenChange}
      saving={saving}
      size="md"
      title={title}
      description={
        module
          ? t('Change what learners read about this module.')
          : t('New modules are added after the last one; reorder them in the list.')
      }
      submitLabel={
        module ? (saving ? t('Saving...') : t('Save Changes')) : saving ? t('Adding...') : t('Add Module')
      }
      onSubmit={submit}
    >
      <Field label={t('Module Title')} required error={fieldMessage(errors.title?.message)}>
        <Input {...register('title')} placeholder={t('e.g., Understanding Solar Power')} maxLength={200} />
      </Field>
      <Field label={t('Description')} required error={fieldMessage(errors.description?.message)}>
        <Textarea {...register('description')} rows={4} placeholder={t('What this module covers')} />
      </Field>
      <ModuleStoryFields register={register} errors={errors} storedPhase={module?.storyPhase ?? null} />
    </CurriculumFormDialog>
  );
}
