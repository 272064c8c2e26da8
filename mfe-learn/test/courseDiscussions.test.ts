import { describe, expect, it } from 'vitest';
import { discussionCreateSchema, forumMessages } from '@canopy/contracts';
import { courseDiscussionFormSchema, courseDiscussionPayload } from '../src/lib/courseDiscussionForm';
import {
  courseDiscussionsQuery,
  forumDiscussionHref,
  forumProfileHref,
  forumTopicHref,
} from '../src/lib/courseDiscussions';

const valid = {
  title: 'Rain barrels in winter',
  content: 'Do you empty your rain barrel before the first frost, or is it fine to leave it?',
  tags: '',
  acceptGuidelines: true,
};

function messages(values: unknown): string[] {
  const result = courseDiscussionFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('the course discussion form schema (the forum contract without a topic)', () => {
  it('accepts a discussion without a topic', () => {
    expect(messages(valid)).toEqual([]);
  });

  it('keeps the specification’s messages', () => {
    expect(messages({ ...valid, title: 'Rain' })).toEqual([forumMessages.titleMin]);
    expect(messages({ ...valid, content: 'Too short to post.' })).toEqual([forumMessages.contentMin]);
    expect(messages({ ...valid, acceptGuidelines: false })).toEqual([forumMessages.guidelinesRequired]);
    expect(messages({ ...valid, tags: 'a, b, c, d, e, f' })).toEqual([forumMessages.tagsMax]);
    // Whitespace does not count towards the minimum.
    expect(messages({ ...valid, title: '   ab   ' })).toEqual([forumMessages.titleMin]);
  });
});

describe('courseDiscussionPayload', () => {
  it('names the course (and lesson), never the guidelines box, and passes the API’s own validation', () => {
    const parsed = courseDiscussionFormSchema.parse({ ...valid, tags: 'Water, #winter' });
    const payload = courseDiscussionPayload(parsed, { courseId: 3, lessonId: 12 });
    expect(payload).toEqual({
      title: valid.title,
      content: valid.content,
      courseId: 3,
      lessonId: 12,
      tags: 'water, winter',
    });
    expect(discussionCreateSchema.safeParse(payload).success).toBe(true);
  });

  it('leaves out empty tags and an absent lesson', () => {
    const payload = courseDiscussionPayload(courseDiscussionFormSchema.parse(valid), { courseId: 3 });
    expect(payload).toEqual({ title: valid.title, content: valid.content, courseId: 3 });
    expect(discussionCreateSchema.parse(payload)).toMatchObject({ courseId: 3, tags: [] });
  });
});

describe('course discussion queries and links', () => {
  it('asks for a course’s or a lesson’s discussions, page and size only when needed', () => {
    expect(courseDiscussionsQuery({ courseId: 3 })).toBe('?courseId=3');
    expect(courseDiscussionsQuery({ courseId: 3, lessonId: 12, page: 2, pageSize: 10 })).toBe(
      '?courseId=3&lessonId=12&page=2&pageSize=10',
    );
    expect(courseDiscussionsQuery({ courseId: 3, page: 1 })).toBe('?courseId=3');
  });

  it('links to the forum’s pages', () => {
    expect(forumDiscussionHref({ id: 41, topicId: 9 })).toBe('/forum/topics/9/discussions/41');
    expect(forumTopicHref(9)).toBe('/forum/topics/9');
    expect(forumProfileHref(4)).toBe('/forum/users/4');
  });
});
