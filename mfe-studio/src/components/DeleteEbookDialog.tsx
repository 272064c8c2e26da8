import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@canopy/ui';

export interface DeleteEbookDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  deleting: boolean;
  onConfirm: () => void;
}

/** Asks before an ebook is deleted for good (a Radix dialog: focus kept inside, Escape cancels). */
export function DeleteEbookDialog({
  open,
  onOpenChange,
  title,
  deleting,
  onConfirm,
}: DeleteEbookDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete this ebook?</DialogTitle>
          <DialogDescription>
            “{title}” will be removed from your library for good. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={deleting}>
            Cancel
          </Button>
          <Button variant="destructive" loading={deleting} onClick={onConfirm}>
            Delete Ebook
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
