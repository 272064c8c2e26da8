import { useTheme } from 'styled-components';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CourseAnalytics } from '@canopy/contracts';
import { EmptyState } from '@canopy/ui';
import { ChartCard } from './ChartCard';
import { FigureTable, TableScroll } from './FigureTable';
import { biggestDrop, percentOf } from './lessonDrop';

/** Every lesson in learning order with the share of enrolled learners who completed it. */
export function LessonCompletionChart({ analytics }: { analytics: CourseAnalytics }) {
  const theme = useTheme();
  const { lessons, enrolled } = analytics;
  const rows = lessons.map((l, i) => ({ ...l, number: i + 1, percent: percentOf(l.completions, enrolled) }));
  const drop = biggestDrop(lessons, enrolled);
  const stop = drop ? rows[drop.index] : undefined;
  const description = stop
    ? `Most learners stop before lesson ${stop.number}, “${stop.title}” (${drop!.points} points fewer than the step before).`
    : 'The share of enrolled learners who completed each lesson, in learning order.';
  const summary =
    `Bar chart of lesson completion for ${lessons.length} lessons in learning order. ` +
    (stop ? `The biggest drop is at lesson ${stop.number}, ${stop.title}. ` : '') +
    'Show the table for each lesson.';
  const tick = { fill: theme.colors.textMuted, fontSize: 12 };

  return (
    <ChartCard
      title="Completion by lesson"
      description={description}
      summary={summary}
      empty={
        lessons.length === 0 ? (
          <EmptyState as="p" title="No lessons yet" description="Add lessons to see where learners stop." />
        ) : undefined
      }
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} accessibilityLayer={false} margin={{ left: -16, right: 8, top: 8 }}>
            <CartesianGrid stroke={theme.colors.border} vertical={false} />
            <XAxis dataKey="number" tick={tick} tickFormatter={(n) => `L${n}`} interval="preserveStartEnd" />
            <YAxis domain={[0, 100]} tick={tick} tickFormatter={(v) => `${v}%`} />
            <Tooltip
              labelFormatter={(_, payload) => {
                const row = payload?.[0]?.payload as (typeof rows)[number] | undefined;
                return row ? `Lesson ${row.number}: ${row.title}` : '';
              }}
              formatter={(value, _name, item) => [
                `${value}% (${(item.payload as (typeof rows)[number]).completions} learners)`,
                'Completed',
              ]}
            />
            <Bar
              dataKey="percent"
              name="Completed"
              fill={theme.colors.primary}
              radius={[3, 3, 0, 0]}
              maxBarSize={56}
            />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <TableScroll role="region" aria-label="Completion by lesson as a table" tabIndex={0}>
          <FigureTable>
            <caption>Lesson completion, in learning order ({enrolled} enrolled)</caption>
            <thead>
              <tr>
                <th scope="col">Lesson</th>
                <th scope="col">Module</th>
                <th scope="col" className="num">
                  Completed
                </th>
                <th scope="col" className="num">
                  Share
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((l) => (
                <tr key={l.lessonId}>
                  <th scope="row">
                    {l.number}. {l.title}
                  </th>
                  <td>{l.moduleTitle}</td>
                  <td className="num">{l.completions}</td>
                  <td className="num">{l.percent}%</td>
                </tr>
              ))}
            </tbody>
          </FigureTable>
        </TableScroll>
      }
    />
  );
}
