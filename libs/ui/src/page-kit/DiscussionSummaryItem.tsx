import type { ReactNode } from 'react';
import { CircleCheck, Heart, MessageSquare } from 'lucide-react';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared singleton's parts, not a second copy bundled with this entry
import { Avatar, Badge, PostListBody, PostListExcerpt, PostListItem, PostListMeta, useUiT } from '@canopy/ui';
import { localNumber } from './localNumber';

/** What the item reads of a discussion (the contracts' DiscussionSummary has it). */
export interface DiscussionFigures {
  excerpt: string;
  replyCount: number;
  likeCount: number;
  answered: boolean;
}

/**
 * One discussion in a list (the forum's lists, a course's or a lesson's discussions): the author's avatar, the
 * title, the opening, who started it and when, where it belongs, replies, likes and whether it is answered. The
 * caller gives the links, which differ between the forum and the course pages.
 */
export function DiscussionSummaryItem({
  discussion: d,
  authorName,
  title,
  headingAs: Heading = 'h3',
  excerpt = d.excerpt,
  author,
  when,
  context,
  showLikes = false,
}: {
  discussion: DiscussionFigures;
  authorName: string;
  /** The title, linked to the discussion. */
  title: ReactNode;
  headingAs?: 'h3' | 'h4';
  /** The opening lines (default: the discussion's excerpt). */
  excerpt?: ReactNode;
  /** The author's name, linked to their profile. */
  author: ReactNode;
  /** The <time> it was started. */
  when: ReactNode;
  /** Where it belongs (its topic, its lesson). */
  context?: ReactNode;
  showLikes?: boolean;
}) {
  const { t } = useUiT();
  return (
    <PostListItem>
      <Avatar name={authorName} size={40} />
      <PostListBody>
        <Heading>{title}</Heading>
        {excerpt && <PostListExcerpt>{excerpt}</PostListExcerpt>}
        <PostListMeta>
          <span>
            {author}
            {when}
          </span>
          {context}
          <span>
            <MessageSquare aria-hidden="true" />
            {t('{{shown}} replies', { count: d.replyCount, shown: localNumber(d.replyCount) })}
          </span>
          {showLikes && d.likeCount > 0 && (
            <span>
              <Heart aria-hidden="true" />
              {t('{{shown}} helpful', { count: d.likeCount, shown: localNumber(d.likeCount) })}
            </span>
          )}
          {d.answered && (
            <Badge $variant="success">
              <CircleCheck aria-hidden="true" /> {t('Answered')}
            </Badge>
          )}
        </PostListMeta>
      </PostListBody>
    </PostListItem>
  );
}
