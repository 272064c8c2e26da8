import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Table2 } from 'lucide-react';
import { Button } from '@canopy/ui';
import { useStudioT } from '../../i18n/useStudioT';

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  min-inline-size: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  p {
    margin-block: 4px 0;
    margin-inline: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The table stays in the page for screen readers; sighted users can show it too. */
const TableArea = styled.div<{ $shown: boolean }>`
  ${({ $shown }) =>
    $shown
      ? ''
      : `position: absolute; inline-size: 1px; block-size: 1px; padding: 0; margin: -1px; overflow: hidden;
         clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;`}
`;

export interface ChartCardProps {
  title: string;
  description?: ReactNode;
  /** What the chart shows, read by screen readers in place of the drawing (the table holds the numbers). */
  summary: string;
  chart?: ReactNode;
  table: ReactNode;
  /** Shown instead of the chart (e.g. nothing to draw yet); the table is then left out too. */
  empty?: ReactNode;
}

/** One analytics chart with a heading, a text summary for screen readers and the same figures as a table. */
export function ChartCard({ title, description, summary, chart, table, empty }: ChartCardProps) {
  const { t } = useStudioT();
  const headingId = useId();
  const [tableShown, setTableShown] = useState(false);
  return (
    <Card aria-labelledby={headingId}>
      <Head>
        <div>
          <h3 id={headingId}>{title}</h3>
          {description && <p>{description}</p>}
        </div>
        {!empty && (
          <Button
            size="sm"
            variant="ghost"
            aria-pressed={tableShown}
            onClick={() => setTableShown((s) => !s)}
          >
            <Table2 aria-hidden="true" />
            {tableShown ? t('Hide table') : t('Show table')}
          </Button>
        )}
      </Head>
      {empty ?? (
        <>
          <div role="img" aria-label={summary} style={{ inlineSize: '100%', blockSize: 260 }}>
            {chart}
          </div>
          <TableArea $shown={tableShown}>{table}</TableArea>
        </>
      )}
    </Card>
  );
}
