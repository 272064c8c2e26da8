import { useTheme } from 'styled-components';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Users } from 'lucide-react';
import { assessmentCategoryLabels } from '@canopy/contracts';
import { EmptyState, ErrorState, Skeleton } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { useCoursePreferences } from '../../api/useCoursePreferences';
import { ChartCard } from './ChartCard';
import { FigureTable, TableScroll } from './FigureTable';
import { translateMessage } from '@canopy/i18n';
import { useStudioT } from '../../i18n/useStudioT';
import { percent } from '../../lib/percent';
import { count } from './chartFormat';

/**
 * How many of the course's learners name each format as their first preference (their latest questionnaire),
 * with the mean score per category. Aggregated only, and only once enough learners have taken the questionnaire:
 * below that the service answers no figures at all, so no small group can be traced to a person.
 */
export function PreferenceDistributionChart({ courseId }: { courseId: number }) {
  const { t } = useStudioT();
  const theme = useTheme();
  const query = useCoursePreferences(courseId);
  const figures = query.data;
  if (query.isError)
    return (
      <ErrorState
        as="h3"
        title={t('The learning preferences could not be loaded')}
        message={errorMessage(query.error, t('Please try again.'))}
        onRetry={() => void query.refetch()}
        retryLabel={t('Try again')}
      />
    );
  if (!figures)
    return (
      <Skeleton role="status" aria-label={t('Loading learning preferences')} style={{ blockSize: 300 }} />
    );

  // Named keys only: recharts hands each row's fields to its bar's <path>, and a `style` field there ("visual")
  // is a string where React needs an object — the whole builder page crashed once enough learners had answered.
  const rows = (figures.primary ?? []).map((p) => ({
    category: p.style,
    learners: p.learners,
    label: translateMessage(assessmentCategoryLabels[p.style]),
    share: figures.assessedLearners ? Math.round((p.learners / figures.assessedLearners) * 100) : 0,
  }));
  const tick = { fill: theme.colors.textMuted, fontSize: 12 };
  const top = [...rows].sort((a, b) => b.learners - a.learners)[0];
  return (
    <ChartCard
      title={t('Learning preferences')}
      description={
        figures.enoughLearners
          ? t(
              'First preferences of {{learners}} learners who took the questionnaire. Preferences help learners pick material they enjoy; they are not a reason to teach one format only.',
              { learners: count(figures.assessedLearners ?? 0) },
            )
          : t(
              'Shown once at least {{minimum}} of your learners have taken the learning-preferences questionnaire, so no answer can be traced to a person.',
              { minimum: count(figures.minimumLearners) },
            )
      }
      summary={
        top
          ? t(
              'Bar chart of learners by first preference; most often {{category}} ({{learners}} learners). Show the table for every figure.',
              { category: top.label, learners: count(top.learners) },
            )
          : t('No figures yet.')
      }
      empty={
        figures.enoughLearners ? undefined : (
          <EmptyState
            as="p"
            icon={<Users aria-hidden="true" />}
            title={t('Not enough learners yet')}
            description={t('Figures appear from {{minimum}} learners up.', {
              minimum: count(figures.minimumLearners),
            })}
          />
        )
      }
      chart={
        <ResponsiveContainer width="100%" height="100%">
          {/* Bars across, names down the side: four long category names never fit side by side at 360 px. */}
          <BarChart
            data={rows}
            layout="vertical"
            accessibilityLayer={false}
            margin={{ left: 0, right: 16, top: 8 }}
          >
            <CartesianGrid stroke={theme.colors.border} horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={tick} tickFormatter={(v: number) => count(v)} />
            <YAxis type="category" dataKey="label" tick={tick} width={168} interval={0} />
            <Tooltip formatter={(value) => [count(Number(value)), t('Learners')]} />
            <Bar
              dataKey="learners"
              name={t('Learners')}
              fill={theme.colors.primary}
              radius={[0, 3, 3, 0]}
              maxBarSize={32}
            />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <TableScroll role="region" aria-label={t('Learning preferences as a table')} tabIndex={0}>
          <FigureTable>
            <caption>{t('Learners by first preference, and mean scores')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Category')}</th>
                <th scope="col" className="num">
                  {t('First preference of')}
                </th>
                <th scope="col" className="num">
                  {t('Mean score')}
                </th>
              </tr>
            </thead>
            <tbody>
              {(figures.averageScores ?? []).map((s) => {
                const row = rows.find((r) => r.category === s.category);
                return (
                  <tr key={s.category}>
                    <th scope="row">{translateMessage(assessmentCategoryLabels[s.category])}</th>
                    <td className="num">{row ? `${count(row.learners)} (${percent(row.share)})` : '—'}</td>
                    <td className="num">{count(s.score)}</td>
                  </tr>
                );
              })}
            </tbody>
          </FigureTable>
        </TableScroll>
      }
    />
  );
}
