import { Link } from 'react-router-dom';
import { Button } from '@canopy/ui';
import { PagePanel } from './PagePanel';

/** The specification's page for an unknown (or not visible) course, with a way back to the catalogue. */
export function CourseNotFound() {
  return (
    <PagePanel
      title="Course Not Found"
      message="The course you're looking for doesn't exist or is no longer available."
      action={
        <Button asChild size="lg">
          <Link to="/courses">Browse Courses</Link>
        </Button>
      }
    />
  );
}
