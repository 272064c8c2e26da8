import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Award, CheckCircle2, Clock, MessagesSquare, Pencil, Share2, TrendingUp } from 'lucide-react';
import type { CourseDetail, CourseOutline } from '@canopy/contracts';
import { Button, Card, Skeleton } from '@canopy/ui';
import { msgKey } from '@canopy/i18n';
import { useStudioT } from '../../i18n/useStudioT';
import { shareCourseLink } from './shareCourseLink';

const Image = styled.img`
  display: block;
  inline-size: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Block = styled(Card)`
  padding: 22px;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-block-end: 12px;
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
    inline-size: 18px;
    block-size: 18px;
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Actions = styled.div`
  display: grid;
  gap: 10px;
`;

const features = [
  { icon: Clock, textKey: msgKey('Self-paced learning') },
  { icon: MessagesSquare, textKey: msgKey('Interactive discussions') },
  { icon: TrendingUp, textKey: msgKey('Progress tracking') },
  { icon: Award, textKey: msgKey('Certificate of completion') },
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
  const { t } = useStudioT();
  const points = learningPoints(course, outline);
  return (
    <>
      {course.imageUrl && (
        <Image src={course.imageUrl} alt={t('Cover image of {{title}}', { title: course.title })} />
      )}
      <Block as="section" aria-labelledby="preview-learn-title">
        <h2 id="preview-learn-title">{t("What you'll learn")}</h2>
        {points.length === 0 && outlinePending ? (
          <Skeleton style={{ blockSize: 56 }} />
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
            {t('Learners will see the skills of this course here once it has modules.')}
          </p>
        )}
      </Block>
      <Block as="section" aria-labelledby="preview-features-title">
        <h2 id="preview-features-title">{t('Course Features')}</h2>
        <ul>
          {features.map(({ icon: Icon, textKey }) => (
            <li key={textKey}>
              <Icon aria-hidden="true" /> {t(textKey)}
            </li>
          ))}
        </ul>
      </Block>
      <Actions>
        <Button asChild fullWidth>
          <Link to={`/courses/${course.id}/builder`}>
            <Pencil aria-hidden="true" /> {t('Continue Editing Course')}
          </Link>
        </Button>
        <Button variant="outline" fullWidth onClick={() => void shareCourseLink(course.id, course.status)}>
          <Share2 aria-hidden="true" /> {t('Share Course Link')}
        </Button>
      </Actions>
    </>
  );
}
