import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@canopy/ui';
import { useStudioT } from '../i18n/useStudioT';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  deleting: boolean;
  onConfirm: () => void;
  /** Blocks the confirm button (e.g. until the course title is typed). */
  confirmDisabled?: boolean;
  /** Extra content between the description and the buttons. */
  children?: ReactNode;
}

/** Asks before something is deleted for good (Radix alert dialog: focus kept inside, Escape cancels). */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  deleting,
  onConfirm,
  confirmDisabled,
  children,
}: ConfirmDeleteDialogProps) {
  const { t } = useStudioT();
  return (
    <Dialog open={open} onOpenChange={(next) => !deleting && onOpenChange(next)}>
      <DialogContent size="sm" role="alertdialog" closeLabel={t('Close')}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={deleting}>
            {t('Cancel')}
          </Button>
          <Button variant="destructive" loading={deleting} disabled={confirmDisabled} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
