import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { ArrowRight, RotateCcw } from 'lucide-react';
import type { CartridgeImportReport } from '@canopy/contracts';
import { Alert, Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@canopy/ui';
import { useIsPathDeclared } from '@canopy/auth';
import { useStudioT } from '../../i18n/useStudioT';
import { ImportReportBody, PackageVersion } from './ImportReportBody';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: ${({ theme }) => theme.space[6]};
`;

/** What an import did: the new course, what came in, what changed shape and everything left out, with why. */
export function ImportReport({ report, onAgain }: { report: CartridgeImportReport; onAgain: () => void }) {
  const { t } = useStudioT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const builder = `/courses/${report.course.id}/builder`;
  const hasBuilder = useIsPathDeclared(builder);
  // The report replaces the form: its heading takes the focus so keyboard and screen-reader users start there.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Card as="section" aria-labelledby="import-report-title">
      <CardHeader>
        <CardTitle as="h2" id="import-report-title" ref={headingRef} tabIndex={-1}>
          {t('Import report')}
        </CardTitle>
        <CardDescription>
          <PackageVersion schemaVersion={report.schemaVersion} />
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Alert
          variant="success"
          role="status"
          title={t('“{{title}}” is a new pending course', { title: report.course.title })}
        >
          {t('Edit it in the course builder, then submit it for review when it is ready.')}
        </Alert>
        <ImportReportBody report={report} />

        <Actions>
          {hasBuilder && (
            <Button asChild>
              <Link to={builder}>
                {t('Open in the course builder')} <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          )}
          <Button variant="outline" onClick={onAgain}>
            <RotateCcw aria-hidden="true" /> {t('Import another package')}
          </Button>
        </Actions>
      </CardContent>
    </Card>
  );
}
