import { describe, expect, it } from 'vitest';
import { formatDuration } from '../src/lib/duration';

describe('formatDuration', () => {
  it('shows minutes, hours, or both', () => {
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 h');
    expect(formatDuration(200)).toBe('3 h 20 min');
    expect(formatDuration(12.4)).toBe('12 min');
  });
});
