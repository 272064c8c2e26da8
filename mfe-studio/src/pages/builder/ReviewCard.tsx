import { Send } from 'lucide-react';
import type { CourseDetail } from '@canopy/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@canopy/ui';
import { submissionToasts } from '../../lib/reviewSubmission';
import { useResubmitCourse } from '../../api/useCourseBuilder';
import { useStudioT } from '../../i18n/useStudioT';
import { BuilderStatusBadge, CourseStatusNote } from './CourseStatusNote';

/**
 * Review status and, for a rejected course (the only status the service lets an educator submit from), the
 * 'Submit for review' button.
 */
export function ReviewCard({ course }: { course: CourseDetail }) {
  const { t } = useStudioT();
  const submit = useResubmitCourse(course.id);
  const send = () => submit.mutate(undefined, submissionToasts(course.title));

  return (
    <Card as="section" aria-labelledby="builder-review-title">
      <CardHeader>
        <CardTitle as="h3" id="builder-review-title">
          {t('Review')}
        </CardTitle>
        <CardDescription>
          {t('An administrator reviews every course before learners can join it.')}
        </CardDescription>
      </CardHeader>
      <CardContent style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <BuilderStatusBadge status={course.status} />
        <CourseStatusNote course={course} />
        {course.status === 'rejected' && (
          <Button onClick={send} loading={submit.isPending}>
            <Send aria-hidden="true" />
            {submit.isPending ? t('Submitting...') : t('Submit for review')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
