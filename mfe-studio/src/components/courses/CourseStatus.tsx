import styled from 'styled-components';
import type { CourseStatus } from '@canopy/contracts';
import { Badge } from '@canopy/ui';
import { msgKey } from '@canopy/i18n';
import { useStudioT } from '../../i18n/useStudioT';

/** Each status's name (an English key of the studio's catalogue: `t(courseStatusLabels[status])`). */
export const courseStatusLabels: Record<CourseStatus, string> = {
  approved: msgKey('Approved'),
  pending: msgKey('Pending review'),
  rejected: msgKey('Rejected'),
};

/** A course's status: approved green, any other status yellow (specification). */
export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  const { t } = useStudioT();
  return (
    <Badge $variant={status === 'approved' ? 'success' : 'warning'}>{t(courseStatusLabels[status])}</Badge>
  );
}

export const RejectionReason = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
