import type { LiveSessionChange } from './notification-texts';
import { notificationTexts } from './notification-texts';
import { englishOf } from './stored-text-fill';

// The socket's sentences are the live-session notifications' messages.
const changed = (change: LiveSessionChange) => (title: string) =>
  englishOf(notificationTexts.session(change, title).message);

/** The realtime hub's texts (no zod: a page that only says them does not build the socket's schemas). */
export const realtimeMessages = {
  // Specification (section 7 socket rules, section 8 notice).
  sessionCreated: changed('scheduled'),
  sessionUpdated: changed('updated'),
  sessionCancelled: changed('cancelled'),
  sessionUpdateTitle: 'Session Update',
  sessionUpdateFallback: 'A live session has been updated',
  // The hub's own.
  invalidJson: 'Messages must be JSON objects',
  invalidMessage: 'Unknown or malformed message',
  tooLarge: 'Message too large',
  tooManyMessages: 'Too many messages',
  tooManySubscriptions: 'Too many subscriptions',
} as const;
