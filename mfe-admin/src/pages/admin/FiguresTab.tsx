import { useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { Button, VisuallyHiddenText } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { useCourseFigures, useForumFigures, useIdentityFigures } from '../../api/useAdminFigures';
import { DailyChartCard } from '../../components/figures/DailyChartCard';
import { useAdminT } from '../../i18n/useAdminT';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-block-end: 16px;
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Windows = styled.div`
  display: inline-flex;
  gap: 8px;
`;

const Charts = styled.div`
  display: grid;
  gap: 16px;
`;

type Days = 30 | 90;

/** A source's failure as text for its own card, or null (its last answer is still shown while refetching). */
function failure(query: { isError: boolean; error: unknown }, fallback: string): string | null {
  return query.isError ? errorMessage(query.error, fallback) : null;
}

/**
 * Figures: sign-ups (identity), enrollments and completions (course service) and forum activity (forum service)
 * per UTC day over the last 30 or 90 days, one request per source. Each source has its own card with its own
 * loading, empty and error states; a service whose API is not deployed has no card.
 */
export default function FiguresTab() {
  const { t } = useAdminT();
  const [days, setDays] = useState<Days>(30);
  const theme = useTheme();
  const identity = useIdentityFigures(days);
  const course = useCourseFigures(days);
  const forum = useForumFigures(days);

  return (
    <section aria-labelledby="figures-heading">
      <VisuallyHiddenText as="h2" id="figures-heading">
        {t('Figures')}
      </VisuallyHiddenText>
      <Toolbar>
        <Windows role="group" aria-label={t('Period')}>
          {([30, 90] as const).map((n) => (
            <Button
              key={n}
              size="sm"
              variant={days === n ? 'primary' : 'outline'}
              aria-pressed={days === n}
              onClick={() => setDays(n)}
            >
              {t('Last {{days}} days', { days: n })}
            </Button>
          ))}
        </Windows>
        <p>{t('Counted per calendar day in UTC; today is included.')}</p>
      </Toolbar>
      <Charts>
        <DailyChartCard
          title={t('Sign-ups')}
          description={t('New accounts of every role.')}
          days={days}
          series={
            identity.data && [
              {
                key: 'signUps',
                label: t('Sign-ups'),
                color: theme.colors.primary,
                data: identity.data.signUps,
              },
            ]
          }
          error={failure(identity, t('The sign-ups could not be read. Please try again.'))}
          onRetry={() => void identity.refetch()}
          emptyText={t('No one signed up in the last {{days}} days.', { days })}
        />
        {course.offered !== false && (
          <DailyChartCard
            title={t('Enrollments and completions')}
            description={t('Learners joining a course, and learners completing one.')}
            days={days}
            series={
              course.query.data && [
                {
                  key: 'enrollments',
                  label: t('Enrollments'),
                  color: theme.colors.info,
                  data: course.query.data.enrollments,
                },
                {
                  key: 'completions',
                  label: t('Completions'),
                  color: theme.colors.accent,
                  data: course.query.data.completions,
                },
              ]
            }
            error={failure(course.query, t('The course figures could not be read. Please try again.'))}
            onRetry={() => void course.query.refetch()}
            emptyText={t('No enrollments or completions in the last {{days}} days.', { days })}
          />
        )}
        {forum.offered !== false && (
          <DailyChartCard
            title={t('Forum activity')}
            description={t(
              'Discussions started and replies posted, including posts hidden or removed since.',
            )}
            days={days}
            series={
              forum.query.data && [
                {
                  key: 'discussions',
                  label: t('Discussions'),
                  color: theme.colors.primary,
                  data: forum.query.data.discussions,
                },
                {
                  key: 'replies',
                  label: t('Replies'),
                  color: theme.colors.accent,
                  data: forum.query.data.replies,
                },
              ]
            }
            error={failure(forum.query, t('The forum figures could not be read. Please try again.'))}
            onRetry={() => void forum.query.refetch()}
            emptyText={t('No discussions or replies in the last {{days}} days.', { days })}
          />
        )}
      </Charts>
    </section>
  );
}
