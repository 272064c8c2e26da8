import { Link } from 'react-router-dom';
import { Lock } from 'lucide-react';
import { Button, Card } from '@canopy/ui';

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
  return (
    <Card
      $padding="md"
      style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}
    >
      <Lock aria-hidden="true" />
      <h2 style={{ fontSize: '1.25rem' }}>Enroll to open this lesson</h2>
      <p>Lesson content, videos and documents are available to learners enrolled in “{courseTitle}”.</p>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Button loading={enrolling} onClick={onEnroll}>
          Enroll Now
        </Button>
        <Button asChild variant="outline">
          <Link to={`/courses/${courseId}`}>View course</Link>
        </Button>
      </div>
    </Card>
  );
}
