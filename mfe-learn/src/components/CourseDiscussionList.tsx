import { Link } from 'react-router-dom';
import { BookOpen } from 'lucide-react';
import { forumAuthorName, type DiscussionSummary } from '@canopy/contracts';
import { DeclaredLink } from '@canopy/auth';
import { PostList, PostListSkeleton, VisuallyHiddenText } from '@canopy/ui';
import { DiscussionSummaryItem } from '@canopy/ui/page-kit';
import { forumDiscussionHref, forumProfileHref } from '../lib/courseDiscussions';
import { lessonHref } from '../lib/links';
import { fullDate, relativeTime } from '../lib/relativeTime';
import { useLearnT } from '../i18n/useLearnT';

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
  const { t } = useLearnT();
  const name = forumAuthorName(d.author);
  const lessonTitle = d.lessonId != null ? lessonTitles?.get(d.lessonId) : undefined;
  return (
    <DiscussionSummaryItem
      discussion={d}
      authorName={name}
      headingAs={headingLevel}
      title={
        <DeclaredLink to={forumDiscussionHref(d)} fallback={d.title}>
          {d.title}
        </DeclaredLink>
      }
      author={
        <>
          <VisuallyHiddenText>{t('Started by')}</VisuallyHiddenText>
          <DeclaredLink to={forumProfileHref(d.author.id)} fallback={name}>
            {name}
          </DeclaredLink>
        </>
      }
      when={
        <time dateTime={d.createdAt} title={fullDate(d.createdAt)}>
          {relativeTime(d.createdAt)}
        </time>
      }
      context={
        lessonTitle &&
        d.courseId != null &&
        d.lessonId != null && (
          <span>
            <BookOpen aria-hidden="true" />
            <Link to={lessonHref(d.courseId, d.lessonId)}>
              <VisuallyHiddenText>{t('About the lesson')} </VisuallyHiddenText>
              {lessonTitle}
            </Link>
          </span>
        )
      }
    />
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
  const { t } = useLearnT();
  return <PostListSkeleton rows={rows} label={t('Loading discussions')} />;
}
