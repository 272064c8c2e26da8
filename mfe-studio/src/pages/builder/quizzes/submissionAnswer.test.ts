import { describe, expect, it } from 'vitest';
import { formatAnswer } from './submissionAnswer';

describe('formatAnswer', () => {
  it('reads each kind of stored answer', () => {
    expect(formatAnswer('"Leaves"')).toBe('Leaves');
    expect(formatAnswer('["Leaves","Coffee grounds"]')).toBe('Leaves, Coffee grounds');
    expect(formatAnswer('true')).toBe('True');
    expect(formatAnswer('false')).toBe('False');
  });

  it('says nothing was given for a left-out question', () => {
    expect(formatAnswer('null')).toBeNull();
    expect(formatAnswer('[]')).toBeNull();
    expect(formatAnswer('"  "')).toBeNull();
  });

  it('keeps text that is not JSON as it is', () => {
    expect(formatAnswer('nitrogen')).toBe('nitrogen');
  });
});
