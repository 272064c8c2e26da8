import { msgKey } from '@canopy/i18n';
import type { QueuedAction } from '@canopy/offline';
import { shellText } from '../i18n/useShellT';

/** The offline banner's texts: English catalogue keys of the shell's namespace, read when the banner renders. */
export const offlineTexts = {
  offlineTitle: msgKey('You are offline'),
  offlineBody: msgKey('Courses you made available offline still open. Other pages need a connection.'),
  sendingBody: msgKey('Back online: sending them now.'),
  waitingBody: msgKey('They will be sent when you are back online.'),
  sent: msgKey('Back online: your waiting actions were sent.'),
} as const;

/** "1 action is waiting to be sent" / "3 actions are waiting to be sent", in the page's language. */
export function waitingTitle(count: number): string {
  return count === 1
    ? shellText('1 action is waiting to be sent')
    : shellText('{{count}} actions are waiting to be sent', { count });
}

/**
 * A waiting action as the banner lists it, in the page's language: the service worker keeps its kind and what it
 * is about ("Mark Complete: Soil basics"); an action kept before kinds shows the label it was kept with.
 */
export function waitingActionLabel(action: QueuedAction): string {
  if (action.kind === 'lesson-completion') {
    return action.subject
      ? shellText('Mark Complete: {{title}}', { title: action.subject })
      : shellText('Mark Complete');
  }
  return action.label ?? '';
}
