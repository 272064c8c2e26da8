import { Link } from 'react-router-dom';
import { LayoutDashboard } from 'lucide-react';
import { Button, PageContainer, Breadcrumbs } from '@canopy/ui';
import type { CourseDetail } from '@canopy/contracts';
import { PagePanel } from '../../components/PagePanel';
import { useLearnT } from '../../i18n/useLearnT';

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
  const { t } = useLearnT();
  return (
    <PageContainer $size="narrow">
      <Breadcrumbs
        linkAs={Link}
        items={[
          { label: t('Courses'), to: '/courses' },
          { label: course.title, to: `/courses/${course.id}` },
          { label: t('Dashboard') },
        ]}
      />
      <PagePanel
        contained={false}
        icon={<LayoutDashboard />}
        title={t("You're not enrolled in this course yet")}
        message={t('Enroll in “{{title}}” to track your progress, set goals and earn a certificate.', {
          title: course.title,
        })}
        action={
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'center' }}>
            <Button loading={enrolling} onClick={onEnroll}>
              {t('Enroll Now')}
            </Button>
            <Button asChild variant="outline">
              <Link to={`/courses/${course.id}`}>{t('View course')}</Link>
            </Button>
          </div>
        }
      />
    </PageContainer>
  );
}
