import { z } from 'zod';
import {
  conferenceProviders,
  liveSessionCreateSchema,
  liveSessionLimits,
  liveSessionTypes,
} from '@canopy/contracts';

/** The course choice meaning "not tied to a course" (a select item's value cannot be empty). */
export const NO_COURSE = 'none';

/**
 * The Create Session dialog's fields as the inputs hold them (strings; dates and times apart), turned into the
 * contract's payload and validated by the contract's own schema, so the dialog shows the server's messages
 * ('Start time is required', 'End time is required', the end after the start, 1 to 100 participants, https).
 */
export const createSessionFormSchema = z
  .object({
    courseId: z.string(),
    title: z.string(),
    description: z.string(),
    sessionType: z.enum(liveSessionTypes),
    maxParticipants: z.string(),
    startDate: z.string(),
    startTime: z.string(),
    endDate: z.string(),
    endTime: z.string(),
    conferenceProvider: z.enum(conferenceProviders),
    meetingUrl: z.string(),
    conferenceId: z.string(),
    conferencePassword: z.string(),
    conferenceHostKey: z.string(),
    isRecorded: z.boolean(),
  })
  .transform((v): z.input<typeof liveSessionCreateSchema> => ({
    courseId: v.courseId && v.courseId !== NO_COURSE ? Number(v.courseId) : null,
    title: v.title,
    description: v.description.trim() || null,
    sessionType: v.sessionType,
    meetingUrl: v.meetingUrl,
    maxParticipants: participants(v.maxParticipants),
    startTime: localDateTime(v.startDate, v.startTime),
    endTime: localDateTime(v.endDate, v.endTime),
    conferenceProvider: v.conferenceProvider,
    conferenceId: v.conferenceId.trim() || null,
    conferencePassword: v.conferencePassword.trim() || null,
    conferenceHostKey: v.conferenceHostKey.trim() || null,
    isRecorded: v.isRecorded,
  }))
  .pipe(liveSessionCreateSchema);

export type CreateSessionFormValues = z.input<typeof createSessionFormSchema>;
export type CreateSessionPayload = z.output<typeof createSessionFormSchema>;

/** Section 9: numeric, falling back to 20 when empty or not a number (the range is the contract's). */
export function participants(text: string): number {
  const n = Number(text);
  return text.trim() === '' || !Number.isFinite(n) ? liveSessionLimits.defaultParticipants : n;
}

/**
 * A date and a time picked in the viewer's time zone, as an ISO instant; empty until both are set (the contract
 * then says 'Start time is required' / 'End time is required').
 */
export function localDateTime(date: string, time: string): string {
  if (!date || !time) return '';
  const at = new Date(`${date}T${time}`);
  return Number.isNaN(at.getTime()) ? 'invalid' : at.toISOString();
}

export const emptyCreateSessionForm = (): CreateSessionFormValues => ({
  courseId: NO_COURSE,
  title: '',
  description: '',
  sessionType: 'lecture',
  maxParticipants: String(liveSessionLimits.defaultParticipants),
  startDate: '',
  startTime: '',
  endDate: '',
  endTime: '',
  conferenceProvider: 'custom',
  meetingUrl: '',
  conferenceId: '',
  conferencePassword: '',
  conferenceHostKey: '',
  isRecorded: false,
});
