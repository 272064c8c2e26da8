import { Link } from 'react-router-dom';
import { LayoutDashboard } from 'lucide-react';
import { Button, PageContainer, Breadcrumbs } from '@canopy/ui';
import type { CourseDetail } from '@canopy/contracts';
import { PagePanel } from '../../components/PagePanel';

/** The enrolled-course view of a course the learner has not joined: what it offers and Enroll Now. */
export function NotEnrolledPanel({
  course,
  onEnroll,
  enrolling,
}: {
  course: CourseDetail;
  onEnroll: () => void;
  enrolling: boolean;
}) {
  return (
    <PageContainer $size="narrow">
      <Breadcrumbs
        linkAs={Link}
        items={[
          { label: 'Courses', to: '/courses' },
          { label: course.title, to: `/courses/${course.id}` },
          { label: 'Dashboard' },
        ]}
      />
      <PagePanel
        contained={false}
        icon={<LayoutDashboard />}
        title="You're not enrolled in this course yet"
        message={`Enroll in “${course.title}” to track your progress, set goals and earn a certificate.`}
        action={
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'center' }}>
            <Button loading={enrolling} onClick={onEnroll}>
              Enroll Now
            </Button>
            <Button asChild variant="outline">
              <Link to={`/courses/${course.id}`}>View course</Link>
            </Button>
          </div>
        }
      />
    </PageContainer>
  );
}
