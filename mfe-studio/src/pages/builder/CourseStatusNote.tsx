import styled from 'styled-components';
import type { CourseDetail } from '@canopy/contracts';
import { Badge } from '@canopy/ui';
import { courseStatusLabels } from '../../components/courses/CourseStatus';
import { useStudioT } from '../../i18n/useStudioT';

/** The builder's status badge: approved green, rejected red, pending yellow. */
export function BuilderStatusBadge({ status }: { status: CourseDetail['status'] }) {
  const { t } = useStudioT();
  const variant = status === 'approved' ? 'success' : status === 'rejected' ? 'destructive' : 'warning';
  return <Badge $variant={variant}>{t(courseStatusLabels[status])}</Badge>;
}

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** What the status means for the educator now (and the reviewer's reason for a rejection). */
export function CourseStatusNote({ course }: { course: Pick<CourseDetail, 'status' | 'rejectionReason'> }) {
  const { t } = useStudioT();
  if (course.status === 'approved') {
    return (
      <Note>{t('Approved: learners find it in the catalogue. Changes you make here are live at once.')}</Note>
    );
  }
  if (course.status === 'rejected') {
    return (
      <Note>
        <strong>{t('Reason for rejection:')}</strong> {course.rejectionReason || t('No reason was given.')}
      </Note>
    );
  }
  return <Note>{t('Waiting for an administrator’s review. You can keep building while you wait.')}</Note>;
}
