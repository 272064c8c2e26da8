import { Link } from 'react-router-dom';
import { Lock } from 'lucide-react';
import { Button, Card } from '@canopy/ui';
import { useLearnT } from '../../i18n/useLearnT';

/** In place of a lesson the caller may not open yet: why, and Enroll Now. */
export function LockedLesson({
  courseId,
  courseTitle,
  onEnroll,
  enrolling,
}: {
  courseId: number;
  courseTitle: string;
  onEnroll: () => void;
  enrolling: boolean;
}) {
  const { t } = useLearnT();
  return (
    <Card
      $padding="md"
      style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}
    >
      <Lock aria-hidden="true" />
      <h2 style={{ fontSize: '1.25rem' }}>{t('Enroll to open this lesson')}</h2>
      <p>
        {t('Lesson content, videos and documents are available to learners enrolled in “{{title}}”.', {
          title: courseTitle,
        })}
      </p>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Button loading={enrolling} onClick={onEnroll}>
          {t('Enroll Now')}
        </Button>
        <Button asChild variant="outline">
          <Link to={`/courses/${courseId}`}>{t('View course')}</Link>
        </Button>
      </div>
    </Card>
  );
}
