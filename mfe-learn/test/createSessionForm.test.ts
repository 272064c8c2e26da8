import { describe, expect, it } from 'vitest';
import { liveSessionMessages } from '@canopy/contracts';
import {
  NO_COURSE,
  createSessionFormSchema,
  emptyCreateSessionForm,
  participants,
} from '../src/lib/createSessionForm';
import { emptyStateText, isUpcoming, providerBadge } from '../src/lib/liveSessions';

const filled = {
  ...emptyCreateSessionForm(),
  title: 'Composting Q&A',
  meetingUrl: 'https://meet.example.org/abc',
  startDate: '2030-05-01',
  startTime: '15:30',
  endDate: '2030-05-01',
  endTime: '16:30',
};

const messages = (values: unknown) => {
  const r = createSessionFormSchema.safeParse(values);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the Create Session form', () => {
  it("turns the dialog's fields into the contract's payload (local time, no course, defaults)", () => {
    const r = createSessionFormSchema.parse({ ...filled, courseId: NO_COURSE, maxParticipants: '' });
    expect(r).toMatchObject({
      courseId: null,
      sessionType: 'lecture',
      conferenceProvider: 'custom',
      maxParticipants: 20,
      isRecorded: false,
      conferenceId: null,
      startTime: new Date('2030-05-01T15:30').toISOString(),
    });
    expect(createSessionFormSchema.parse({ ...filled, courseId: '7' }).courseId).toBe(7);
  });

  it("says the specification's messages", () => {
    expect(messages({ ...filled, startDate: '', endTime: '' })).toEqual([
      `startTime: ${liveSessionMessages.startTimeRequired}`,
      `endTime: ${liveSessionMessages.endTimeRequired}`,
    ]);
    expect(messages({ ...filled, endTime: '15:00' })).toEqual([
      `endTime: ${liveSessionMessages.endBeforeStart}`,
    ]);
    expect(messages({ ...filled, maxParticipants: '101' })).toEqual([
      `maxParticipants: ${liveSessionMessages.maxParticipantsRange}`,
    ]);
    expect(messages({ ...filled, meetingUrl: 'http://meet.example.org' })).toEqual([
      `meetingUrl: ${liveSessionMessages.meetingUrlHttps}`,
    ]);
  });

  it('falls back to 20 participants when empty or not a number', () => {
    expect([participants(''), participants('abc'), participants('35')]).toEqual([20, 20, 35]);
  });
});

describe('live-session helpers', () => {
  const at = (iso: string) => ({ startTime: iso }) as Parameters<typeof isUpcoming>[0];
  it('is upcoming only when the start is later than now', () => {
    const now = Date.parse('2030-01-01T10:00:00Z');
    expect(isUpcoming(at('2030-01-01T10:00:01Z'), now)).toBe(true);
    expect(isUpcoming(at('2030-01-01T10:00:00Z'), now)).toBe(false);
  });

  it('names the provider badge and the empty states per role', () => {
    expect(
      ['zoom', 'google_meet', 'microsoft_teams', 'custom'].map((p) => providerBadge(p as never)),
    ).toEqual(['ZOOM', 'MEET', 'TEAMS', null]);
    expect(emptyStateText('past', false)).toEqual({
      title: 'No past sessions',
      description: 'There are no past live sessions available. Check back later.',
    });
    expect(emptyStateText('upcoming', true).description).toBe(
      "You haven't created any upcoming sessions yet. Click the 'Create Session' button to get started.",
    );
  });
});
