import type { UserNotification } from '@canopy/contracts';

const LIVE_SESSIONS = '/live-sessions';
const liveKinds = new Set(['live_session', 'live_session_reminder']);

/**
 * Where a notification leads: the server's `link` (an in-app path), shown only when a remote declares that page
 * (`isDeclared`: `useDeclaredPaths()` of @canopy/auth) — never a link to a 404. A live session's notification
 * opens that session's room view (`/live-sessions?session={id}`).
 */
export function notificationLink(
  n: Pick<UserNotification, 'type' | 'relatedId' | 'link'>,
  isDeclared: (path: string) => boolean,
): string | null {
  const live = liveKinds.has(n.type);
  const href = n.link ?? (live ? LIVE_SESSIONS : null);
  // In-app paths only: an absolute or protocol-relative address is not ours to follow from the bell.
  if (!href || !href.startsWith('/') || href.startsWith('//')) return null;
  const path = href.split(/[?#]/)[0]!;
  if (!isDeclared(path)) return null;
  if (live && path === LIVE_SESSIONS && href === path && n.relatedId != null) {
    return `${LIVE_SESSIONS}?session=${n.relatedId}`;
  }
  return href;
}
