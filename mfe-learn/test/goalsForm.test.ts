import { describe, expect, it } from 'vitest';
import { enrollmentGoalsFormSchema } from '@canopy/contracts';
import { goalsPayload } from '../src/lib/goalsForm';

describe('goalsPayload', () => {
  it('always sends the goal and selfPaced true; date and hours only when filled', () => {
    expect(
      goalsPayload({ personalGoal: 'Grow my own food', targetCompletionDate: '', weeklyHoursTarget: '' }),
    ).toEqual({
      personalGoal: 'Grow my own food',
      selfPaced: true,
    });
  });

  it('sends the hours as a number and the date as typed', () => {
    expect(
      goalsPayload({ personalGoal: '', targetCompletionDate: '2030-01-31', weeklyHoursTarget: '5' }),
    ).toEqual({
      personalGoal: '',
      selfPaced: true,
      targetCompletionDate: '2030-01-31',
      weeklyHoursTarget: 5,
    });
  });
});

describe('enrollmentGoalsFormSchema', () => {
  const valid = { personalGoal: 'x', targetCompletionDate: '', weeklyHoursTarget: '' };
  it('accepts empty optional fields', () => {
    expect(enrollmentGoalsFormSchema.safeParse(valid).success).toBe(true);
  });
  it('rejects weekly hours outside 1 to 80 or not whole', () => {
    for (const h of ['0', '81', '2.5', 'abc']) {
      const r = enrollmentGoalsFormSchema.safeParse({ ...valid, weeklyHoursTarget: h });
      expect(r.success, h).toBe(false);
      if (!r.success) expect(r.error.issues[0]?.message).toBe('Weekly hours must be between 1 and 80');
    }
  });
});
