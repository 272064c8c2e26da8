import { useState } from 'react';
import styled from 'styled-components';
import { ClipboardList } from 'lucide-react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Skeleton,
  Stack,
} from '@canopy/ui';
import { QueryState } from '@canopy/ui/page-kit';
import { useImportReport } from '../../api/useCartridge';
import { useStudioT } from '../../i18n/useStudioT';
import { dateTime } from '../../lib/dates';
import { ImportReportBody, PackageVersion } from '../import/ImportReportBody';

const Imported = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The report's shape while it loads: the line, the figures and a list, so the dialog does not jump. */
function LoadingReport({ label }: { label: string }) {
  return (
    <Stack $gap={3} role="status" aria-label={label}>
      <Skeleton $height="20px" $width="60%" />
      <Skeleton $height="76px" />
      <Skeleton $height="120px" />
    </Stack>
  );
}

/**
 * The course builder's way back to the report of the import that made the course: what came over from the
 * Common Cartridge package, what changed to fit and every item that did not, with the reason. Shown only for an
 * imported course (the course read's `importedAt`); the report is fetched when the dialog opens.
 */
export function ImportReportButton({ courseId, title }: { courseId: number; title: string }) {
  const { t } = useStudioT();
  const [open, setOpen] = useState(false);
  const report = useImportReport(courseId, open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {/* The trigger is where focus goes back to on close; its own onClick opens it before Radix has loaded. */}
      <DialogTrigger asChild>
        <Button variant="outline" onClick={() => setOpen(true)}>
          <ClipboardList aria-hidden="true" /> {t('Import report')}
        </Button>
      </DialogTrigger>
      <DialogContent size="lg" closeLabel={t('Close')}>
        {/* Title and description need nothing fetched: the dialog has its name from its first frame. */}
        <DialogHeader>
          <DialogTitle>{t('Import report')}</DialogTitle>
          <DialogDescription>
            {t(
              'What came over when “{{title}}” was imported from a Common Cartridge package, and what did not.',
              {
                title,
              },
            )}
          </DialogDescription>
        </DialogHeader>
        <QueryState
          query={report}
          loading={<LoadingReport label={t('Loading the import report')} />}
          errorTitle={t('The import report could not be loaded')}
        >
          {(data) => (
            <div>
              <Imported>
                {t('Imported on {{date}}.', { date: dateTime(data.importedAt) })}{' '}
                <PackageVersion schemaVersion={data.schemaVersion} />
              </Imported>
              <ImportReportBody report={data} />
            </div>
          )}
        </QueryState>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('Close')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
