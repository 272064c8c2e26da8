import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeft, Eye } from 'lucide-react';
import type { CourseDetail } from '@canopy/contracts';
import { Button } from '@canopy/ui';
import { BuilderStatusBadge } from './CourseStatusNote';
import { useStudioT } from '../../i18n/useStudioT';
import { ExportCartridgeButton } from './ExportCartridgeButton';
import { ImportReportButton } from './ImportReportButton';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-block-end: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.primary};
  svg {
    inline-size: 16px;
    block-size: 16px;
  }
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-block-end: ${({ theme }) => theme.space[6]};
`;

const HeadActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Titles = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;
  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    overflow-wrap: anywhere;
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Reason = styled.p`
  margin: 0;
  max-inline-size: 70ch;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

/**
 * The builder's heading: back to the dashboard, the course title, its status (with a rejection's reason), the
 * Common Cartridge export, the import report of a course imported from a package, and Preview.
 */
export function BuilderHeader({ course }: { course: CourseDetail }) {
  const { t } = useStudioT();
  return (
    <>
      <Back to="/educator">
        <ArrowLeft aria-hidden="true" /> {t('Back to Course Management')}
      </Back>
      <Head>
        <Titles>
          <Line>
            <span>{t('Course Builder')}</span>
            <BuilderStatusBadge status={course.status} />
          </Line>
          <h1>{course.title}</h1>
          {course.status === 'rejected' && (
            <Reason>
              <strong>{t('Reason for rejection:')}</strong>{' '}
              {course.rejectionReason || t('No reason was given.')}
            </Reason>
          )}
        </Titles>
        <HeadActions>
          <ExportCartridgeButton courseId={course.id} title={course.title} />
          {course.importedAt && <ImportReportButton courseId={course.id} title={course.title} />}
          <Button asChild variant="outline">
            <Link to={`/courses/${course.id}/preview`}>
              <Eye aria-hidden="true" /> {t('Preview')}
            </Link>
          </Button>
        </HeadActions>
      </Head>
    </>
  );
}
