import { describe, expect, it } from 'vitest';
import { competencyMilestoneTexts, milestoneTemplates as m, milestoneTextKeys } from './course-milestones';
import { englishOf, storedText } from './stored-text';

describe('milestone texts', () => {
  it('read, filled, exactly as the course service has always written them', () => {
    const lesson = 'Soil "basics"';
    const course = 'Urban Gardens';
    const cases: Array<[string, Record<string, string | number> | undefined, string]> = [
      [m.firstLesson, undefined, 'First lesson completed'],
      [
        m.firstLessonDescription,
        { lessonTitle: lesson, courseTitle: course },
        `You completed "${lesson}" and started ${course}.`,
      ],
      [m.moduleCompleted, { moduleTitle: 'Week 1' }, 'Module completed: Week 1'],
      [
        m.moduleCompletedDescription,
        { lessonCount: 3, moduleTitle: 'Week 1' },
        'You completed all 3 lessons of "Week 1".',
      ],
      [m.courseCompleted, { courseTitle: course }, `Course completed: ${course}`],
      [
        m.courseCompletedDescription,
        undefined,
        'You completed every lesson of the course and earned your certificate.',
      ],
      [m.discussion, undefined, 'First discussion contribution'],
      [
        m.discussionDescription,
        { courseTitle: course },
        `You joined the conversation in the forum of ${course}.`,
      ],
      [m.discussionDescriptionNoCourse, undefined, 'You joined the conversation in the course forum.'],
      [m.reflection, undefined, 'Reflection submitted'],
      [m.feedbackOn, { about: 'Quiz 1' }, 'Feedback received on Quiz 1'],
      [m.feedbackOnGoal, undefined, 'Feedback received on your learning goal'],
      [m.feedbackOnReflection, undefined, 'Feedback received on your reflection'],
    ];
    for (const [key, values, english] of cases) expect(englishOf(storedText(key, values))).toBe(english);
    const raised = competencyMilestoneTexts('proficient');
    expect(englishOf(raised.title)).toBe('Competency raised to Proficient');
    expect(englishOf(raised.description)).toBe('Applying concepts independently and helping others');
  });

  it('list every key once', () => {
    expect(new Set(milestoneTextKeys).size).toBe(milestoneTextKeys.length);
    expect(milestoneTextKeys).toContain('Just starting and needing guidance');
  });
});
