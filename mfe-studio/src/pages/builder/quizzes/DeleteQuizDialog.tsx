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

export interface DeleteQuizDialogProps {
  title: string | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a quiz goes for good (with its submissions); Escape cancels, focus stays inside. */
export function DeleteQuizDialog({ title, deleting, onCancel, onConfirm }: DeleteQuizDialogProps) {
  const { t } = useStudioT();
  return (
    <Dialog open={title !== null} onOpenChange={(open) => !open && !deleting && onCancel()}>
      <DialogContent size="sm" role="alertdialog" closeLabel={t('Close')}>
        <DialogHeader>
          <DialogTitle>{t('Delete this quiz?')}</DialogTitle>
          <DialogDescription>
            {t('“{{title}}” and every learner’s submissions to it will be removed. This cannot be undone.', {
              title,
            })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={deleting}>
            {t('Cancel')}
          </Button>
          <Button variant="destructive" loading={deleting} onClick={onConfirm}>
            {t('Delete Quiz')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
