import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BookOpen, CircleCheck, MessageSquare } from 'lucide-react';
import { forumAuthorName, type DiscussionSummary } from '@canopy/contracts';
import { DeclaredLink } from '@canopy/auth';
import { Avatar, Badge, Skeleton, VisuallyHiddenText } from '@canopy/ui';
import { forumDiscussionHref, forumProfileHref } from '../lib/courseDiscussions';
import { lessonHref } from '../lib/links';
import { plural } from '../lib/progress';
import { fullDate, relativeTime } from '../lib/relativeTime';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 14px;
  padding: 16px 0;
  &:first-child {
    padding-top: 0;
  }
  &:last-child {
    padding-bottom: 0;
  }
  /* Phones: the text takes the whole width; the author's name is in the meta line anyway. */
  @media (max-width: 479px) {
    grid-template-columns: minmax(0, 1fr);
    > span[aria-hidden='true'] {
      display: none;
    }
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  h3,
  h4 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    overflow-wrap: anywhere;
  }
  h3 a,
  h4 a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  h3 a:hover,
  h4 a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Excerpt = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: 14px;
  row-gap: 4px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  > span {
    display: inline-flex;
    align-items: center;
    gap: 5px;
    min-width: 0;
  }
  svg {
    width: 15px;
    height: 15px;
    flex-shrink: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * One discussion of a course: title (to its forum page once the forum declares it), opening, author, how long
 * ago, the lesson it is about (when the list is the whole course's) and the reply count.
 */
function CourseDiscussionItem({
  discussion: d,
  headingLevel,
  lessonTitles,
}: {
  discussion: DiscussionSummary;
  headingLevel: 'h3' | 'h4';
  lessonTitles?: ReadonlyMap<number, string>;
}) {
  const name = forumAuthorName(d.author);
  const Heading = headingLevel;
  const lessonTitle = d.lessonId != null ? lessonTitles?.get(d.lessonId) : undefined;
  return (
    <Item>
      <Avatar name={name} size={40} />
      <Body>
        <Heading>
          <DeclaredLink to={forumDiscussionHref(d)} fallback={d.title}>
            {d.title}
          </DeclaredLink>
        </Heading>
        {d.excerpt && <Excerpt>{d.excerpt}</Excerpt>}
        <Meta>
          <span>
            <VisuallyHiddenText>Started by</VisuallyHiddenText>
            <DeclaredLink to={forumProfileHref(d.author.id)} fallback={name}>
              {name}
            </DeclaredLink>
            <time dateTime={d.createdAt} title={fullDate(d.createdAt)}>
              {relativeTime(d.createdAt)}
            </time>
          </span>
          {lessonTitle && d.courseId != null && d.lessonId != null && (
            <span>
              <BookOpen aria-hidden="true" />
              <Link to={lessonHref(d.courseId, d.lessonId)}>
                <VisuallyHiddenText>About the lesson </VisuallyHiddenText>
                {lessonTitle}
              </Link>
            </span>
          )}
          <span>
            <MessageSquare aria-hidden="true" />
            {plural(d.replyCount, 'reply', 'replies')}
          </span>
          {d.answered && (
            <Badge $variant="success">
              <CircleCheck aria-hidden="true" /> Answered
            </Badge>
          )}
        </Meta>
      </Body>
    </Item>
  );
}

export function CourseDiscussionList({
  items,
  headingLevel = 'h3',
  lessonTitles,
  label,
}: {
  items: DiscussionSummary[];
  /** The level of each discussion's title under the section's own heading. */
  headingLevel?: 'h3' | 'h4';
  lessonTitles?: ReadonlyMap<number, string>;
  label: string;
}) {
  return (
    <List aria-label={label}>
      {items.map((d) => (
        <CourseDiscussionItem
          key={d.id}
          discussion={d}
          headingLevel={headingLevel}
          lessonTitles={lessonTitles}
        />
      ))}
    </List>
  );
}

const SkeletonItem = styled.div`
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr);
  gap: 14px;
  padding: 14px 0;
  > div {
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
`;

/** The list's shape while it loads. */
export function CourseDiscussionListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHiddenText>Loading discussions</VisuallyHiddenText>
      <div aria-hidden="true">
        {Array.from({ length: rows }, (_, i) => (
          <SkeletonItem key={i}>
            <Skeleton $width="40px" $height="40px" $radius="50%" />
            <div>
              <Skeleton $width={`${55 + ((i * 17) % 30)}%`} $height="18px" />
              <Skeleton $width="90%" $height="14px" />
              <Skeleton $width="40%" $height="14px" />
            </div>
          </SkeletonItem>
        ))}
      </div>
    </div>
  );
}
