import { useState } from 'react';
import { toast } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { studioText } from '../i18n/useStudioT';

export const reorderFailed = () => studioText('Order not saved');

interface Callbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

/**
 * What the Modules tab and each module's lessons share: the form dialog (add, or edit one item), deletion behind a
 * confirmation and reordering, each with its toasts ("Module deleted", "Order not saved", ...).
 */
export function useCurriculumList<T extends { title: string }>({
  noun,
  reorder,
  remove,
  onDeleted,
}: {
  noun: 'Module' | 'Lesson';
  reorder: { mutate: (ids: number[], callbacks: Pick<Callbacks, 'onError'>) => void };
  remove: (item: T, callbacks: Callbacks) => void;
  onDeleted?: (item: T) => void;
}) {
  const [editing, setEditing] = useState<T | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<T | null>(null);

  const openDialog = (item: T | null) => {
    setEditing(item);
    setDialogOpen(true);
  };

  const saveOrder = (ids: number[]) =>
    reorder.mutate(ids, {
      onError: (error) =>
        toast({
          title: reorderFailed(),
          description: studioText('{{error}} The previous order is back.', {
            error: errorMessage(error, studioText('Please try again.')),
          }),
          variant: 'destructive',
        }),
    });

  const confirmDelete = () => {
    if (!deleting) return;
    remove(deleting, {
      onSuccess: () => {
        toast({
          title: noun === 'Module' ? studioText('Module deleted') : studioText('Lesson deleted'),
          description: deleting.title,
          variant: 'success',
        });
        onDeleted?.(deleting);
        setDeleting(null);
      },
      onError: (error) =>
        toast({
          title: noun === 'Module' ? studioText('Module not deleted') : studioText('Lesson not deleted'),
          description: errorMessage(error, studioText('Please try again.')),
          variant: 'destructive',
        }),
    });
  };

  return { editing, dialogOpen, setDialogOpen, openDialog, deleting, setDeleting, saveOrder, confirmDelete };
}
