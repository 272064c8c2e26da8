import { Link } from 'react-router-dom';
import { BookOpen, CircleCheck, MessageSquare } from 'lucide-react';
import { forumAuthorName, type DiscussionSummary } from '@canopy/contracts';
import { DeclaredLink } from '@canopy/auth';
import {
  Avatar,
  Badge,
  PostList,
  PostListBody,
  PostListExcerpt,
  PostListItem,
  PostListMeta,
  PostListSkeleton,
  VisuallyHiddenText,
} from '@canopy/ui';
import { forumDiscussionHref, forumProfileHref } from '../lib/courseDiscussions';
import { lessonHref } from '../lib/links';
import { plural } from '../lib/progress';
import { fullDate, relativeTime } from '../lib/relativeTime';

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
    <PostListItem>
      <Avatar name={name} size={40} />
      <PostListBody>
        <Heading>
          <DeclaredLink to={forumDiscussionHref(d)} fallback={d.title}>
            {d.title}
          </DeclaredLink>
        </Heading>
        {d.excerpt && <PostListExcerpt>{d.excerpt}</PostListExcerpt>}
        <PostListMeta>
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
        </PostListMeta>
      </PostListBody>
    </PostListItem>
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
    <PostList aria-label={label}>
      {items.map((d) => (
        <CourseDiscussionItem
          key={d.id}
          discussion={d}
          headingLevel={headingLevel}
          lessonTitles={lessonTitles}
        />
      ))}
    </PostList>
  );
}

/** The list's shape while it loads. */
export function CourseDiscussionListSkeleton({ rows = 3 }: { rows?: number }) {
  return <PostListSkeleton rows={rows} label="Loading discussions" />;
}
