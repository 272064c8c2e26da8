import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@canopy/ui';

export interface DeleteLessonDialogProps {
  title: string | null;
  deleting: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** Asks before a lesson goes for good (its completions go with it; learners' progress is recounted). */
export function DeleteLessonDialog({ title, deleting, onOpenChange, onConfirm }: DeleteLessonDialogProps) {
  return (
    <Dialog open={title !== null} onOpenChange={onOpenChange}>
      <DialogContent size="sm" role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete this lesson?</DialogTitle>
          <DialogDescription>
            “{title}” will be removed from the module with its quizzes, and learners’ progress will be
            recounted without it. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={deleting}>
            Cancel
          </Button>
          <Button variant="destructive" loading={deleting} onClick={onConfirm}>
            Delete Lesson
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
