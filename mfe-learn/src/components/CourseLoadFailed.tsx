import { Link } from 'react-router-dom';
import { Button, ErrorState, PageContainer } from '@canopy/ui';

/** The page when a course could not be read (not a 404): the specification's sentence, Retry, maybe the catalogue. */
export function CourseLoadFailed({
  onRetry,
  browseLink = false,
}: {
  onRetry: () => void;
  browseLink?: boolean;
}) {
  return (
    <PageContainer $size="narrow">
      <ErrorState
        as="h1"
        title="Failed to load course details"
        message="Failed to load course details. Please try again."
        onRetry={onRetry}
        actions={
          browseLink ? (
            <Button asChild variant="outline">
              <Link to="/courses">Browse Courses</Link>
            </Button>
          ) : undefined
        }
      />
    </PageContainer>
  );
}
