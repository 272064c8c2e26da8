import { describe, expect, it } from 'vitest';
import { selectedBuilderTab } from './builderTabs';
import { nextSteps } from './nextSteps';

const course = { status: 'pending' as const, imageUrl: '/uploads/a.webp', lessonCount: 0 };

describe('nextSteps', () => {
  it('asks for a first module when there is none', () => {
    expect(nextSteps(course, [], null).map((s) => s.text)).toEqual(['Add your first module']);
  });

  it('names each empty module, and asks for a quiz once lessons exist', () => {
    const modules = [
      { id: 1, title: 'Soil', lessonCount: 2 },
      { id: 2, title: 'Water', lessonCount: 0 },
    ];
    const steps = nextSteps({ ...course, lessonCount: 2 }, modules, 0);
    expect(steps.map((s) => [s.text, s.tab])).toEqual([
      ['Add lessons to Water', 'lessons'],
      ['Add a quiz so learners can check what they learned', 'quizzes'],
    ]);
  });

  it('puts resubmitting first for a rejected course and asks for an image when missing', () => {
    const steps = nextSteps(
      { status: 'rejected', imageUrl: null, lessonCount: 3 },
      [{ id: 1, title: 'A', lessonCount: 3 }],
      1,
    );
    expect(steps.map((s) => s.key)).toEqual(['resubmit', 'image']);
  });

  it('has nothing to add for a complete course', () => {
    expect(nextSteps({ ...course, lessonCount: 1 }, [{ id: 1, title: 'A', lessonCount: 1 }], 2)).toEqual([]);
  });
});

describe('selectedBuilderTab', () => {
  it('reads the tab parameter, defaulting to the overview', () => {
    expect(selectedBuilderTab('lessons')).toBe('lessons');
    expect(selectedBuilderTab(null)).toBe('overview');
    expect(selectedBuilderTab('nope')).toBe('overview');
  });
});
