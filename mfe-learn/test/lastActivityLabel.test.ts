import { describe, expect, it } from 'vitest';
import { lastActivityLabel } from '../src/lib/lastActivityLabel';

describe('lastActivityLabel', () => {
  const now = new Date(2025, 4, 20, 9, 30); // 20 May 2025, 09:30 local time

  it('reads Today for the same calendar day, even a minute after midnight', () => {
    expect(lastActivityLabel(new Date(2025, 4, 20, 0, 1), now)).toBe('Today');
    expect(lastActivityLabel(new Date(2025, 4, 20, 9, 29), now)).toBe('Today');
  });

  it('reads Yesterday for the previous calendar day, even if less than 24 hours ago', () => {
    expect(lastActivityLabel(new Date(2025, 4, 19, 23, 59), now)).toBe('Yesterday');
    expect(lastActivityLabel(new Date(2025, 4, 19, 0, 0), now)).toBe('Yesterday');
  });

  it('counts calendar days after that', () => {
    expect(lastActivityLabel(new Date(2025, 4, 18, 12), now)).toBe('2 days ago');
    expect(lastActivityLabel(new Date(2025, 3, 20, 12), now)).toBe('30 days ago');
  });

  it('accepts ISO strings', () => {
    expect(lastActivityLabel(new Date(2025, 4, 13, 10).toISOString(), now)).toBe('7 days ago');
  });

  it('treats a slightly future timestamp (clock skew) as Today', () => {
    expect(lastActivityLabel(new Date(2025, 4, 20, 9, 31), now)).toBe('Today');
  });

  it('returns null for missing or unreadable dates', () => {
    expect(lastActivityLabel(null, now)).toBeNull();
    expect(lastActivityLabel(undefined, now)).toBeNull();
    expect(lastActivityLabel('', now)).toBeNull();
    expect(lastActivityLabel('not a date', now)).toBeNull();
  });
});
