import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@canopy/ui';
import { useStudioT } from '../../../i18n/useStudioT';

export interface DiscardChangesDialogProps {
  open: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
}

/** Asks before the editor is left with changes that were not saved. */
export function DiscardChangesDialog({ open, onKeepEditing, onDiscard }: DiscardChangesDialogProps) {
  const { t } = useStudioT();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onKeepEditing()}>
      <DialogContent size="sm" role="alertdialog" closeLabel={t('Close')}>
        <DialogHeader>
          <DialogTitle>{t('Discard your changes?')}</DialogTitle>
          <DialogDescription>{t('What you changed in this quiz has not been saved.')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onKeepEditing}>
            {t('Keep Editing')}
          </Button>
          <Button variant="destructive" onClick={onDiscard}>
            {t('Discard Changes')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
