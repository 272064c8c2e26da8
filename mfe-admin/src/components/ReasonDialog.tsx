import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Field,
  Textarea,
} from '@canopy/ui';
import { FormDialogFooter } from '@canopy/ui/page-kit';
import { useAdminT } from '../i18n/useAdminT';
import { fieldMessage } from '../lib/toasts';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  description: string | null;
  /** The submit button's label (a destructive action). */
  action: string;
  /** The form's accessible name; the title when not given. */
  formLabel?: string;
  /** The reason may be left out (the field says "optional"); otherwise it is required. */
  reasonOptional?: boolean;
  /** The contract's schema of `{ reason }`: its messages are the form's. */
  schema: z.ZodType<{ reason?: string | undefined }, { reason?: unknown }>;
  maxLength: number;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  /** The reason as the schema reads it (undefined for an optional reason left out). */
  onConfirm: (reason: string | undefined) => Promise<void>;
}

/** Asks for the reason of an administrator's action (required unless `reasonOptional`), checked with the contract's schema. */
export function ReasonDialog({
  open,
  title,
  description,
  action,
  formLabel,
  reasonOptional = false,
  schema,
  maxLength,
  busy,
  onOpenChange,
  onConfirm,
}: ReasonDialogProps) {
  const { t } = useAdminT();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ reason: string }, unknown, { reason?: string | undefined }>({
    // The form holds a string; the schema (required or optional reason) reads any input, so it accepts that string.
    resolver: zodResolver(schema) as unknown as Resolver<
      { reason: string },
      unknown,
      { reason?: string | undefined }
    >,
    defaultValues: { reason: '' },
  });
  useEffect(() => {
    if (open) reset({ reason: '' });
  }, [open, reset]);

  const submit = handleSubmit(({ reason }) => onConfirm(reason));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form aria-label={formLabel ?? title} noValidate onSubmit={(e) => void submit(e)}>
          <Field
            label={t('Reason')}
            required={!reasonOptional}
            optional={reasonOptional}
            error={fieldMessage(errors.reason?.message)}
          >
            <Textarea {...register('reason')} rows={4} maxLength={maxLength} />
          </Field>
          <FormDialogFooter
            submitLabel={action}
            submitVariant="destructive"
            busy={busy}
            onCancel={() => onOpenChange(false)}
            lockCancelWhileBusy
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
