import { describe, expect, it } from 'vitest';
import { englishOf, storedText, storedTextSchema } from './stored-text';

describe('stored texts', () => {
  it('fill the English template with their values', () => {
    const text = storedText('Module completed: {{moduleTitle}}', { moduleTitle: 'Soil {{x}} basics' });
    expect(englishOf(text)).toBe('Module completed: Soil {{x}} basics');
    expect(
      englishOf(
        storedText('The session "{{ title }}" starts in {{minutes}} minutes', { title: 'A', minutes: 5 }),
      ),
    ).toBe('The session "A" starts in 5 minutes');
  });

  it('keep no empty values and read a missing value as empty', () => {
    expect(storedText('First lesson completed', {})).toEqual({ key: 'First lesson completed' });
    expect(englishOf({ key: 'Hello {{name}}!' })).toBe('Hello !');
  });

  it('refuse what is not a text reference', () => {
    expect(storedTextSchema.safeParse({ key: '' }).success).toBe(false);
    expect(storedTextSchema.safeParse({ key: 'A', values: { a: { b: 1 } } }).success).toBe(false);
  });
});
