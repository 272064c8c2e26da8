import { useId, useState } from 'react';
import styled from 'styled-components';
import { BarChart3 } from 'lucide-react';
import type { CourseAnalytics as Figures } from '@canopy/contracts';
import { Button, EmptyState, ErrorState, Progress, Skeleton, Stack, VisuallyHiddenText } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { useCourseAnalytics, type AnalyticsRange } from '../../api/useCourseAnalytics';
import { EnrollmentsChart } from './EnrollmentsChart';
import { LessonCompletionChart } from './LessonCompletionChart';
import { PreferenceDistributionChart } from './PreferenceDistributionChart';
import { QuizAveragesChart } from './QuizAveragesChart';
import { msgKey } from '@canopy/i18n';
import { useStudioT } from '../../i18n/useStudioT';
import { percent } from '../../lib/percent';
import { count } from './chartFormat';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-inline-size: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Ranges = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Figures = styled.dl`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  > div {
    display: grid;
    gap: 6px;
    align-content: start;
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    min-inline-size: 0;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: 1.2;
  }
`;

const Charts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

const ranges: { value: AnalyticsRange; labelKey: string }[] = [
  { value: 'week', labelKey: msgKey('Last 26 weeks') },
  { value: 'day', labelKey: msgKey('Last 30 days') },
];

function quizAverage(figures: Figures): number | null {
  const taken = figures.quizzes.filter((q) => q.averageScore !== null);
  if (taken.length === 0) return null;
  return Math.round(taken.reduce((sum, q) => sum + q.averageScore!, 0) / taken.length);
}

function Summary({ figures }: { figures: Figures }) {
  const { t } = useStudioT();
  const average = quizAverage(figures);
  return (
    <Figures aria-label={t('Learner figures')}>
      <div>
        <dt>{t('Learners enrolled')}</dt>
        <dd>{count(figures.enrolled)}</dd>
      </div>
      <div>
        <dt>{t('Completed the course')}</dt>
        <dd>{count(figures.completed)}</dd>
      </div>
      <div>
        <dt>{t('Completion rate')}</dt>
        <dd>
          {percent(figures.completionRate)}
          <Progress value={figures.completionRate} label={t('Completion rate')} size="sm" />
        </dd>
      </div>
      <div>
        <dt>{t('Quiz average')}</dt>
        <dd>{average === null ? '—' : percent(average)}</dd>
      </div>
    </Figures>
  );
}

/**
 * A course's analytics (GET /api/courses/{id}/analytics): enrollments over time, completion rate, completion by
 * lesson (where learners stop) and quiz averages. Each chart is one image for screen readers, summarised in its
 * label, with the same figures in a table.
 */
export default function CourseAnalytics({ courseId }: { courseId: number }) {
  const { t } = useStudioT();
  const headingId = useId();
  const [range, setRange] = useState<AnalyticsRange>('week');
  const analytics = useCourseAnalytics(courseId, range);
  const figures = analytics.data;

  return (
    <Section aria-labelledby={headingId} aria-busy={analytics.isFetching || undefined}>
      <Head>
        <h2 id={headingId}>{t('Analytics')}</h2>
        {figures && figures.enrolled > 0 && (
          <Ranges role="group" aria-label={t('Enrollment period')}>
            {ranges.map((r) => (
              <Button
                key={r.value}
                size="sm"
                variant={range === r.value ? 'primary' : 'outline'}
                aria-pressed={range === r.value}
                onClick={() => setRange(r.value)}
              >
                {t(r.labelKey)}
              </Button>
            ))}
          </Ranges>
        )}
      </Head>
      {analytics.isError && !figures ? (
        <ErrorState
          as="h3"
          title={t('The analytics could not be loaded')}
          message={errorMessage(analytics.error, t('Please try again.'))}
          onRetry={() => void analytics.refetch()}
          retryLabel={t('Try again')}
        />
      ) : !figures ? (
        <Stack $gap={3} role="status" aria-label={t('Loading analytics')}>
          <Skeleton style={{ blockSize: 88 }} />
          <Skeleton style={{ blockSize: 300 }} />
        </Stack>
      ) : figures.enrolled === 0 ? (
        <EmptyState
          as="h3"
          icon={<BarChart3 aria-hidden="true" />}
          title={t('No learners yet')}
          description={t(
            'Once learners enrol, you will see enrollments over time, where learners stop and how they score in quizzes.',
          )}
        />
      ) : (
        <>
          <VisuallyHiddenText role="status">
            {range === 'week'
              ? t('Enrollments for the last 26 weeks')
              : t('Enrollments for the last 30 days')}
          </VisuallyHiddenText>
          <Summary figures={figures} />
          <Charts>
            <EnrollmentsChart analytics={figures} />
            <LessonCompletionChart analytics={figures} />
            <QuizAveragesChart analytics={figures} />
            <PreferenceDistributionChart courseId={figures.courseId} />
          </Charts>
        </>
      )}
    </Section>
  );
}
