import styled from 'styled-components';

import type { CourseReview } from '@canopy/contracts';
import { ErrorState, Skeleton, Stack, Text } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { useCourseReviews } from '../../api/useCourseBuilder';
import { dateTime } from '../../lib/dates';
import { studioText, useStudioT } from '../../i18n/useStudioT';

const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  li {
    position: relative;
    padding-inline-start: ${({ theme }) => theme.space[6]};
  }
  li::before {
    content: '';
    position: absolute;
    inset-inline-start: 4px;
    inset-block-start: 6px;
    inline-size: 10px;
    block-size: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
  }
  li + li::after {
    content: '';
    position: absolute;
    inset-inline-start: 8px;
    inset-block-start: -${({ theme }) => theme.space[4]};
    block-size: ${({ theme }) => theme.space[5]};
    border-inline-start: 2px solid ${({ theme }) => theme.colors.border};
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  time,
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p {
    margin-block: ${({ theme }) => theme.space[1]} 0;
    margin-inline: 0;
    overflow-wrap: anywhere;
  }
`;

function what(review: CourseReview): string {
  switch (review.transition) {
    case 'submitted':
      return review.fromStatus
        ? studioText('Resubmitted for review')
        : studioText('Created and sent for review');
    case 'approved':
      return studioText('Approved');
    case 'rejected':
      return studioText('Rejected');
    case 'sent_back':
      return studioText('Sent back for changes');
  }
}

/** The course's review transitions, newest first, with the reviewer's reasons. */
export function ReviewHistory({ courseId }: { courseId: number }) {
  const { t } = useStudioT();
  const reviews = useCourseReviews(courseId);
  if (reviews.isLoading) {
    return (
      <Stack $gap={3} role="status" aria-label={t('Loading the review history')}>
        <Skeleton $height="40px" />
        <Skeleton $height="40px" />
      </Stack>
    );
  }
  if (reviews.isError) {
    return (
      <ErrorState
        as="h3"
        title={t('The review history could not be loaded')}
        message={errorMessage(reviews.error, t('Please try again.'))}
        onRetry={() => void reviews.refetch()}
        retryLabel={t('Try again')}
      />
    );
  }
  const list = [...(reviews.data ?? [])].reverse();
  if (list.length === 0)
    return (
      <Text $tone="muted" $size="sm">
        {t('No reviews recorded yet.')}
      </Text>
    );
  return (
    <Timeline aria-label={t('Review history')}>
      {list.map((r) => (
        <li key={r.id}>
          <strong>{what(r)}</strong>
          <time dateTime={r.createdAt}>{dateTime(r.createdAt)}</time>
          {r.reason && <p>{t('Reason: {{reason}}', { reason: r.reason })}</p>}
        </li>
      ))}
    </Timeline>
  );
}
