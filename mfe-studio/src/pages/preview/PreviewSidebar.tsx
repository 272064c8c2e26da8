import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Award, CheckCircle2, Clock, MessagesSquare, Pencil, Share2, TrendingUp } from 'lucide-react';
import type { CourseDetail, CourseOutline } from '@canopy/contracts';
import { Button, Card, Skeleton } from '@canopy/ui';
import { shareCourseLink } from './shareCourseLink';

const Image = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Block = styled(Card)`
  padding: 22px;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: 12px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 10px;
  }
  li {
    display: flex;
    gap: 10px;
    align-items: flex-start;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
  li svg {
    width: 18px;
    height: 18px;
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Actions = styled.div`
  display: grid;
  gap: 10px;
`;

const features = [
  { icon: Clock, text: 'Self-paced learning' },
  { icon: MessagesSquare, text: 'Interactive discussions' },
  { icon: TrendingUp, text: 'Progress tracking' },
  { icon: Award, text: 'Certificate of completion' },
];

/** Learning points: what the educator wrote about skills, else the modules learners work through. */
function learningPoints(course: CourseDetail, outline: CourseOutline | undefined): string[] {
  const skills = course.practicalSkills
    ?.split(/\n+/)
    .map((s) => s.replace(/^[-*•\d.)\s]+/, '').trim())
    .filter(Boolean);
  if (skills && skills.length > 0) return skills.slice(0, 6);
  return (outline?.modules ?? []).slice(0, 6).map((m) => m.title);
}

export interface PreviewSidebarProps {
  course: CourseDetail;
  outline: CourseOutline | undefined;
  outlinePending: boolean;
}

/** Cover image, what learners will learn, the course's features, and the way back to editing or to share it. */
export function PreviewSidebar({ course, outline, outlinePending }: PreviewSidebarProps) {
  const points = learningPoints(course, outline);
  return (
    <>
      {course.imageUrl && <Image src={course.imageUrl} alt={`Cover image of ${course.title}`} />}
      <Block as="section" aria-labelledby="preview-learn-title">
        <h2 id="preview-learn-title">What you&apos;ll learn</h2>
        {points.length === 0 && outlinePending ? (
          <Skeleton style={{ height: 56 }} />
        ) : points.length > 0 ? (
          <ul>
            {points.map((point, i) => (
              <li key={i}>
                <CheckCircle2 aria-hidden="true" /> {point}
              </li>
            ))}
          </ul>
        ) : (
          <p style={{ fontSize: '0.875rem' }}>
            Learners will see the skills of this course here once it has modules.
          </p>
        )}
      </Block>
      <Block as="section" aria-labelledby="preview-features-title">
        <h2 id="preview-features-title">Course Features</h2>
        <ul>
          {features.map(({ icon: Icon, text }) => (
            <li key={text}>
              <Icon aria-hidden="true" /> {text}
            </li>
          ))}
        </ul>
      </Block>
      <Actions>
        <Button asChild fullWidth>
          <Link to={`/courses/${course.id}/builder`}>
            <Pencil aria-hidden="true" /> Continue Editing Course
          </Link>
        </Button>
        <Button variant="outline" fullWidth onClick={() => void shareCourseLink(course.id, course.status)}>
          <Share2 aria-hidden="true" /> Share Course Link
        </Button>
      </Actions>
    </>
  );
}
