import { useId, useMemo, useState } from 'react';
import { useTheme } from 'styled-components';
import { currentLanguage } from '@canopy/i18n';
import { formatDate } from '@canopy/i18n/format';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChevronDown, TriangleAlert } from 'lucide-react';
import type { DailyCount } from '@canopy/contracts';
import { Button, Skeleton, VisuallyHiddenText } from '@canopy/ui';
import { useAdminT } from '../../i18n/useAdminT';
import { formatCount } from '../../lib/format';
import { Table } from '../DataTable';
import {
  Caption,
  Card,
  ChartArea,
  EmptyChart,
  Header,
  InlineError,
  Swatch,
  TableScroll,
  Totals,
} from './DailyChartCard.styles';

/** One series of a chart: its name, its colour and one count per day. */
export interface DailySeries {
  key: string;
  label: string;
  color: string;
  data: readonly DailyCount[];
}

export interface DailyChartCardProps {
  title: string;
  /** Where the numbers come from and what they count, under the title. */
  description: string;
  days: number;
  /** Undefined while the first answer is awaited. */
  series: readonly DailySeries[] | undefined;
  /** The failure text when the source could not be read (only this card shows it). */
  error?: string | null;
  onRetry?: () => void;
  /** Shown instead of the chart when every count of the window is 0. */
  emptyText: string;
}

// The API's days are calendar dates (yyyy-MM-dd): read as local midnight, so the day shown is the day sent.
const day = (date: string, pattern: string) => formatDate(`${date}T00:00:00`, pattern, currentLanguage());
const dayLabel = (date: string) => day(date, 'd MMM');
const total = (data: readonly DailyCount[]) => data.reduce((n, d) => n + d.count, 0);

/**
 * A figure of daily counts: a bar chart (one image for screen readers, described by its caption) with the same
 * numbers in a table that opens below it. Loading, failure and an all-zero window are this card's own states, so
 * one service being down never hides the others' figures.
 */
export function DailyChartCard({
  title,
  description,
  days,
  series,
  error,
  onRetry,
  emptyText,
}: DailyChartCardProps) {
  const { t } = useAdminT();
  const theme = useTheme();
  const id = useId();
  const [tableOpen, setTableOpen] = useState(false);
  const headingId = `${id}-title`;
  const tableId = `${id}-table`;
  const totals = series?.map((s) => ({ ...s, total: total(s.data) }));
  const empty = totals !== undefined && totals.every((s) => s.total === 0);
  const rows = useMemo(
    () =>
      series && series[0]
        ? series[0].data.map((d, i) => ({
            date: d.date,
            ...Object.fromEntries(series.map((s) => [s.key, s.data[i]?.count ?? 0])),
          }))
        : [],
    [series],
  );
  const summary = totals?.map((s) => `${formatCount(s.total)} ${s.label.toLowerCase()}`).join(', ');

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Header>
        <div>
          <h3 id={headingId}>{title}</h3>
          <p>{description}</p>
        </div>
        {totals && !error && (
          <Totals aria-label={t('Totals, last {{days}} days', { days })}>
            {totals.map((s) => (
              <div key={s.key}>
                <dt>
                  <Swatch style={{ background: s.color }} aria-hidden="true" />
                  {s.label}
                </dt>
                <dd>{formatCount(s.total)}</dd>
              </div>
            ))}
          </Totals>
        )}
      </Header>
      {error && !series ? (
        <InlineError role="alert">
          <TriangleAlert aria-hidden="true" size={20} />
          <div>
            <strong>{t('{{title}} could not be loaded.', { title })}</strong> <span>{error}</span>
          </div>
          {onRetry && (
            <Button size="sm" variant="outline" onClick={onRetry}>
              {t('Try again')}
            </Button>
          )}
        </InlineError>
      ) : !series || !totals ? (
        <div
          role="status"
          aria-busy="true"
          aria-label={t('Loading {{title}}', { title: title.toLowerCase() })}
        >
          <Skeleton style={{ height: 240 }} />
        </div>
      ) : empty ? (
        <EmptyChart>
          <p>{emptyText}</p>
        </EmptyChart>
      ) : (
        <>
          <figure style={{ margin: 0 }}>
            <Caption>
              {t('Per day (UTC), {{from}} – {{to}}', {
                from: day(rows[0]!.date, 'd MMM'),
                to: day(rows[rows.length - 1]!.date, 'd MMM yyyy'),
              })}
            </Caption>
            <ChartArea
              role="img"
              aria-label={t(
                'Bar chart of {{title}} per day over the last {{days}} days: {{summary}}. The table below lists each day.',
                { title: title.toLowerCase(), days, summary },
              )}
            >
              <ResponsiveContainer width="100%" height="100%">
                <BarChart
                  data={rows}
                  accessibilityLayer={false}
                  margin={{ left: -16, right: 8, top: 8 }}
                  barGap={1}
                >
                  <CartesianGrid stroke={theme.colors.border} vertical={false} />
                  <XAxis
                    dataKey="date"
                    tickFormatter={dayLabel}
                    tick={{ fill: theme.colors.textMuted, fontSize: 12 }}
                    minTickGap={20}
                  />
                  <YAxis allowDecimals={false} tick={{ fill: theme.colors.textMuted, fontSize: 12 }} />
                  <Tooltip
                    labelFormatter={(d) => day(String(d), 'EEE d MMM yyyy')}
                    cursor={{ fill: theme.colors.primarySoft }}
                  />
                  {series.map((s) => (
                    <Bar
                      key={s.key}
                      dataKey={s.key}
                      name={s.label}
                      fill={s.color}
                      radius={[3, 3, 0, 0]}
                      maxBarSize={28}
                      isAnimationActive={false}
                    />
                  ))}
                </BarChart>
              </ResponsiveContainer>
            </ChartArea>
          </figure>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={tableOpen}
            aria-controls={tableId}
            onClick={() => setTableOpen((open) => !open)}
            style={{ marginTop: 8 }}
          >
            <ChevronDown
              aria-hidden="true"
              size={16}
              style={{ transform: tableOpen ? 'rotate(180deg)' : undefined, transition: 'transform 120ms' }}
            />
            {tableOpen ? t('Hide the table') : t('Show as a table')}
          </Button>
          <TableScroll
            id={tableId}
            hidden={!tableOpen}
            role="region"
            aria-label={t('{{title}} per day', { title })}
            tabIndex={0}
          >
            <Table style={{ minWidth: 0 }}>
              <VisuallyHiddenText as="caption">
                {t('{{title}} per UTC day, newest first', { title })}
              </VisuallyHiddenText>
              <thead>
                <tr>
                  <th scope="col">{t('Day (UTC)')}</th>
                  {series.map((s) => (
                    <th key={s.key} scope="col">
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {[...rows].reverse().map((row) => (
                  <tr key={row.date}>
                    <th scope="row">
                      <time dateTime={row.date}>{day(row.date, 'EEE d MMM yyyy')}</time>
                    </th>
                    {series.map((s) => (
                      <td key={s.key}>
                        {formatCount(Number((row as Record<string, number | string>)[s.key]))}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        </>
      )}
    </Card>
  );
}
