import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { forumAuthorName, type DiscussionSummary } from '@canopy/contracts';
import { PostList, PostListSkeleton } from '@canopy/ui';
import { DiscussionSummaryItem } from '@canopy/ui/page-kit';
import { fullDate, relativeTime } from '../lib/time';
import { Snippet } from './Snippet';
import { useForumT } from '../i18n/useForumT';

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
  const { t } = useForumT();
  const d = discussion;
  const name = forumAuthorName(d.author);
  return (
    <DiscussionSummaryItem
      discussion={d}
      authorName={name}
      title={<Link to={discussionPath(d)}>{d.title}</Link>}
      excerpt={d.snippet && d.snippet.length > 0 ? <Snippet parts={d.snippet} /> : d.excerpt}
      author={<Link to={`/forum/users/${d.author.id}`}>{name}</Link>}
      when={
        <time dateTime={d.createdAt} title={fullDate(d.createdAt)}>
          {relativeTime(d.createdAt)}
        </time>
      }
      context={
        showTopic && (
          <span>
            {t('in')} <TopicLink to={`/forum/topics/${d.topicId}`}>{d.topic.title}</TopicLink>
          </span>
        )
      }
      showLikes
    />
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
  const { t } = useForumT();
  return <PostListSkeleton rows={rows} label={t('Loading discussions')} data-testid="discussion-skeleton" />;
}
