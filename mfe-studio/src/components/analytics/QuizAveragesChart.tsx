import { useTheme } from 'styled-components';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CourseAnalytics } from '@canopy/contracts';
import { EmptyState } from '@canopy/ui';
import { ChartCard } from './ChartCard';
import { FigureTable, TableScroll } from './FigureTable';
import { studioText, useStudioT } from '../../i18n/useStudioT';
import { percent } from '../../lib/percent';
import { count } from './chartFormat';

const score = (v: number | null) => (v === null ? studioText('No attempts') : percent(v));

/** Each quiz's average score (all attempts) with attempts, learners and pass rate in the table. */
export function QuizAveragesChart({ analytics }: { analytics: CourseAnalytics }) {
  const { t } = useStudioT();
  const theme = useTheme();
  const quizzes = analytics.quizzes.map((q, i) => ({ ...q, number: i + 1 }));
  const taken = quizzes.filter((q) => q.averageScore !== null);
  const overall = taken.length
    ? Math.round(taken.reduce((sum, q) => sum + q.averageScore!, 0) / taken.length)
    : null;
  const summary =
    overall === null
      ? t(
          'Bar chart of the average score of {{total}} quizzes, none attempted yet. Show the table for each quiz.',
          {
            total: quizzes.length,
          },
        )
      : t(
          'Bar chart of the average score of {{total}} quizzes, {{average}} on average. Show the table for each quiz.',
          { total: quizzes.length, average: percent(overall) },
        );
  const tick = { fill: theme.colors.textMuted, fontSize: 12 };

  return (
    <ChartCard
      title={t('Quiz averages')}
      description={
        overall === null
          ? t('Average score of every attempt at each quiz.')
          : t('{{average}} average across {{count}} attempted quizzes.', {
              average: percent(overall),
              count: taken.length,
            })
      }
      summary={summary}
      empty={
        quizzes.length === 0 ? (
          <EmptyState
            as="p"
            title={t('No quizzes yet')}
            description={t('Add a quiz to a lesson to see how learners score.')}
          />
        ) : undefined
      }
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={quizzes} accessibilityLayer={false} margin={{ left: -16, right: 8, top: 8 }}>
            <CartesianGrid stroke={theme.colors.border} vertical={false} />
            <XAxis
              dataKey="number"
              tick={tick}
              tickFormatter={(n) => t('Q{{number}}', { number: n })}
              interval="preserveStartEnd"
            />
            <YAxis domain={[0, 100]} tick={tick} tickFormatter={(v: number) => percent(v)} />
            <Tooltip
              labelFormatter={(_, payload) => {
                const row = payload?.[0]?.payload as (typeof quizzes)[number] | undefined;
                return row ? row.title : '';
              }}
              formatter={(value) => [percent(Number(value)), t('Average score')]}
            />
            <Bar
              dataKey="averageScore"
              name={t('Average score')}
              fill={theme.colors.info}
              radius={[3, 3, 0, 0]}
              maxBarSize={56}
            />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <TableScroll role="region" aria-label={t('Quiz averages as a table')} tabIndex={0}>
          <FigureTable>
            <caption>{t('Quiz results')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Quiz')}</th>
                <th scope="col" className="num">
                  {t('Attempts')}
                </th>
                <th scope="col" className="num">
                  {t('Learners')}
                </th>
                <th scope="col" className="num">
                  {t('Average score')}
                </th>
                <th scope="col" className="num">
                  {t('Pass rate')}
                </th>
              </tr>
            </thead>
            <tbody>
              {quizzes.map((q) => (
                <tr key={q.quizId}>
                  <th scope="row">{q.title}</th>
                  <td className="num">{count(q.attempts)}</td>
                  <td className="num">{count(q.learners)}</td>
                  <td className="num">{score(q.averageScore)}</td>
                  <td className="num">{score(q.passRate)}</td>
                </tr>
              ))}
            </tbody>
          </FigureTable>
        </TableScroll>
      }
    />
  );
}
