import { Link } from 'react-router-dom';
import { Plus, Send } from 'lucide-react';
import type { CourseSummary } from '@canopy/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState } from '@canopy/ui';
import { QueryState, SkeletonRows } from '@canopy/ui/page-kit';
import { submissionToasts } from '../../lib/reviewSubmission';
import { useEducatorCourses, useSubmitForReview } from '../../api/useStudioCourses';
import { CourseLinks } from '../../components/courses/CourseLinks';
import { CourseStatusBadge, RejectionReason } from '../../components/courses/CourseStatus';
import { shortDate } from '../../lib/dates';
import { COURSE_WIZARD_PATH, CourseRows, Meta, RowHead } from './BuilderTab';

export function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

function CourseRow({ course }: { course: CourseSummary }) {
  const submit = useSubmitForReview();
  const resubmit = () => submit.mutate(course.id, submissionToasts(course.title));
  return (
    <li>
      <RowHead>
        <h3>{course.title}</h3>
        <CourseStatusBadge status={course.status} />
      </RowHead>
      <Meta>
        {plural(course.moduleCount, 'module', 'modules')} · {plural(course.lessonCount, 'lesson', 'lessons')}{' '}
        · {plural(course.enrolledCount, 'learner', 'learners')} · created{' '}
        <time dateTime={course.createdAt}>{shortDate(course.createdAt)}</time>
      </Meta>
      {course.status === 'rejected' && (
        <RejectionReason>
          <strong>Reason for rejection:</strong> {course.rejectionReason || 'No reason was given.'}
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
            aria-label={`Submit for review: ${course.title}`}
          >
            <Send aria-hidden="true" />
            {submit.isPending ? 'Submitting...' : 'Submit for review'}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The Courses tab: every course of the educator with its review status. */
export default function CoursesTab() {
  const courses = useEducatorCourses();
  return (
    <Card as="section" aria-labelledby="courses-tab-title">
      <CardHeader>
        <CardTitle as="h2" id="courses-tab-title">
          Your courses
        </CardTitle>
        <CardDescription>
          Every course you created, newest first. Approved courses are open to learners; a rejected course can
          be changed and submitted for review again.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={courses}
          loading={<SkeletonRows label="Loading your courses" count={3} height="56px" />}
          errorTitle="Your courses could not be loaded"
          isEmpty={(data) => !data.length}
          empty={
            <EmptyState
              as="h3"
              title="No courses yet"
              description="Create your first course with the course wizard."
              action={
                <Button asChild>
                  <Link to={COURSE_WIZARD_PATH}>
                    <Plus aria-hidden="true" /> Create Course
                  </Link>
                </Button>
              }
            />
          }
        >
          {(data) => (
            <CourseRows aria-label="Your courses">
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
