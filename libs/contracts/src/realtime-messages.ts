import { liveSessionMessages } from './live-session-labels';

/** The realtime hub's texts (no zod: a page that only says them does not build the socket's schemas). */
export const realtimeMessages = {
  // Specification (section 7 socket rules, section 8 notice).
  sessionCreated: liveSessionMessages.notifyScheduled,
  sessionUpdated: liveSessionMessages.notifyUpdated,
  sessionCancelled: liveSessionMessages.notifyCancelled,
  sessionUpdateTitle: 'Session Update',
  sessionUpdateFallback: 'A live session has been updated',
  // The hub's own.
  invalidJson: 'Messages must be JSON objects',
  invalidMessage: 'Unknown or malformed message',
  tooLarge: 'Message too large',
  tooManyMessages: 'Too many messages',
  tooManySubscriptions: 'Too many subscriptions',
} as const;
