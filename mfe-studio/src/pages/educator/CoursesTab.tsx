import { Link } from 'react-router-dom';
import { Plus, Send } from 'lucide-react';
import type { CourseSummary } from '@canopy/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState } from '@canopy/ui';
import { QueryState, SkeletonRows } from '@canopy/ui/page-kit';
import { submissionToasts } from '../../lib/reviewSubmission';
import { useEducatorCourses, useSubmitForReview } from '../../api/useStudioCourses';
import { CourseLinks } from '../../components/courses/CourseLinks';
import { CourseStatusBadge, RejectionReason } from '../../components/courses/CourseStatus';
import { localDate } from '../../lib/localDate';
import { useStudioT } from '../../i18n/useStudioT';
import { COURSE_WIZARD_PATH, CourseRows, Meta, RowHead } from './BuilderTab';

/** English "1 module" / "2 modules" (the builder's pages still use it; translated texts use t()'s plurals). */
export function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

function CourseRow({ course }: { course: CourseSummary }) {
  const { t } = useStudioT();
  const submit = useSubmitForReview();
  const { moduleCount, lessonCount, enrolledCount } = course;
  const resubmit = () => submit.mutate(course.id, submissionToasts(course.title));
  return (
    <li>
      <RowHead>
        <h3>{course.title}</h3>
        <CourseStatusBadge status={course.status} />
      </RowHead>
      <Meta>
        {t('{{count}} modules', {
          count: moduleCount,
          defaultValue: moduleCount === 1 ? '1 module' : undefined,
        })}{' '}
        ·{' '}
        {t('{{count}} lessons', {
          count: lessonCount,
          defaultValue: lessonCount === 1 ? '1 lesson' : undefined,
        })}{' '}
        ·{' '}
        {t('{{count}} learners', {
          count: enrolledCount,
          defaultValue: enrolledCount === 1 ? '1 learner' : undefined,
        })}{' '}
        · {t('created')} <time dateTime={course.createdAt}>{localDate(course.createdAt)}</time>
      </Meta>
      {course.status === 'rejected' && (
        <RejectionReason>
          <strong>{t('Reason for rejection:')}</strong> {course.rejectionReason || t('No reason was given.')}
        </RejectionReason>
      )}
      <CourseLinks courseId={course.id} title={course.title} />
      {course.status === 'rejected' && (
        <div>
          <Button
            size="sm"
            variant="outline"
            onClick={resubmit}
            disabled={submit.isPending}
            aria-label={t('Submit for review: {{title}}', { title: course.title })}
          >
            <Send aria-hidden="true" />
            {submit.isPending ? t('Submitting...') : t('Submit for review')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The Courses tab: every course of the educator with its review status. */
export default function CoursesTab() {
  const { t } = useStudioT();
  const courses = useEducatorCourses();
  return (
    <Card as="section" aria-labelledby="courses-tab-title">
      <CardHeader>
        <CardTitle as="h2" id="courses-tab-title">
          {t('Your courses')}
        </CardTitle>
        <CardDescription>
          {t(
            'Every course you created, newest first. Approved courses are open to learners; a rejected course can be changed and submitted for review again.',
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={courses}
          loading={<SkeletonRows label={t('Loading your courses')} count={3} height="56px" />}
          errorTitle={t('Your courses could not be loaded')}
          isEmpty={(data) => !data.length}
          empty={
            <EmptyState
              as="h3"
              title={t('No courses yet')}
              description={t('Create your first course with the course wizard.')}
              action={
                <Button asChild>
                  <Link to={COURSE_WIZARD_PATH}>
                    <Plus aria-hidden="true" /> {t('Create Course')}
                  </Link>
                </Button>
              }
            />
          }
        >
          {(data) => (
            <CourseRows aria-label={t('Your courses')}>
              {data.map((c) => (
                <CourseRow key={c.id} course={c} />
              ))}
            </CourseRows>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
