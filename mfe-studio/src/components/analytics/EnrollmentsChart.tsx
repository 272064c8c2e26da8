import { useTheme } from 'styled-components';
import { parseISO } from 'date-fns';

import {
  Area,
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { CourseAnalytics } from '@canopy/contracts';
import { ChartCard } from './ChartCard';
import { FigureTable, TableScroll } from './FigureTable';
import { axisDay, shortDate } from '../../lib/dates';
import { useStudioT } from '../../i18n/useStudioT';
import { count } from './chartFormat';

// Periods are calendar days ('2025-03-10'), read as local dates.
const periodDate = (period: string) => parseISO(period);

/** New enrollments per period (bars) and the running total (area). */
export function EnrollmentsChart({ analytics }: { analytics: CourseAnalytics }) {
  const { t } = useStudioT();
  const theme = useTheme();
  const { enrollments, range } = analytics;
  const weekly = range === 'week';
  const added = enrollments.reduce((sum, p) => sum + p.count, 0);
  const total = enrollments.at(-1)?.cumulative ?? analytics.enrolled;
  const figures = { added: count(added), total: count(total) };
  const summary = weekly
    ? t(
        'Chart of enrollments per week over the last 26 weeks: {{added}} new, {{total}} in all. Show the table for each period.',
        figures,
      )
    : t(
        'Chart of enrollments per day over the last 30 days: {{added}} new, {{total}} in all. Show the table for each period.',
        figures,
      );
  const periodLong = (period: string) =>
    weekly ? t('Week of {{date}}', { date: shortDate(periodDate(period)) }) : shortDate(periodDate(period));
  const tick = { fill: theme.colors.textMuted, fontSize: 12 };

  return (
    <ChartCard
      title={t('Enrollments over time')}
      description={
        weekly
          ? t('{{added}} new in the last 26 weeks · {{total}} in all', figures)
          : t('{{added}} new in the last 30 days · {{total}} in all', figures)
      }
      summary={summary}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart
            data={enrollments}
            accessibilityLayer={false}
            margin={{ left: -16, right: 8, top: 8 }}
          >
            <CartesianGrid stroke={theme.colors.border} vertical={false} />
            <XAxis
              dataKey="period"
              tickFormatter={(p: string) => axisDay(periodDate(p))}
              tick={tick}
              minTickGap={20}
            />
            <YAxis allowDecimals={false} tick={tick} tickFormatter={(v: number) => count(v)} />
            <Tooltip
              labelFormatter={(p) => periodLong(String(p))}
              formatter={(value, name) => [typeof value === 'number' ? count(value) : value, name]}
            />
            <Legend verticalAlign="top" height={28} iconSize={10} wrapperStyle={{ fontSize: 12 }} />
            <Area
              type="monotone"
              dataKey="cumulative"
              name={t('Enrolled in all')}
              stroke={theme.colors.primary}
              fill={theme.colors.primarySoft}
              strokeWidth={2}
            />
            <Bar
              dataKey="count"
              name={weekly ? t('New this week') : t('New this day')}
              fill={theme.colors.accent}
              radius={[3, 3, 0, 0]}
              maxBarSize={24}
            />
          </ComposedChart>
        </ResponsiveContainer>
      }
      table={
        <TableScroll role="region" aria-label={t('Enrollments over time as a table')} tabIndex={0}>
          <FigureTable>
            <caption>
              {weekly ? t('Enrollments per week, newest first') : t('Enrollments per day, newest first')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{weekly ? t('Week starting') : t('Day')}</th>
                <th scope="col" className="num">
                  {t('New')}
                </th>
                <th scope="col" className="num">
                  {t('Enrolled in all')}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...enrollments].reverse().map((p) => (
                <tr key={p.period}>
                  <th scope="row">
                    <time dateTime={p.period}>{shortDate(periodDate(p.period))}</time>
                  </th>
                  <td className="num">{count(p.count)}</td>
                  <td className="num">{count(p.cumulative)}</td>
                </tr>
              ))}
            </tbody>
          </FigureTable>
        </TableScroll>
      }
    />
  );
}
