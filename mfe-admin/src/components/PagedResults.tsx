import type { CSSProperties, ReactNode } from 'react';
import type { Paged } from '@canopy/contracts';
import { Skeleton } from '@canopy/ui';
import { QueryState, type QueryView } from '@canopy/ui/page-kit';
import { useAdminT } from '../i18n/useAdminT';
import { rangeOf, type Range } from '../lib/format';
import { ResultLine } from './DataTable';
import { Pager } from './Pager';

/** The placeholder of a list the admin area is waiting for: one block of the list's height. */
export function LoadingBlock({ label, style }: { label: string; style: CSSProperties }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <Skeleton style={style} />
    </div>
  );
}

export interface PagedResultsProps<T> {
  query: QueryView<Paged<T>> & { isFetching?: boolean };
  /** "Showing 1–25 of 40 users", worded by the list (its own plural forms). */
  rangeText: (range: Range) => string;
  loadingLabel: string;
  loadingStyle: CSSProperties;
  errorTitle: string;
  /** Shown when no row matches. */
  empty: ReactNode;
  pagerLabel: string;
  onPage: (page: number) => void;
  /** Adds " · updating…" to the count while another page or search is read. */
  showUpdating?: boolean;
  /** The count under the list instead of above it (a list of cards rather than a table). */
  countBelow?: boolean;
  children: (page: Paged<T>) => ReactNode;
}

/**
 * A list of the admin area paged on the server: its failure, placeholder and empty state, "Showing 1–25 of 40
 * users" and the pager around the rows the caller renders.
 */
export function PagedResults<T>({
  query,
  rangeText,
  loadingLabel,
  loadingStyle,
  errorTitle,
  empty,
  pagerLabel,
  onPage,
  showUpdating = false,
  countBelow = false,
  children,
}: PagedResultsProps<T>) {
  const { t } = useAdminT();
  return (
    <QueryState
      query={query}
      loading={<LoadingBlock label={loadingLabel} style={loadingStyle} />}
      errorTitle={errorTitle}
      isEmpty={(data) => data.total === 0}
      empty={empty}
    >
      {(data) => {
        const count = (
          <ResultLine
            role="status"
            aria-live="polite"
            style={countBelow ? { marginBlockStart: 12 } : undefined}
          >
            {rangeText(rangeOf(data.page, data.pageSize, data.total))}
            {showUpdating && query.isFetching ? ` · ${t('updating…')}` : ''}
          </ResultLine>
        );
        return (
          <>
            {!countBelow && count}
            {children(data)}
            {countBelow && count}
            <Pager
              label={pagerLabel}
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={onPage}
            />
          </>
        );
      }}
    </QueryState>
  );
}
