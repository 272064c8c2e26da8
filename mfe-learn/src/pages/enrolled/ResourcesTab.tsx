import type { CourseResource } from '../../lib/courseResources';
import { CourseEbooksPanel } from './CourseEbooksPanel';
import { ResourcesPanel } from './ResourcesPanel';

/** The Resources tab of the enrolled dashboard: the lessons' videos and documents, then the course's ebooks. */
export function ResourcesTab({ courseId, resources }: { courseId: number; resources: CourseResource[] }) {
  return (
    <>
      <ResourcesPanel courseId={courseId} resources={resources} />
      <CourseEbooksPanel courseId={courseId} />
    </>
  );
}
