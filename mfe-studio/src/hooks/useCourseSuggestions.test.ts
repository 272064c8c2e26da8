import { describe, expect, it } from 'vitest';
import { suggestionRequest } from './useCourseSuggestions';

describe('suggestionRequest', () => {
  it('sends the topic, the audience from the level and the kind of course (section 7)', () => {
    expect(
      suggestionRequest('Composting', { level: 'beginner', method: 'manual', storyTemplate: 'gardening' }),
    ).toEqual({
      topic: 'Composting',
      targetAudience: 'Beginner learners',
      courseType: 'Seasonal Growth course',
    });
    expect(
      suggestionRequest('Solar', { level: 'advanced', method: 'youtube', storyTemplate: undefined }),
    ).toEqual({
      topic: 'Solar',
      targetAudience: 'Advanced learners',
      courseType: 'Course built from a video',
    });
    expect(
      suggestionRequest('Soil', { level: 'intermediate', method: 'manual', storyTemplate: undefined })
        .courseType,
    ).toBe('Self-paced online course');
  });
});
