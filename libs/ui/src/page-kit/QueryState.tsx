import type { ReactNode } from 'react';
import { errorMessage } from '@canopy/api-client/errors';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared singleton's ErrorState, not a second copy bundled with this entry
import { ErrorState, useUiT } from '@canopy/ui';

/** What QueryState reads of a query (React Query's result has it all). */
export interface QueryView<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryView<T>;
  /** Shown until the first answer: a placeholder of the content's shape, in a `role="status"` with a name. */
  loading: ReactNode;
  /** The failure panel's title ("Your courses could not be loaded"); its text is the server's message. */
  errorTitle: ReactNode;
  /** The failure panel's text when the server sent no message of its own. */
  errorFallback?: string;
  /** Heading level of the failure panel's title (the section's own heading is usually an h2). */
  errorAs?: 'h1' | 'h2' | 'h3';
  /** Whether an answer has nothing to show; `empty` is shown instead of the content. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The four states of a read, in one place: loading, failed (with Retry), empty and the content. An answer already
 * shown stays shown when a later refetch fails; the failure panel replaces only a first read that failed.
 */
export function QueryState<T>({
  query,
  loading,
  errorTitle,
  errorFallback,
  errorAs = 'h3',
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  const { t } = useUiT();
  const { data } = query;
  if (data === undefined) {
    if (!query.isError) return <>{loading}</>;
    return (
      <ErrorState
        as={errorAs}
        title={errorTitle}
        message={errorMessage(query.error, errorFallback ?? t('Please try again.'))}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (empty !== undefined && isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
