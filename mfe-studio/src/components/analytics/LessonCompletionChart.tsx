import { useTheme } from 'styled-components';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CourseAnalytics } from '@canopy/contracts';
import { EmptyState } from '@canopy/ui';
import { ChartCard } from './ChartCard';
import { FigureTable, TableScroll } from './FigureTable';
import { biggestDrop, percentOf } from './lessonDrop';
import { useStudioT } from '../../i18n/useStudioT';
import { percent } from '../../lib/percent';
import { count } from './chartFormat';

/** Every lesson in learning order with the share of enrolled learners who completed it. */
export function LessonCompletionChart({ analytics }: { analytics: CourseAnalytics }) {
  const { t } = useStudioT();
  const theme = useTheme();
  const { lessons, enrolled } = analytics;
  const rows = lessons.map((l, i) => ({ ...l, number: i + 1, percent: percentOf(l.completions, enrolled) }));
  const drop = biggestDrop(lessons, enrolled);
  const stop = drop ? rows[drop.index] : undefined;
  const description = stop
    ? t(
        'Most learners stop before lesson {{number}}, “{{title}}” ({{points}} points fewer than the step before).',
        { number: stop.number, title: stop.title, points: count(drop!.points) },
      )
    : t('The share of enrolled learners who completed each lesson, in learning order.');
  const summary = stop
    ? t(
        'Bar chart of lesson completion for {{total}} lessons in learning order. The biggest drop is at lesson {{number}}, {{title}}. Show the table for each lesson.',
        { total: lessons.length, number: stop.number, title: stop.title },
      )
    : t(
        'Bar chart of lesson completion for {{total}} lessons in learning order. Show the table for each lesson.',
        { total: lessons.length },
      );
  const tick = { fill: theme.colors.textMuted, fontSize: 12 };

  return (
    <ChartCard
      title={t('Completion by lesson')}
      description={description}
      summary={summary}
      empty={
        lessons.length === 0 ? (
          <EmptyState
            as="p"
            title={t('No lessons yet')}
            description={t('Add lessons to see where learners stop.')}
          />
        ) : undefined
      }
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} accessibilityLayer={false} margin={{ left: -16, right: 8, top: 8 }}>
            <CartesianGrid stroke={theme.colors.border} vertical={false} />
            <XAxis
              dataKey="number"
              tick={tick}
              tickFormatter={(n) => t('L{{number}}', { number: n })}
              interval="preserveStartEnd"
            />
            <YAxis domain={[0, 100]} tick={tick} tickFormatter={(v: number) => percent(v)} />
            <Tooltip
              labelFormatter={(_, payload) => {
                const row = payload?.[0]?.payload as (typeof rows)[number] | undefined;
                return row ? t('Lesson {{number}}: {{title}}', { number: row.number, title: row.title }) : '';
              }}
              formatter={(value, _name, item) => [
                t('{{share}} ({{learners}} learners)', {
                  share: percent(Number(value)),
                  learners: count((item.payload as (typeof rows)[number]).completions),
                }),
                t('Completed'),
              ]}
            />
            <Bar
              dataKey="percent"
              name={t('Completed')}
              fill={theme.colors.primary}
              radius={[3, 3, 0, 0]}
              maxBarSize={56}
            />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <TableScroll role="region" aria-label={t('Completion by lesson as a table')} tabIndex={0}>
          <FigureTable>
            <caption>
              {t('Lesson completion, in learning order ({{enrolled}} enrolled)', {
                enrolled: count(enrolled),
              })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('Lesson')}</th>
                <th scope="col">{t('Module')}</th>
                <th scope="col" className="num">
                  {t('Completed')}
                </th>
                <th scope="col" className="num">
                  {t('Share')}
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
                  <td className="num">{count(l.completions)}</td>
                  <td className="num">{percent(l.percent)}</td>
                </tr>
              ))}
            </tbody>
          </FigureTable>
        </TableScroll>
      }
    />
  );
}
