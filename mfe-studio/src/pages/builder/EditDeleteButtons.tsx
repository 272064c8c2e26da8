import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@canopy/ui';

/** An item's Edit and Delete buttons, each naming the item for screen readers ("Edit: Soil basics"). */
export function EditDeleteButtons({
  title,
  onEdit,
  onDelete,
}: {
  title: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Edit: ${title}`}>
        <Pencil aria-hidden="true" /> Edit
      </Button>
      <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`Delete: ${title}`}>
        <Trash2 aria-hidden="true" /> Delete
      </Button>
    </>
  );
}
