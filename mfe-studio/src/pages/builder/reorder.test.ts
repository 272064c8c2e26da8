import { describe, expect, it } from 'vitest';
import { movedIds, movedSentence } from './reorder';

describe('movedIds', () => {
  it('moves an item down and up', () => {
    expect(movedIds([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(movedIds([1, 2, 3, 4], 3, 1)).toEqual([1, 4, 2, 3]);
  });

  it('leaves the order alone for a move out of range or onto itself', () => {
    expect(movedIds([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(movedIds([1, 2, 3], 2, 3)).toEqual([1, 2, 3]);
    expect(movedIds([1, 2, 3], 1, 1)).toEqual([1, 2, 3]);
  });
});

describe('movedSentence', () => {
  it('names the item and its new position', () => {
    expect(movedSentence('Soil', 2, 4)).toBe('Soil moved to position 2 of 4.');
  });
});
