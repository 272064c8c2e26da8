import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CircleCheck, Heart, MessageSquare } from 'lucide-react';
import { forumAuthorName, type DiscussionSummary } from '@canopy/contracts';
import { Avatar, Badge, Skeleton } from '@canopy/ui';
import { fullDate, plural, relativeTime } from '../lib/time';
import { Snippet } from './Snippet';

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
  padding: 18px 0;
  &:first-child {
    padding-top: 4px;
  }
  &:last-child {
    padding-bottom: 4px;
  }
  /* Phones: the text takes the full width; the author's name is still in the meta line. */
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
  h3 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
  h3 a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  h3 a:hover {
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
  }
  svg {
    width: 15px;
    height: 15px;
  }
  a {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const TopicLink = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

export function discussionPath(d: Pick<DiscussionSummary, 'id' | 'topicId'>): string {
  return `/forum/topics/${d.topicId}/discussions/${d.id}`;
}

/** One discussion in a list: title, opening (or search snippet), author, time, topic, replies, likes. */
export function DiscussionListItem({
  discussion,
  showTopic = true,
}: {
  discussion: DiscussionSummary;
  showTopic?: boolean;
}) {
  const d = discussion;
  const name = forumAuthorName(d.author);
  return (
    <Item>
      <Avatar name={name} size={40} />
      <Body>
        <h3>
          <Link to={discussionPath(d)}>{d.title}</Link>
        </h3>
        {d.snippet && d.snippet.length > 0 ? (
          <Excerpt>
            <Snippet parts={d.snippet} />
          </Excerpt>
        ) : (
          d.excerpt && <Excerpt>{d.excerpt}</Excerpt>
        )}
        <Meta>
          <span>
            <Link to={`/forum/users/${d.author.id}`}>{name}</Link>
            <time dateTime={d.createdAt} title={fullDate(d.createdAt)}>
              {relativeTime(d.createdAt)}
            </time>
          </span>
          {showTopic && (
            <span>
              in <TopicLink to={`/forum/topics/${d.topicId}`}>{d.topic.title}</TopicLink>
            </span>
          )}
          <span>
            <MessageSquare aria-hidden="true" />
            {plural(d.replyCount, 'reply', 'replies')}
          </span>
          {d.likeCount > 0 && (
            <span>
              <Heart aria-hidden="true" />
              {plural(d.likeCount, 'helpful', 'helpful')}
            </span>
          )}
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

export function DiscussionList({
  items,
  showTopic = true,
}: {
  items: DiscussionSummary[];
  showTopic?: boolean;
}) {
  return (
    <List>
      {items.map((d) => (
        <DiscussionListItem key={d.id} discussion={d} showTopic={showTopic} />
      ))}
    </List>
  );
}

const SkeletonItem = styled.div`
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr);
  gap: 14px;
  padding: 18px 0;
  > div {
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
`;

/** The list's shape while it loads. */
export function DiscussionListSkeleton({
  rows = 4,
  label = 'Loading discussions',
}: {
  rows?: number;
  label?: ReactNode;
}) {
  return (
    <div role="status" aria-live="polite">
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {label}
      </span>
      {Array.from({ length: rows }, (_, i) => (
        <SkeletonItem key={i} data-testid="discussion-skeleton">
          <Skeleton $width="40px" $height="40px" $radius="50%" />
          <div>
            <Skeleton $width={`${60 + ((i * 13) % 30)}%`} $height="18px" />
            <Skeleton $width="90%" $height="14px" />
            <Skeleton $width="40%" $height="14px" />
          </div>
        </SkeletonItem>
      ))}
    </div>
  );
}
