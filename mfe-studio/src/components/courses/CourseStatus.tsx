import styled from 'styled-components';
import type { CourseStatus } from '@canopy/contracts';
import { Badge } from '@canopy/ui';

export const courseStatusLabels: Record<CourseStatus, string> = {
  approved: 'Approved',
  pending: 'Pending review',
  rejected: 'Rejected',
};

/** A course's status: approved green, any other status yellow (specification). */
export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  return <Badge $variant={status === 'approved' ? 'success' : 'warning'}>{courseStatusLabels[status]}</Badge>;
}

export const RejectionReason = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
