import { ErrorState } from '@canopy/ui';
import { useForumT } from '../i18n/useForumT';

/** A list of discussions that could not be read, with Retry. */
export function DiscussionsLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useForumT();
  return (
    <ErrorState
      as="h3"
      title={t("We couldn't load the discussions")}
      message={t('Please check your connection and try again.')}
      retryLabel={t('Try again')}
      onRetry={onRetry}
    />
  );
}
