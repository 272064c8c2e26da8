import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  toast,
  type DialogContentProps,
} from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { FormDialogFooter } from '@canopy/ui/page-kit';
import { studioText, useStudioT } from '../../i18n/useStudioT';

const FormBody = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** The dialog of a module's or a lesson's form; it cannot be closed while the form is being saved. */
export function CurriculumFormDialog({
  open,
  onOpenChange,
  saving,
  size,
  title,
  description,
  submitLabel,
  onSubmit,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  saving: boolean;
  size: DialogContentProps['size'];
  title: string;
  description: ReactNode;
  submitLabel: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  const { t } = useStudioT();
  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent size={size} closeLabel={t('Close')}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <FormBody aria-label={title} noValidate onSubmit={(e) => void onSubmit(e)}>
          {children}
          <FormDialogFooter
            submitLabel={submitLabel}
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

/**
 * A save's toasts: `done` naming what was saved (and the dialog closes), or `failure` with the server's reason;
 * both in the current language already.
 */
export function saveToasts<T extends { title: string }>(done: string, failure: string, close: () => void) {
  return {
    onSuccess: (saved: T) => {
      toast({ title: done, description: saved.title, variant: 'success' });
      close();
    },
    onError: (error: unknown) =>
      toast({
        title: failure,
        description: errorMessage(error, studioText('Please try again.')),
        variant: 'destructive',
      }),
  };
}
