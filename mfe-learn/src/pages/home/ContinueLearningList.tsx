import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowRight } from 'lucide-react';
import { Button, Card, Progress, Skeleton, VisuallyHiddenText } from '@canopy/ui';
import type { Enrollment } from '@canopy/contracts';
import { CourseImage } from '../../components/CourseImage';
import { continueHref } from '../../lib/links';
import { useLearnT } from '../../i18n/useLearnT';
import { counted } from '../../hooks/useLabels';

const ResumeList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ResumeCard = styled(Card)`
  display: grid;
  grid-template-columns: 88px minmax(0, 1fr);
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 180px minmax(0, 1fr);
  }
`;

// The picture fills the card's height beside the text (a thumbnail on phones).
const Thumb = styled(CourseImage)`
  && {
    aspect-ratio: auto;
    height: 100%;
    min-height: 100%;
  }
`;

const ResumeBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 16px;
  min-width: 0;
  ${({ theme }) => theme.media.sm} {
    padding: 18px 20px;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h3 a {
    color: inherit;
    text-decoration: none;
  }
  h3 a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  .meta {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .meta strong {
    color: ${({ theme }) => theme.colors.text};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin-block-start: 4px;
  }
`;

function ContinueLearningItem({
  enrollment,
  categoryIcon,
}: {
  enrollment: Enrollment;
  categoryIcon?: string | null;
}) {
  const { t } = useLearnT();
  const { course } = enrollment;
  return (
    <li>
      <ResumeCard>
        <Thumb src={course.imageUrl} categoryIcon={categoryIcon} seed={course.id} />
        <ResumeBody>
          <h3>
            <Link to={`/courses/${course.id}/dashboard`}>{course.title}</Link>
          </h3>
          <div className="meta">
            <span>
              {t('{{completed}} of {{shown}} lessons completed', {
                ...counted(enrollment.totalLessons),
                completed: enrollment.completedLessons,
              })}
            </span>
            <strong>{enrollment.progress}%</strong>
          </div>
          <Progress
            value={enrollment.progress}
            size="sm"
            label={t('{{title}} progress', { title: course.title })}
          />
          <div className="actions">
            <Button asChild size="sm" wrapLabel>
              <Link
                to={continueHref(course.id, enrollment.nextLessonId, enrollment.nextQuizLessonId)}
                aria-label={t('Continue learning {{title}}', { title: course.title })}
              >
                {t('Continue Learning')} <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </ResumeBody>
      </ResumeCard>
    </li>
  );
}

/** Placeholder for the courses in progress while they load. */
export function ResumeSkeleton() {
  const { t } = useLearnT();
  return (
    <div role="status" aria-live="polite">
      <VisuallyHiddenText>{t('Loading your courses')}</VisuallyHiddenText>
      <div aria-hidden="true" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        {[0, 1].map((i) => (
          <Card key={i} $padding="sm" style={{ display: 'flex', gap: 16 }}>
            <Skeleton $width="140px" $height="88px" $radius="10px" />
            <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 10 }}>
              <Skeleton $width="60%" $height="18px" />
              <Skeleton $width="40%" $height="14px" />
              <Skeleton $height="8px" />
            </div>
          </Card>
        ))}
      </div>
    </div>
  );
}

/** Home's "continue learning" list: one card per course in progress, with its progress and next step. */
export function ContinueLearningList({
  enrollments,
  categoryIconOf,
}: {
  enrollments: Enrollment[];
  categoryIconOf: (enrollment: Enrollment) => string | null | undefined;
}) {
  return (
    <ResumeList>
      {enrollments.map((e) => (
        <ContinueLearningItem key={e.id} enrollment={e} categoryIcon={categoryIconOf(e)} />
      ))}
    </ResumeList>
  );
}
