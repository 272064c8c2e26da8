import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { moduleCreateSchema, type Module } from '@canopy/contracts';
import { Field, Input, Textarea } from '@canopy/ui';
import { useCreateModule, useUpdateModule } from '../../api/useBuilderCurriculum';
import { CurriculumFormDialog, saveToasts } from './CurriculumFormDialog';

// The module dialog's fields, with the contract's messages ('Module title is required', ...).
const moduleFormSchema = moduleCreateSchema.pick({ title: true, description: true });
type ModuleForm = { title: string; description: string };

export interface ModuleDialogProps {
  courseId: number;
  /** The module being edited; null to create one. */
  module: Module | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Adds a module at the end of the course, or changes one's title and description. */
export function ModuleDialog({ courseId, module, open, onOpenChange }: ModuleDialogProps) {
  const create = useCreateModule(courseId);
  const update = useUpdateModule(courseId);
  const saving = create.isPending || update.isPending;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ModuleForm>({
    resolver: zodResolver(moduleFormSchema),
    defaultValues: { title: '', description: '' },
  });

  useEffect(() => {
    if (open) reset({ title: module?.title ?? '', description: module?.description ?? '' });
  }, [open, module, reset]);

  const close = () => onOpenChange(false);
  const submit = handleSubmit((values) => {
    if (module) {
      update.mutate(
        { id: module.id, payload: values },
        saveToasts('Module updated', 'Module not saved', close),
      );
    } else {
      create.mutate({ ...values, courseId }, saveToasts('Module added', 'Module not added', close));
    }
  });

  const title = module ? 'Edit Module' : 'Add Module';
  return (
    <CurriculumFormDialog
      open={open}
      onOpenChange={onOpenChange}
      saving={saving}
      size="md"
      title={title}
      description={
        module
          ? 'Change what learners read about this module.'
          : 'New modules are added after the last one; reorder them in the list.'
      }
      submitLabel={module ? (saving ? 'Saving...' : 'Save Changes') : saving ? 'Adding...' : 'Add Module'}
      onSubmit={submit}
    >
      <Field label="Module Title" required error={errors.title?.message}>
        <Input {...register('title')} placeholder="e.g., Understanding Solar Power" maxLength={200} />
      </Field>
      <Field label="Description" required error={errors.description?.message}>
        <Textarea {...register('description')} rows={4} placeholder="What this module covers" />
      </Field>
    </CurriculumFormDialog>
  );
}
