import { describe, expect, it } from 'vitest';
import type { UserNotification } from '@canopy/contracts';
import { notificationLink } from '../src/layout/notifications/notificationLink';
import { addNotification } from '../src/layout/notifications/useNotifications';

const n = (id: number, createdAt: string, extra: Partial<UserNotification> = {}): UserNotification => ({
  id,
  userId: 1,
  title: 't',
  message: 'm',
  type: 'live_session',
  relatedId: 5,
  link: '/live-sessions',
  read: false,
  createdAt,
  ...extra,
});

describe('notificationLink', () => {
  const declared = (paths: string[]) => (p: string) => paths.includes(p);

  it('opens a live session’s room view when /live-sessions is declared, else no link', () => {
    expect(notificationLink(n(1, ''), declared(['/live-sessions']))).toBe('/live-sessions?session=5');
    expect(
      notificationLink(n(1, '', { type: 'live_session_reminder', link: null }), declared(['/live-sessions'])),
    ).toBe('/live-sessions?session=5');
    expect(notificationLink(n(1, ''), declared([]))).toBeNull();
  });

  it('follows the server’s in-app link only when its page is declared', () => {
    const reply = n(1, '', { type: 'discussion_reply', relatedId: 7, link: '/forum/topics/3?discussion=7' });
    expect(notificationLink(reply, declared(['/forum/topics/3']))).toBe('/forum/topics/3?discussion=7');
    expect(notificationLink(reply, declared([]))).toBeNull();
    expect(notificationLink(n(1, '', { type: 'x', link: 'https://evil.example/' }), () => true)).toBeNull();
    expect(notificationLink(n(1, '', { type: 'x', link: '//evil.example/' }), () => true)).toBeNull();
    expect(notificationLink(n(1, '', { type: 'x', link: null }), () => true)).toBeNull();
  });
});

describe('addNotification', () => {
  it('puts a live notification first, once, and leaves an unloaded list alone', () => {
    const list = [n(2, '2030-01-02T00:00:00Z'), n(1, '2030-01-01T00:00:00Z')];
    const added = addNotification(list, n(3, '2030-01-03T00:00:00Z'));
    expect(added?.map((x) => x.id)).toEqual([3, 2, 1]);
    expect(addNotification(added, n(3, '2030-01-03T00:00:00Z'))).toBe(added);
    expect(addNotification(undefined, n(3, '2030-01-03T00:00:00Z'))).toBeUndefined();
  });
});
