import { describe, expect, it } from 'vitest';
import { fullDate, relativeTime } from '../src/lib/relativeTime';

describe('relativeTime', () => {
  const now = new Date('2026-03-12T14:05:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('says "just now" for the last few seconds', () => {
    expect(relativeTime(ago(10_000), now)).toBe('just now');
  });

  it('counts minutes, hours and days', () => {
    expect(relativeTime(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(relativeTime(ago(2 * 86_400_000), now)).toBe('2 days ago');
  });

  it('is empty for an unreadable date', () => {
    expect(relativeTime('not a date', now)).toBe('');
    expect(fullDate('not a date')).toBe('');
  });
});
