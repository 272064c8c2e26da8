import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@canopy/ui';

export interface DeleteQuizDialogProps {
  title: string | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a quiz goes for good (with its submissions); Escape cancels, focus stays inside. */
export function DeleteQuizDialog({ title, deleting, onCancel, onConfirm }: DeleteQuizDialogProps) {
  return (
    <Dialog open={title !== null} onOpenChange={(open) => !open && !deleting && onCancel()}>
      <DialogContent size="sm" role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete this quiz?</DialogTitle>
          <DialogDescription>
            “{title}” and every learner’s submissions to it will be removed. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
          <Button variant="destructive" loading={deleting} onClick={onConfirm}>
            Delete Quiz
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
