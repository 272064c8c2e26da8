import { describe, expect, it } from 'vitest';
import { competencyLevelInfo } from './course-labels';
import { enrollmentUpdateSchema } from './course-enrollment';
import { courseMessages } from './course-messages';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('enrollment payloads', () => {
  it('describes competency levels as the specification does', () => {
    expect(competencyLevelInfo.proficient.description).toBe(
      'Applying concepts independently and helping others',
    );
  });

  it('reads the goals card as the learner screens send it', () => {
    expect(
      enrollmentUpdateSchema.parse({ personalGoal: 'Go', selfPaced: true, targetCompletionDate: '' }),
    ).toEqual({
      personalGoal: 'Go',
      selfPaced: true,
    });
    expect(firstMessage(enrollmentUpdateSchema.safeParse({ weeklyHoursTarget: 81 }))).toBe(
      courseMessages.weeklyHoursRange,
    );
    expect(firstMessage(enrollmentUpdateSchema.safeParse({}))).toBe(courseMessages.nothingToUpdate);
  });
});
