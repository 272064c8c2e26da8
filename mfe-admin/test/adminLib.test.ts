import { describe, expect, it } from 'vitest';
import { queryString } from '../src/api/queryString';
import { actionName, auditValue, displayName, rangeText } from '../src/lib/format';
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
      'moderation',
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
    expect(rangeText(2, 25, 61, ['user', 'users'])).toBe('Showing 26–50 of 61 users');
    expect(rangeText(1, 25, 1, ['user', 'users'])).toBe('Showing 1–1 of 1 user');
    expect(rangeText(1, 25, 0, ['user', 'users'])).toBe('No users');
    expect(displayName({ firstName: 'Ada', lastName: null, username: 'ada' })).toBe('Ada');
    expect(displayName({ firstName: null, lastName: null, username: 'ada' })).toBe('ada');
    expect(actionName('user.suspended')).toBe('Suspended user');
    expect(actionName('forum.post_hidden')).toBe('Hid forum post');
    expect(actionName('live.session_ended')).toBe('live.session_ended');
    expect(auditValue({ status: 'active' })).toBe('status: active');
    expect(auditValue(null)).toBe('—');
    expect(auditValue({ tags: ['a'] })).toBe('tags: ["a"]');
  });
});
