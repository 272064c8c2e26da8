import { describe, expect, it } from 'vitest';
import { countedValues, insightTemplates as t, insightTextKeys } from './learning-insight-texts';
import { englishOf, storedText } from './stored-text';

const read = (key: string, values?: Record<string, string | number>) => englishOf(storedText(key, values));

describe('insight texts', () => {
  it('read, filled, exactly as the insight rules have always written them', () => {
    expect(read(t.preference, { primary: 'visual', secondary: 'hands-on practice' })).toBe(
      'You prefer visual and hands-on practice',
    );
    const scores = {
      primary: 'visual',
      primaryScore: 80,
      secondary: 'reading and writing',
      secondaryScore: 70,
    };
    expect(read(t.preferenceDescriptionClose, scores)).toBe(
      'From your latest assessment: visual 80 of 100, reading and writing 70. Your scores are close together, so ' +
        'these are gentle leanings rather than firm preferences. Choose these formats when you can to stay ' +
        'motivated, and pair them with strategies that work for everyone.',
    );
    expect(read(t.confidenceHighDescription, { score: 80 })).toBe(
      'Your confidence as a learner scored 80 of 100: use it to take on harder practice.',
    );
    const pace = (lessons: number, minutes: number, hours: number) =>
      read(t.paceDescription, {
        ...countedValues('lessons', lessons, 'lesson'),
        courseTitle: 'Soil',
        ...countedValues('minutes', minutes, 'minute'),
        ...countedValues('hours', hours, 'hour'),
      });
    expect(pace(1, 1, 1)).toBe(
      'In the last 7 days you completed 1 lesson in Soil, about 1 minute by the lessons’ stated durations, ' +
        'against your goal of 1 hour a week.',
    );
    expect(pace(3, 45, 2)).toBe(
      'In the last 7 days you completed 3 lessons in Soil, about 45 minutes by the lessons’ stated durations, ' +
        'against your goal of 2 hours a week.',
    );
    expect(
      read(t.quizDescription, {
        passed: 1,
        ...countedValues('quizzes', 1, 'quiz', 'quizzes'),
        courseTitle: 'Soil',
        average: 90,
      }),
    ).toBe('You passed 1 of the 1 quiz you attempted in Soil, with an average best score of 90%.');
    expect(
      read(t.activityDescription, {
        courseTitle: 'Soil',
        date: '2026-01-02',
        ...countedValues('days', 9, 'day'),
      }),
    ).toBe('Your last activity in Soil was on 2026-01-02, 9 days before this insight.');
    const counts = {
      ...countedValues('videoLessons', 2, 'lesson'),
      ...countedValues('documentLessons', 1, 'lesson'),
    };
    expect(read(t.formatsDescriptionDiffers, { ...counts, top: 'visual' })).toBe(
      'You have completed 2 lessons with a video and 1 lesson with a document. Your assessment put visual first: ' +
        'what you finish and what you enjoy can differ, and both are fine.',
    );
    expect(read(t.paceBehind, { courseTitle: 'Soil' })).toBe('Behind your weekly goal in Soil');
  });

  it('list every key once', () => {
    expect(new Set(insightTextKeys).size).toBe(insightTextKeys.length);
  });
});
