import { msgKey } from '@canopy/i18n';
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
