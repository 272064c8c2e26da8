import {
  notificationTexts,
  realtimeMessages,
  type LiveSessionChange,
  type RealtimeServerMessageOf,
  type SessionUpdateAction,
} from '@canopy/contracts';
import { translateMessage, translateStored } from '@canopy/i18n';

const changeOf: Record<SessionUpdateAction, LiveSessionChange> = {
  create: 'scheduled',
  update: 'updated',
  cancel: 'cancelled',
};

/**
 * The hub's `session_update` sentence in the reader's language. The hub words it in English (the specification's
 * text, for every client); its `action` and the session's title say which sentence it is, so a page in another
 * language rebuilds it from the same template (`notificationTexts`) and shows that template's translation.
 * English shows the hub's sentence as it came.
 */
export function sessionUpdateText(message: RealtimeServerMessageOf<'session_update'>): string {
  const english = message.message || realtimeMessages.sessionUpdateFallback;
  const change = changeOf[message.action];
  if (!change || !message.session?.title) return translateMessage(english);
  return translateStored(notificationTexts.session(change, message.session.title).message, english);
}
