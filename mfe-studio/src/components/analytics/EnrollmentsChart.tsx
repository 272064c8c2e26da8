import { useTheme } from 'styled-components';
import { format, parseISO } from 'date-fns';
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

const periodLabel = (period: string) => format(parseISO(period), 'd MMM');
const periodLong = (period: string, range: CourseAnalytics['range']) =>
  `${range === 'week' ? 'Week of ' : ''}${format(parseISO(period), 'MMM d, yyyy')}`;

/** New enrollments per period (bars) and the running total (area). */
export function EnrollmentsChart({ analytics }: { analytics: CourseAnalytics }) {
  const theme = useTheme();
  const { enrollments, range } = analytics;
  const unit = range === 'week' ? 'week' : 'day';
  const span = range === 'week' ? 'last 26 weeks' : 'last 30 days';
  const added = enrollments.reduce((sum, p) => sum + p.count, 0);
  const total = enrollments.at(-1)?.cumulative ?? analytics.enrolled;
  const summary =
    `Chart of enrollments per ${unit} over the ${span}: ${added} new, ${total} in all. ` +
    'Show the table for each period.';
  const tick = { fill: theme.colors.textMuted, fontSize: 12 };

  return (
    <ChartCard
      title="Enrollments over time"
      description={`${added} new in the ${span} · ${total} in all`}
      summary={summary}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart
            data={enrollments}
            accessibilityLayer={false}
            margin={{ left: -16, right: 8, top: 8 }}
          >
            <CartesianGrid stroke={theme.colors.border} vertical={false} />
            <XAxis dataKey="period" tickFormatter={periodLabel} tick={tick} minTickGap={20} />
            <YAxis allowDecimals={false} tick={tick} />
            <Tooltip
              labelFormatter={(p) => periodLong(String(p), range)}
              formatter={(value, name) => [value, name]}
            />
            <Legend verticalAlign="top" height={28} iconSize={10} wrapperStyle={{ fontSize: 12 }} />
            <Area
              type="monotone"
              dataKey="cumulative"
              name="Enrolled in all"
              stroke={theme.colors.primary}
              fill={theme.colors.primarySoft}
              strokeWidth={2}
            />
            <Bar
              dataKey="count"
              name={`New this ${unit}`}
              fill={theme.colors.accent}
              radius={[3, 3, 0, 0]}
              maxBarSize={24}
            />
          </ComposedChart>
        </ResponsiveContainer>
      }
      table={
        <TableScroll role="region" aria-label="Enrollments over time as a table" tabIndex={0}>
          <FigureTable>
            <caption>Enrollments per {unit}, newest first</caption>
            <thead>
              <tr>
                <th scope="col">{range === 'week' ? 'Week starting' : 'Day'}</th>
                <th scope="col" className="num">
                  New
                </th>
                <th scope="col" className="num">
                  Enrolled in all
                </th>
              </tr>
            </thead>
            <tbody>
              {[...enrollments].reverse().map((p) => (
                <tr key={p.period}>
                  <th scope="row">
                    <time dateTime={p.period}>{format(parseISO(p.period), 'MMM d, yyyy')}</time>
                  </th>
                  <td className="num">{p.count}</td>
                  <td className="num">{p.cumulative}</td>
                </tr>
              ))}
            </tbody>
          </FigureTable>
        </TableScroll>
      }
    />
  );
}
