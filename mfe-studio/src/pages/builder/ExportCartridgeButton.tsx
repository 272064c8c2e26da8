import { useState } from 'react';
import { PackageOpen } from 'lucide-react';
import { Button, toast } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { downloadCartridge } from '../../api/useCartridge';
import { useStudioT } from '../../i18n/useStudioT';

/** Downloads the course as a Common Cartridge 1.3 package (.imscc), for another LMS or a copy of one's own. */
export function ExportCartridgeButton({ courseId, title }: { courseId: number; title: string }) {
  const { t } = useStudioT();
  const [busy, setBusy] = useState(false);
  const exportNow = async () => {
    setBusy(true);
    try {
      const fileName = await downloadCartridge(courseId);
      toast({ title: t('Course exported'), description: t('{{fileName}} is downloading.', { fileName }) });
    } catch (error) {
      toast({
        title: t('Export failed'),
        description: errorMessage(error, t('The course could not be exported. Please try again.')),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline"
      onClick={() => void exportNow()}
      disabled={busy}
      aria-label={t('Export (.imscc): “{{title}}” as a Common Cartridge package', { title })}
    >
      <PackageOpen aria-hidden="true" />
      {busy ? t('Exporting...') : t('Export (.imscc)')}
    </Button>
  );
}
