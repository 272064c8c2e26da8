import { useId, useState } from 'react';
import styled from 'styled-components';
import { BarChart3 } from 'lucide-react';
import type { CourseAnalytics as Figures } from '@canopy/contracts';
import { Button, EmptyState, ErrorState, Progress, Skeleton, Stack, VisuallyHiddenText } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { useCourseAnalytics, type AnalyticsRange } from '../../api/useCourseAnalytics';
import { EnrollmentsChart } from './EnrollmentsChart';
import { LessonCompletionChart } from './LessonCompletionChart';
import { QuizAveragesChart } from './QuizAveragesChart';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
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
    min-width: 0;
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

const ranges: { value: AnalyticsRange; label: string }[] = [
  { value: 'week', label: 'Last 26 weeks' },
  { value: 'day', label: 'Last 30 days' },
];

function quizAverage(figures: Figures): number | null {
  const taken = figures.quizzes.filter((q) => q.averageScore !== null);
  if (taken.length === 0) return null;
  return Math.round(taken.reduce((sum, q) => sum + q.averageScore!, 0) / taken.length);
}

function Summary({ figures }: { figures: Figures }) {
  const average = quizAverage(figures);
  return (
    <Figures aria-label="Learner figures">
      <div>
        <dt>Learners enrolled</dt>
        <dd>{figures.enrolled}</dd>
      </div>
      <div>
        <dt>Completed the course</dt>
        <dd>{figures.completed}</dd>
      </div>
      <div>
        <dt>Completion rate</dt>
        <dd>
          {figures.completionRate}%
          <Progress value={figures.completionRate} label="Completion rate" size="sm" />
        </dd>
      </div>
      <div>
        <dt>Quiz average</dt>
        <dd>{average === null ? '—' : `${average}%`}</dd>
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
  const headingId = useId();
  const [range, setRange] = useState<AnalyticsRange>('week');
  const analytics = useCourseAnalytics(courseId, range);
  const figures = analytics.data;

  return (
    <Section aria-labelledby={headingId} aria-busy={analytics.isFetching || undefined}>
      <Head>
        <h2 id={headingId}>Analytics</h2>
        {figures && figures.enrolled > 0 && (
          <Ranges role="group" aria-label="Enrollment period">
            {ranges.map((r) => (
              <Button
                key={r.value}
                size="sm"
                variant={range === r.value ? 'primary' : 'outline'}
                aria-pressed={range === r.value}
                onClick={() => setRange(r.value)}
              >
                {r.label}
              </Button>
            ))}
          </Ranges>
        )}
      </Head>
      {analytics.isError && !figures ? (
        <ErrorState
          as="h3"
          title="The analytics could not be loaded"
          message={errorMessage(analytics.error, 'Please try again.')}
          onRetry={() => void analytics.refetch()}
        />
      ) : !figures ? (
        <Stack $gap={3} role="status" aria-label="Loading analytics">
          <Skeleton style={{ height: 88 }} />
          <Skeleton style={{ height: 300 }} />
        </Stack>
      ) : figures.enrolled === 0 ? (
        <EmptyState
          as="h3"
          icon={<BarChart3 aria-hidden="true" />}
          title="No learners yet"
          description="Once learners enrol, you will see enrollments over time, where learners stop and how they score in quizzes."
        />
      ) : (
        <>
          <VisuallyHiddenText role="status">
            {`Enrollments for the ${range === 'week' ? 'last 26 weeks' : 'last 30 days'}`}
          </VisuallyHiddenText>
          <Summary figures={figures} />
          <Charts>
            <EnrollmentsChart analytics={figures} />
            <LessonCompletionChart analytics={figures} />
            <QuizAveragesChart analytics={figures} />
          </Charts>
        </>
      )}
    </Section>
  );
}
