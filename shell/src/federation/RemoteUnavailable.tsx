import { useState } from 'react';
import { CloudOff } from 'lucide-react';
import { ErrorState, PageContainer } from '@canopy/ui';
import { useShellT } from '../i18n/useShellT';

export interface RemoteUnavailableProps {
  area: string;
  onRetry: () => Promise<void> | void;
  /** 'incompatible': the area was built for a newer version of Canopy than this tab has (refused, not broken). */
  reason?: 'unavailable' | 'incompatible';
}

/** Shown in place of one area's pages when that area's code cannot be loaded; the rest of Canopy keeps working. */
export function RemoteUnavailable({ area, onRetry, reason = 'unavailable' }: RemoteUnavailableProps) {
  const { t } = useShellT();
  const [retrying, setRetrying] = useState(false);
  return (
    <PageContainer $size="narrow">
      <div data-testid="remote-unavailable" data-reason={reason}>
        <ErrorState
          as="h1"
          icon={<CloudOff />}
          title={t('{{area}} is temporarily unavailable', { area })}
          message={
            reason === 'incompatible'
              ? t(
                  'This part of Canopy has been updated for a newer version of the site than the one open in this tab, so it was not started. Reload the page to get the latest version; everything else keeps working meanwhile.',
                )
              : t(
                  'This part of Canopy could not be loaded right now. Everything else keeps working — try again in a moment.',
                )
          }
          retryLabel={retrying ? t('Retrying…') : t('Retry')}
          onRetry={async () => {
            setRetrying(true);
            try {
              await onRetry();
            } finally {
              setRetrying(false);
            }
          }}
        />
      </div>
    </PageContainer>
  );
}
