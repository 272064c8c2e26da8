import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { Alert, VisuallyHiddenText } from '@canopy/ui';
import {
  listQueuedActions,
  offlineMessages,
  onWorkerMessage,
  requestReplay,
  useOnline,
  type QueuedAction,
} from '@canopy/offline';
import { offlineTexts, waitingActionLabel, waitingTitle } from './offlineTexts';
import { useShellT } from '../i18n/useShellT';
import { useReplayWhileWaiting } from './useReplayWhileWaiting';

const Bar = styled.div`
  padding-block: 0.75rem 0;
  padding-inline: 1rem;
  max-inline-size: 80rem;
  inline-size: 100%;
  margin-inline: auto;
  box-sizing: border-box;
  ul {
    margin-block: 0.25rem 0;
    padding-inline-start: 1.25rem;
  }
`;

/**
 * Says when the learner is offline and which actions wait to be sent (kept by the service worker: src/sw/).
 * Back online it asks the service worker to send them (where Background Sync has not already), and again while
 * they still wait (useReplayWhileWaiting); once they are sent every query is read again: the server's progress
 * replaces what the page showed.
 */
export default function OfflineBanner() {
  const { t } = useShellT();
  const online = useOnline();
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState<QueuedAction[]>([]);
  const [sent, setSent] = useState(false);

  const refresh = useCallback(() => {
    void listQueuedActions().then(setWaiting);
  }, []);

  useEffect(() => {
    refresh();
    return onWorkerMessage((type) => {
      if (type === offlineMessages.queueChanged) refresh();
      if (type === offlineMessages.replayed) {
        refresh();
        setSent(true);
        void queryClient.invalidateQueries();
      }
    });
  }, [queryClient, refresh]);

  useEffect(() => {
    if (online) requestReplay();
    else setSent(false);
    refresh();
  }, [online, refresh]);
  useReplayWhileWaiting(online, waiting.length > 0, refresh);

  return (
    <div role="status" aria-live="polite">
      {(!online || waiting.length > 0) && (
        <Bar>
          <Alert variant="warning" title={online ? undefined : t(offlineTexts.offlineTitle)}>
            {!online && <p>{t(offlineTexts.offlineBody)}</p>}
            {waiting.length > 0 && (
              <>
                <p>
                  <strong>{waitingTitle(waiting.length)}</strong>{' '}
                  {online ? t(offlineTexts.sendingBody) : t(offlineTexts.waitingBody)}
                </p>
                <ul aria-label={t('Waiting actions')}>
                  {waiting.map((action, index) => (
                    <li key={`${action.queuedAt}-${index}`}>{waitingActionLabel(action)}</li>
                  ))}
                </ul>
              </>
            )}
          </Alert>
        </Bar>
      )}
      {online && waiting.length === 0 && sent && (
        <VisuallyHiddenText>{t(offlineTexts.sent)}</VisuallyHiddenText>
      )}
    </div>
  );
}
