import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CircleCheck, Heart, MessageSquare } from 'lucide-react';
import { forumAuthorName, type DiscussionSummary } from '@canopy/contracts';
import {
  Avatar,
  Badge,
  PostList,
  PostListBody,
  PostListExcerpt,
  PostListItem,
  PostListMeta,
  PostListSkeleton,
} from '@canopy/ui';
import { fullDate, plural, relativeTime } from '../lib/time';
import { Snippet } from './Snippet';

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
    <PostListItem>
      <Avatar name={name} size={40} />
      <PostListBody>
        <h3>
          <Link to={discussionPath(d)}>{d.title}</Link>
        </h3>
        {d.snippet && d.snippet.length > 0 ? (
          <PostListExcerpt>
            <Snippet parts={d.snippet} />
          </PostListExcerpt>
        ) : (
          d.excerpt && <PostListExcerpt>{d.excerpt}</PostListExcerpt>
        )}
        <PostListMeta>
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
        </PostListMeta>
      </PostListBody>
    </PostListItem>
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
    <PostList>
      {items.map((d) => (
        <DiscussionListItem key={d.id} discussion={d} showTopic={showTopic} />
      ))}
    </PostList>
  );
}

/** The list's shape while it loads. */
export function DiscussionListSkeleton({ rows = 4 }: { rows?: number }) {
  return <PostListSkeleton rows={rows} label="Loading discussions" data-testid="discussion-skeleton" />;
}
