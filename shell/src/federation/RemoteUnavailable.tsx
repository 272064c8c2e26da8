import { useState } from 'react';
import { CloudOff } from 'lucide-react';
import { ErrorState, PageContainer } from '@canopy/ui';

export interface RemoteUnavailableProps {
  area: string;
  onRetry: () => Promise<void> | void;
}

/** Shown in place of one area's pages when that area's code cannot be loaded; the rest of Canopy keeps working. */
export function RemoteUnavailable({ area, onRetry }: RemoteUnavailableProps) {
  const [retrying, setRetrying] = useState(false);
  return (
    <PageContainer $size="narrow">
      <div data-testid="remote-unavailable">
        <ErrorState
          as="h1"
          icon={<CloudOff />}
          title={`${area} is temporarily unavailable`}
          message="This part of Canopy could not be loaded right now. Everything else keeps working — try again in a moment."
          retryLabel={retrying ? 'Retrying…' : 'Retry'}
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
