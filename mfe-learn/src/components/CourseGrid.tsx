import styled from 'styled-components';
import { Card, Skeleton, VisuallyHiddenText } from '@canopy/ui';
import { useLearnT } from '../i18n/useLearnT';

/** The responsive course-card grid: one column at 360 px, up to three on wide screens. */
export const CourseGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    min-width: 0;
  }
`;

const SkeletonBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 18px 20px 20px;
`;

/** Placeholder cards while courses load. */
export function CourseGridSkeleton({ count = 6, label }: { count?: number; label?: string }) {
  const { t } = useLearnT();
  return (
    <div role="status" aria-live="polite">
      <VisuallyHiddenText>{label ?? t('Loading courses')}</VisuallyHiddenText>
      <CourseGrid as="div" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <Card key={i}>
            <Skeleton $height="auto" $radius="0" style={{ aspectRatio: '16 / 9' }} />
            <SkeletonBody>
              <Skeleton $width="30%" $height="12px" />
              <Skeleton $width="80%" $height="20px" />
              <Skeleton $height="14px" />
              <Skeleton $width="65%" $height="14px" />
              <Skeleton $width="50%" $height="14px" style={{ marginBlockStart: 8 }} />
            </SkeletonBody>
          </Card>
        ))}
      </CourseGrid>
    </div>
  );
}
