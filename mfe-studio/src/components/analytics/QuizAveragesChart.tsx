import { useTheme } from 'styled-components';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CourseAnalytics } from '@canopy/contracts';
import { EmptyState } from '@canopy/ui';
import { ChartCard } from './ChartCard';
import { FigureTable, TableScroll } from './FigureTable';

const percent = (v: number | null) => (v === null ? 'No attempts' : `${v}%`);

/** Each quiz's average score (all attempts) with attempts, learners and pass rate in the table. */
export function QuizAveragesChart({ analytics }: { analytics: CourseAnalytics }) {
  const theme = useTheme();
  const quizzes = analytics.quizzes.map((q, i) => ({ ...q, number: i + 1 }));
  const taken = quizzes.filter((q) => q.averageScore !== null);
  const overall = taken.length
    ? Math.round(taken.reduce((sum, q) => sum + q.averageScore!, 0) / taken.length)
    : null;
  const summary =
    `Bar chart of the average score of ${quizzes.length} quizzes` +
    (overall === null ? ', none attempted yet. ' : `, ${overall}% on average. `) +
    'Show the table for each quiz.';
  const tick = { fill: theme.colors.textMuted, fontSize: 12 };

  return (
    <ChartCard
      title="Quiz averages"
      description={
        overall === null
          ? 'Average score of every attempt at each quiz.'
          : `${overall}% average across ${taken.length} attempted ${taken.length === 1 ? 'quiz' : 'quizzes'}.`
      }
      summary={summary}
      empty={
        quizzes.length === 0 ? (
          <EmptyState
            as="p"
            title="No quizzes yet"
            description="Add a quiz to a lesson to see how learners score."
          />
        ) : undefined
      }
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={quizzes} accessibilityLayer={false} margin={{ left: -16, right: 8, top: 8 }}>
            <CartesianGrid stroke={theme.colors.border} vertical={false} />
            <XAxis dataKey="number" tick={tick} tickFormatter={(n) => `Q${n}`} interval="preserveStartEnd" />
            <YAxis domain={[0, 100]} tick={tick} tickFormatter={(v) => `${v}%`} />
            <Tooltip
              labelFormatter={(_, payload) => {
                const row = payload?.[0]?.payload as (typeof quizzes)[number] | undefined;
                return row ? row.title : '';
              }}
              formatter={(value) => [`${value}%`, 'Average score']}
            />
            <Bar
              dataKey="averageScore"
              name="Average score"
              fill={theme.colors.info}
              radius={[3, 3, 0, 0]}
              maxBarSize={56}
            />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <TableScroll role="region" aria-label="Quiz averages as a table" tabIndex={0}>
          <FigureTable>
            <caption>Quiz results</caption>
            <thead>
              <tr>
                <th scope="col">Quiz</th>
                <th scope="col" className="num">
                  Attempts
                </th>
                <th scope="col" className="num">
                  Learners
                </th>
                <th scope="col" className="num">
                  Average score
                </th>
                <th scope="col" className="num">
                  Pass rate
                </th>
              </tr>
            </thead>
            <tbody>
              {quizzes.map((q) => (
                <tr key={q.quizId}>
                  <th scope="row">{q.title}</th>
                  <td className="num">{q.attempts}</td>
                  <td className="num">{q.learners}</td>
                  <td className="num">{percent(q.averageScore)}</td>
                  <td className="num">{percent(q.passRate)}</td>
                </tr>
              ))}
            </tbody>
          </FigureTable>
        </TableScroll>
      }
    />
  );
}
