import { useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { format, parseISO } from 'date-fns';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { BarChart3 } from 'lucide-react';
import {
  Button,
  Card,
  CollapsibleSection,
  EmptyState,
  ErrorState,
  Skeleton,
  VisuallyHiddenText,
} from '@canopy/ui';
import { errorMessage } from '../../api/errorMessage';
import { useIdentityFigures } from '../../api/useAdminFigures';
import { Table, TableRegion } from '../../components/DataTable';

const Windows = styled.div`
  display: inline-flex;
  gap: 8px;
  margin-bottom: 16px;
`;

const ChartCard = styled(Card)`
  padding: 20px;
  margin-bottom: 16px;
  figure {
    margin: 0;
  }
  figcaption {
    margin-bottom: 12px;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  .total {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const dayLabel = (date: string) => format(parseISO(date), 'd MMM');

/**
 * Figures: daily sign-ups over the last 30 or 90 days (GET /api/admin/figures, real counts, UTC days). The chart is
 * one image for screen readers, described by its caption; the same numbers are in the table below it.
 */
export default function FiguresTab() {
  const [days, setDays] = useState<30 | 90>(30);
  const figures = useIdentityFigures(days);
  const theme = useTheme();
  const signUps = figures.data?.signUps ?? [];
  const total = signUps.reduce((sum, d) => sum + d.count, 0);

  return (
    <section aria-labelledby="figures-heading">
      <VisuallyHiddenText as="h2" id="figures-heading">
        Figures
      </VisuallyHiddenText>
      <Windows role="group" aria-label="Period">
        {([30, 90] as const).map((n) => (
          <Button
            key={n}
            size="sm"
            variant={days === n ? 'primary' : 'outline'}
            aria-pressed={days === n}
            onClick={() => setDays(n)}
          >
            Last {n} days
          </Button>
        ))}
      </Windows>
      {figures.isError && !figures.data ? (
        <ErrorState
          as="h3"
          title="The figures could not be loaded"
          message={errorMessage(figures.error, 'Please try again.')}
          onRetry={() => void figures.refetch()}
        />
      ) : !figures.data ? (
        <div role="status" aria-busy="true" aria-label="Loading figures">
          <Skeleton style={{ height: 300 }} />
        </div>
      ) : signUps.length === 0 ? (
        <EmptyState as="h3" icon={<BarChart3 aria-hidden="true" />} title="No figures for this period" />
      ) : (
        <>
          <ChartCard>
            <figure>
              <figcaption id="signups-caption">
                Sign-ups per day, last {figures.data.days} days
                <span className="total">
                  {total} new {total === 1 ? 'account' : 'accounts'} in this period
                </span>
              </figcaption>
              <div
                role="img"
                aria-label={`Bar chart of daily sign-ups over the last ${figures.data.days} days: ${total} in all. The table below lists each day.`}
                style={{ width: '100%', height: 260 }}
              >
                <ResponsiveContainer width="100%" height="100%">
                  <BarChart data={signUps} accessibilityLayer={false} margin={{ left: -16, right: 8 }}>
                    <CartesianGrid stroke={theme.colors.border} vertical={false} />
                    <XAxis
                      dataKey="date"
                      tickFormatter={dayLabel}
                      tick={{ fill: theme.colors.textMuted, fontSize: 12 }}
                      minTickGap={16}
                    />
                    <YAxis allowDecimals={false} tick={{ fill: theme.colors.textMuted, fontSize: 12 }} />
                    <Tooltip
                      labelFormatter={(d) => dayLabel(String(d))}
                      formatter={(value) => [value, 'Sign-ups']}
                    />
                    <Bar dataKey="count" name="Sign-ups" fill={theme.colors.primary} radius={[3, 3, 0, 0]} />
                  </BarChart>
                </ResponsiveContainer>
              </div>
            </figure>
          </ChartCard>
          <CollapsibleSection title="Sign-ups per day as a table" headingLevel={3}>
            <TableRegion role="region" aria-label="Sign-ups per day" tabIndex={0}>
              <Table style={{ minWidth: 0 }}>
                <thead>
                  <tr>
                    <th scope="col">Day (UTC)</th>
                    <th scope="col">Sign-ups</th>
                  </tr>
                </thead>
                <tbody>
                  {[...signUps].reverse().map((d) => (
                    <tr key={d.date}>
                      <td>
                        <time dateTime={d.date}>{format(parseISO(d.date), 'EEE d MMM yyyy')}</time>
                      </td>
                      <td>{d.count}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableRegion>
          </CollapsibleSection>
        </>
      )}
    </section>
  );
}
