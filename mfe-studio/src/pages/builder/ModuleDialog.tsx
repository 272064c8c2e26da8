import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { moduleCreateSchema, type Module } from '@canopy/contracts';
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
import { useCreateModule, useUpdateModule } from '../../api/useBuilderCurriculum';

// The module dialog's fields, with the contract's messages ('Module title is required', ...).
const moduleFormSchema = moduleCreateSchema.pick({ title: true, description: true });
type ModuleForm = { title: string; description: string };

export const FormBody = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

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

  const failed = (error: unknown) =>
    toast({
      title: module ? 'Module not saved' : 'Module not added',
      description: errorMessage(error, 'Please try again.'),
      variant: 'destructive',
    });

  const submit = handleSubmit((values) => {
    if (module) {
      update.mutate(
        { id: module.id, payload: values },
        {
          onSuccess: (saved) => {
            toast({ title: 'Module updated', description: saved.title, variant: 'success' });
            onOpenChange(false);
          },
          onError: failed,
        },
      );
    } else {
      create.mutate(
        { ...values, courseId },
        {
          onSuccess: (saved) => {
            toast({ title: 'Module added', description: saved.title, variant: 'success' });
            onOpenChange(false);
          },
          onError: failed,
        },
      );
    }
  });

  const title = module ? 'Edit Module' : 'Add Module';
  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {module
              ? 'Change what learners read about this module.'
              : 'New modules are added after the last one; reorder them in the list.'}
          </DialogDescription>
        </DialogHeader>
        <FormBody aria-label={title} noValidate onSubmit={(e) => void submit(e)}>
          <Field label="Module Title" required error={errors.title?.message}>
            <Input {...register('title')} placeholder="e.g., Understanding Solar Power" maxLength={200} />
          </Field>
          <Field label="Description" required error={errors.description?.message}>
            <Textarea {...register('description')} rows={4} placeholder="What this module covers" />
          </Field>
          <FormDialogFooter
            submitLabel={
              module ? (saving ? 'Saving...' : 'Save Changes') : saving ? 'Adding...' : 'Add Module'
            }
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
