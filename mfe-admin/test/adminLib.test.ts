import { describe, expect, it } from 'vitest';
import { queryString } from '../src/api/queryString';
import { changeLanguage } from '@canopy/i18n';
import { adminText } from '../src/i18n/useAdminT';
import { actionName, auditValue, displayName, rangeOf } from '../src/lib/format';
import { selectedTab } from '@canopy/ui/page-kit';
import { adminTabs } from '../src/pages/admin/adminTabs';

describe('the admin dashboard helpers', () => {
  it('selects the tab the `tab` parameter names among those shown, else Users', () => {
    expect(selectedTab(adminTabs, null).value).toBe('users');
    expect(selectedTab(adminTabs, 'pending-educators').label).toBe('Educator Approvals');
    expect(selectedTab(adminTabs, 'no-such-tab').value).toBe('users');
    const withoutCourses = adminTabs.filter((t) => !t.requires);
    expect(adminTabs.map((t) => t.value)).toEqual([
      'users',
      'pending-educators',
      'courses',
      'certificates',
      'moderation',
      'questionnaire',
      'activity',
      'figures',
      'outbox',
    ]);
    expect(selectedTab(withoutCourses, 'courses').value).toBe('users');
    expect(withoutCourses.map((t) => t.value)).toEqual(['users', 'pending-educators', 'activity', 'figures']);
  });

  it('sends only the filters that are set', () => {
    expect(queryString({ search: '', role: 'educator', status: undefined, page: 2, pageSize: 25 })).toBe(
      '?role=educator&page=2&pageSize=25',
    );
    expect(queryString({ search: '' })).toBe('');
    expect(queryString({ search: 'a&b' })).toBe('?search=a%26b');
  });

  it('words ranges, names, actions and audit values', () => {
    const users = (range: ReturnType<typeof rangeOf>) =>
      adminText('Showing {{first}}–{{last}} of {{total}} users', { ...range });
    expect(users(rangeOf(2, 25, 61))).toBe('Showing 26–50 of 61 users');
    expect(users(rangeOf(1, 25, 1))).toBe('Showing 1–1 of 1 user');
    expect(users(rangeOf(1, 25, 1234))).toBe('Showing 1–25 of 1,234 users');
    expect(displayName({ firstName: 'Ada', lastName: null, username: 'ada' })).toBe('Ada');
    expect(displayName({ firstName: null, lastName: null, username: 'ada' })).toBe('ada');
    expect(actionName('user.suspended')).toBe('Suspended user');
    expect(actionName('forum.post_hidden')).toBe('Hid forum post');
    expect(actionName('live.session_ended')).toBe('live.session_ended');
    expect(auditValue({ status: 'active' })).toBe('status: active');
    expect(auditValue(null)).toBe('—');
    expect(auditValue({ tags: ['a'] })).toBe('tags: ["a"]');
  });

  it('words them in Spanish when Spanish is chosen', async () => {
    await changeLanguage('es');
    try {
      const users = (range: ReturnType<typeof rangeOf>) =>
        adminText('Showing {{first}}–{{last}} of {{total}} users', { ...range });
      expect(users(rangeOf(1, 25, 1))).toBe('Mostrando 1–1 de 1 usuario');
      expect(users(rangeOf(2, 25, 61))).toBe('Mostrando 26–50 de 61 usuarios');
      expect(actionName('user.suspended')).toBe('Suspendió un usuario');
    } finally {
      await changeLanguage('en');
    }
  });
});
