import { ErrorState } from '@canopy/ui';

/** A list of discussions that could not be read, with Retry. */
export function DiscussionsLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorState
      as="h3"
      title="We couldn't load the discussions"
      message="Please check your connection and try again."
      onRetry={onRetry}
    />
  );
}
