import { Link } from 'react-router-dom';
import { Button, ErrorState, PageContainer } from '@canopy/ui';
import { useLearnT } from '../i18n/useLearnT';

/** The page when a course could not be read (not a 404): the specification's sentence, Retry, maybe the catalogue. */
export function CourseLoadFailed({
  onRetry,
  browseLink = false,
}: {
  onRetry: () => void;
  browseLink?: boolean;
}) {
  const { t } = useLearnT();
  return (
    <PageContainer $size="narrow">
      <ErrorState
        as="h1"
        title={t('Failed to load course details')}
        message={t('Failed to load course details. Please try again.')}
        retryLabel={t('Try again')}
        onRetry={onRetry}
        actions={
          browseLink ? (
            <Button asChild variant="outline">
              <Link to="/courses">{t('Browse Courses')}</Link>
            </Button>
          ) : undefined
        }
      />
    </PageContainer>
  );
}
