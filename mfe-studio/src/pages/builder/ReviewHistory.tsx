import styled from 'styled-components';
import { format } from 'date-fns';
import type { CourseReview } from '@canopy/contracts';
import { ErrorState, Skeleton, Stack, Text } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { useCourseReviews } from '../../api/useCourseBuilder';

const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  li {
    position: relative;
    padding-left: ${({ theme }) => theme.space[6]};
  }
  li::before {
    content: '';
    position: absolute;
    left: 4px;
    top: 6px;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
  }
  li + li::after {
    content: '';
    position: absolute;
    left: 8px;
    top: -${({ theme }) => theme.space[4]};
    height: ${({ theme }) => theme.space[5]};
    border-left: 2px solid ${({ theme }) => theme.colors.border};
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
    margin: ${({ theme }) => theme.space[1]} 0 0;
    overflow-wrap: anywhere;
  }
`;

function what(review: CourseReview): string {
  switch (review.transition) {
    case 'submitted':
      return review.fromStatus ? 'Resubmitted for review' : 'Created and sent for review';
    case 'approved':
      return 'Approved';
    case 'rejected':
      return 'Rejected';
    case 'sent_back':
      return 'Sent back for changes';
  }
}

/** The course's review transitions, newest first, with the reviewer's reasons. */
export function ReviewHistory({ courseId }: { courseId: number }) {
  const reviews = useCourseReviews(courseId);
  if (reviews.isLoading) {
    return (
      <Stack $gap={3} role="status" aria-label="Loading the review history">
        <Skeleton $height="40px" />
        <Skeleton $height="40px" />
      </Stack>
    );
  }
  if (reviews.isError) {
    return (
      <ErrorState
        as="h3"
        title="The review history could not be loaded"
        message={errorMessage(reviews.error, 'Please try again.')}
        onRetry={() => void reviews.refetch()}
      />
    );
  }
  const list = [...(reviews.data ?? [])].reverse();
  if (list.length === 0)
    return (
      <Text $tone="muted" $size="sm">
        No reviews recorded yet.
      </Text>
    );
  return (
    <Timeline aria-label="Review history">
      {list.map((r) => (
        <li key={r.id}>
          <strong>{what(r)}</strong>
          <time dateTime={r.createdAt}>{format(new Date(r.createdAt), 'MMM d, yyyy, h:mm a')}</time>
          {r.reason && <p>Reason: {r.reason}</p>}
        </li>
      ))}
    </Timeline>
  );
}
