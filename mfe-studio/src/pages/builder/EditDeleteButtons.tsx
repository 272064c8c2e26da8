import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@canopy/ui';
import { useStudioT } from '../../i18n/useStudioT';

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
  const { t } = useStudioT();
  return (
    <>
      <Button size="sm" variant="ghost" onClick={onEdit} aria-label={t('Edit: {{title}}', { title })}>
        <Pencil aria-hidden="true" /> {t('Edit')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onDelete} aria-label={t('Delete: {{title}}', { title })}>
        <Trash2 aria-hidden="true" /> {t('Delete')}
      </Button>
    </>
  );
}
