import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BookOpen, CircleCheck, Layers } from 'lucide-react';
import { Badge, Card, Progress, focusRing } from '@canopy/ui';
import type { Course, CourseSummary } from '@canopy/contracts';
import { counted, useLabels } from '../hooks/useLabels';
import { CourseImage } from './CourseImage';
import { LevelBadge } from './LevelBadge';
import { Rating } from './Rating';
import { seededText } from '../lib/seededText';

const Root = styled(Card)`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  /* The card clips its children, so the keyboard focus ring is drawn on the card itself. */
  &:has(a:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
  }
`;

const ImageWrap = styled.div`
  position: relative;
`;

const Corner = styled.div`
  position: absolute;
  inset-block-start: 12px;
  inset-inline: 12px;
  display: flex;
  justify-content: space-between;
  gap: 8px;
  pointer-events: none;
  span {
    box-shadow: ${({ theme }) => theme.shadows.xs};
  }
  > span:first-child {
    background: rgba(255, 255, 255, 0.95);
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  flex: 1;
  padding: 18px 20px 20px;
`;

const Category = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  a {
    color: inherit;
    text-decoration: none;
    ${focusRing}
    /* The whole card is clickable through the title link (one tab stop, one accessible name). */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: inherit;
    }
    &:focus-visible {
      box-shadow: none;
    }
  }
  ${Root}:hover & a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 16px;
  margin-block-start: auto;
  padding-block-start: 8px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  span.item {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  svg {
    width: 16px;
    height: 16px;
  }
`;

const ProgressRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding-block-start: 12px;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  div.row {
    display: flex;
    justify-content: space-between;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface CourseCardProps {
  course: Course & Partial<Pick<CourseSummary, 'moduleCount' | 'lessonCount'>>;
  categoryName?: string | null;
  categoryIcon?: string | null;
  /** The learner's progress when enrolled; undefined when not enrolled (or signed out). */
  progress?: number;
  completed?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** A course in a grid: picture (or placeholder), level, rating out of 5, description and size. */
export function CourseCard({
  course,
  categoryName,
  categoryIcon,
  progress,
  completed,
  headingLevel = 'h3',
}: CourseCardProps) {
  const { t, description } = useLabels();
  const enrolled = progress !== undefined;
  return (
    <Root as="article" $interactive>
      <ImageWrap>
        <CourseImage src={course.imageUrl} categoryIcon={categoryIcon} seed={course.id} />
        <Corner>
          <LevelBadge level={course.level} />
          {enrolled && (
            <Badge $variant={completed ? 'success' : 'default'}>
              {completed ? <CircleCheck aria-hidden="true" /> : null}
              {completed ? t('Completed') : t('Enrolled')}
            </Badge>
          )}
        </Corner>
      </ImageWrap>
      <Body>
        {categoryName && <Category>{seededText(categoryName)}</Category>}
        <Title as={headingLevel}>
          <Link to={`/courses/${course.id}`}>{course.title}</Link>
        </Title>
        <Description>{description(course.description)}</Description>
        <Meta>
          <Rating rating={course.rating} />
          {course.moduleCount !== undefined && (
            <span className="item">
              <Layers aria-hidden="true" />
              {t('{{shown}} modules', counted(course.moduleCount))}
            </span>
          )}
          {course.lessonCount !== undefined && (
            <span className="item">
              <BookOpen aria-hidden="true" />
              {t('{{shown}} lessons', counted(course.lessonCount))}
            </span>
          )}
        </Meta>
        {enrolled && (
          <ProgressRow>
            <div className="row">
              <span>{t('Your progress')}</span>
              <strong>{progress}%</strong>
            </div>
            <Progress value={progress} size="sm" label={t('{{title}} progress', { title: course.title })} />
          </ProgressRow>
        )}
      </Body>
    </Root>
  );
}
