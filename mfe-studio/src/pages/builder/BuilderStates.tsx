import { Link } from 'react-router-dom';
import { SearchX } from 'lucide-react';
import { Button, PageContainer, Skeleton, Stack } from '@canopy/ui';
import { NotFoundPanel } from '@canopy/ui/page-kit';
import { useStudioT } from '../../i18n/useStudioT';

/** 'Course not found' (specification): no such course, or one that is not the educator's. */
export function CourseNotFound() {
  const { t } = useStudioT();
  return (
    <PageContainer>
      <NotFoundPanel
        icon={<SearchX />}
        title={t('Course not found')}
        description={t('The course you’re looking for doesn’t exist, or it belongs to another educator.')}
        action={
          <Button asChild>
            <Link to="/educator">{t('Back to Course Management')}</Link>
          </Button>
        }
      />
    </PageContainer>
  );
}

/** The builder's shape while the course loads. */
export function BuilderSkeleton() {
  const { t } = useStudioT();
  return (
    <PageContainer>
      <Stack $gap={4} role="status" aria-label={t('Loading the course')}>
        <Skeleton $width="180px" $height="16px" />
        <Skeleton $width="60%" $height="40px" />
        <Skeleton $height="44px" />
        <Skeleton $height="120px" />
        <Skeleton $height="240px" />
      </Stack>
    </PageContainer>
  );
}
