import type { ReactNode } from 'react';
import type { DiscussionSummary, Paged } from '@canopy/contracts';
import { useOnline } from '@canopy/offline';
import { ErrorState } from '@canopy/ui';
import { COURSE_DISCUSSIONS_PAGE_SIZE } from '../api/useLearnQueries';
import { CourseDiscussionList, CourseDiscussionListSkeleton } from './CourseDiscussionList';
import { CardEmpty } from './DashboardCard';
import { Pager } from './Pager';
import { useLearnT } from '../i18n/useLearnT';
import { offlineTexts } from '../lib/offlineTexts';

/**
 * A page of a course's (or a lesson's) discussions with its pager, or the placeholder, the failure (with Retry) or
 * the empty card; `after` adds what follows a non-empty list.
 */
export function CourseDiscussionResults({
  discussions,
  skeletonRows,
  emptyTitle,
  label,
  pagerLabel,
  headingLevel,
  lessonTitles,
  onPage,
  after,
}: {
  discussions: {
    data: Paged<DiscussionSummary> | undefined;
    isLoading: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  skeletonRows?: number;
  emptyTitle: string;
  /** The list's accessible name. */
  label: string;
  pagerLabel: string;
  headingLevel?: 'h3' | 'h4';
  lessonTitles?: ReadonlyMap<number, string>;
  onPage: (page: number) => void;
  after?: (items: DiscussionSummary[]) => ReactNode;
}) {
  const { t } = useLearnT();
  const online = useOnline();
  const data = discussions.data;
  const items = data?.items ?? [];
  // Discussions are never kept for offline use (docs/OFFLINE.md): offline, a read that failed or waits says so,
  // instead of a failure whose Try again cannot work.
  if (!online && !data && (discussions.isError || discussions.isLoading))
    return (
      <CardEmpty
        title={offlineTexts.discussionsNeedConnectionTitle}
        description={offlineTexts.discussionsNeedConnection}
      />
    );
  if (discussions.isLoading) return <CourseDiscussionListSkeleton rows={skeletonRows} />;
  if (discussions.isError)
    return (
      <ErrorState
        as="h3"
        title={t("We couldn't load the discussions")}
        message={t('Please check your connection and try again.')}
        retryLabel={t('Try again')}
        onRetry={() => void discussions.refetch()}
      />
    );
  if (!data || items.length === 0)
    return <CardEmpty title={emptyTitle} description={t('Be the first to start a discussion!')} />;
  return (
    <>
      <CourseDiscussionList
        items={items}
        headingLevel={headingLevel}
        lessonTitles={lessonTitles}
        label={label}
      />
      <Pager
        page={data.page}
        pageSize={data.pageSize || COURSE_DISCUSSIONS_PAGE_SIZE}
        total={data.total}
        onPage={onPage}
        label={pagerLabel}
      />
      {after?.(items)}
    </>
  );
}
