import styled from 'styled-components';
import { BookOpen, GraduationCap, Layers, Users } from 'lucide-react';
import type { CourseDetail } from '@canopy/contracts';
import { CategoryIcon } from '../../components/CategoryIcon';
import { LevelBadge } from '../../components/LevelBadge';
import { MetaItems } from '../../components/MetaItems';
import { Rating } from '../../components/Rating';
import { counted, useLabels } from '../../hooks/useLabels';
import { seededText } from '../../lib/seededText';

const Hero = styled.header`
  display: flex;
  flex-direction: column;
  gap: 16px;
  .category {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.accent};
  }
  .category svg {
    width: 18px;
    height: 18px;
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    overflow-wrap: anywhere;
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['5xl']};
    }
  }
  .lead {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 65ch;
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

const MetaList = styled(MetaItems)`
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** The course page's heading: category, title, description and the course at a glance. */
export function CourseHero({ course }: { course: CourseDetail }) {
  const { t, description } = useLabels();
  return (
    <Hero className="hero">
      {course.category && (
        <span className="category">
          <CategoryIcon icon={course.category.icon} /> {seededText(course.category.name)}
        </span>
      )}
      <h1>{course.title}</h1>
      <p className="lead">{description(course.description)}</p>
      <MetaList as="ul" aria-label={t('Course at a glance')}>
        <li>
          <LevelBadge level={course.level} />
        </li>
        <li>
          <Rating rating={course.rating} />
        </li>
        <li>
          <Layers aria-hidden="true" /> {t('{{shown}} modules', counted(course.moduleCount))}
        </li>
        <li>
          <BookOpen aria-hidden="true" /> {t('{{shown}} lessons', counted(course.lessonCount))}
        </li>
        <li>
          <Users aria-hidden="true" /> {t('{{shown}} learners', counted(course.enrolledCount))}
        </li>
        <li>
          <GraduationCap aria-hidden="true" /> {course.instructor.name ?? t('Canopy educator')}
        </li>
      </MetaList>
    </Hero>
  );
}
