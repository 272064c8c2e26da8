import { z } from 'zod';
import {
  conferenceProviders,
  liveSessionLimits,
  liveSessionMessages,
  liveSessionStatuses,
  liveSessionTypes,
} from './live-session-labels';
import { storedTextSchema } from './stored-text';

const M = liveSessionMessages;

const dateTime = (required: string, invalid: string) =>
  z.iso.datetime({
    offset: true,
    error: (iss) => (iss.input === undefined || iss.input === null || iss.input === '' ? required : invalid),
  });

const httpsUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(2000)
    .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: message }));

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** The fields of the create dialog (section 7's call table); `instructorId` is accepted and ignored. */
const sessionFields = {
  instructorId: z.unknown().optional(),
  /** 0 or null: not tied to a course (section 3 stores 0). */
  courseId: z.number().int().min(0).max(2_147_483_647).nullable().optional(),
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(200),
  description: optionalText(5000),
  sessionType: z.enum(liveSessionTypes),
  meetingUrl: z
    .string({ error: M.meetingUrlRequired })
    .trim()
    .min(1, M.meetingUrlRequired)
    .pipe(httpsUrl(M.meetingUrlHttps)),
  recordingUrl: httpsUrl(M.recordingUrlHttps).nullable().optional(),
  maxParticipants: z
    .number({ error: M.maxParticipantsRange })
    .int(M.maxParticipantsRange)
    .min(liveSessionLimits.minParticipants, M.maxParticipantsRange)
    .max(liveSessionLimits.maxParticipants, M.maxParticipantsRange),
  startTime: dateTime(M.startTimeRequired, M.startTimeInvalid),
  endTime: dateTime(M.endTimeRequired, M.endTimeInvalid),
  conferenceProvider: z.enum(conferenceProviders),
  conferenceId: optionalText(200),
  conferencePassword: optionalText(200),
  conferenceHostKey: optionalText(200),
  isRecorded: z.boolean(),
};

const endAfterStart = (v: { startTime?: string; endTime?: string }, ctx: z.RefinementCtx) => {
  if (v.startTime && v.endTime && Date.parse(v.endTime) <= Date.parse(v.startTime)) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: M.endBeforeStart });
  }
};

export const liveSessionCreateSchema = z
  .object({
    ...sessionFields,
    sessionType: sessionFields.sessionType.default('lecture'),
    maxParticipants: sessionFields.maxParticipants.default(liveSessionLimits.defaultParticipants),
    conferenceProvider: sessionFields.conferenceProvider.default('custom'),
    isRecorded: sessionFields.isRecorded.default(false),
  })
  .superRefine(endAfterStart);
export type LiveSessionCreate = z.infer<typeof liveSessionCreateSchema>;

/** An edit: any of the create fields (the end must still follow the start once merged with the stored ones). */
export const liveSessionUpdateSchema = z
  .object({
    ...sessionFields,
    startTime: sessionFields.startTime.optional(),
    endTime: sessionFields.endTime.optional(),
    title: sessionFields.title.optional(),
    meetingUrl: sessionFields.meetingUrl.optional(),
    sessionType: sessionFields.sessionType.optional(),
    maxParticipants: sessionFields.maxParticipants.optional(),
    conferenceProvider: sessionFields.conferenceProvider.optional(),
    isRecorded: sessionFields.isRecorded.optional(),
  })
  .superRefine(endAfterStart);
export type LiveSessionUpdate = z.infer<typeof liveSessionUpdateSchema>;

export const liveSessionCancelSchema = z.object({ reason: z.string().trim().max(1000).optional() });
export type LiveSessionCancel = z.infer<typeof liveSessionCancelSchema>;

/**
 * A session's card. The meeting details are null unless the reader may join (the instructor, administrators,
 * and for a course session its enrolled learners; anyone signed in for a session without a course); the host
 * key only for the instructor and administrators. `joinable: false` on a course session means "Enroll to join".
 */
export const liveSessionSchema = z.object({
  id: z.number().int(),
  instructorId: z.number().int(),
  courseId: z.number().int().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  sessionType: z.enum(liveSessionTypes),
  startTime: z.iso.datetime({ offset: true }),
  endTime: z.iso.datetime({ offset: true }),
  maxParticipants: z.number().int(),
  conferenceProvider: z.enum(conferenceProviders),
  isRecorded: z.boolean(),
  recordingUrl: z.string().nullable(),
  status: z.enum(liveSessionStatuses),
  cancelReason: z.string().nullable(),
  /** iCalendar SEQUENCE: grows with every change. */
  sequence: z.number().int(),
  joinable: z.boolean(),
  meetingUrl: z.string().nullable(),
  conferenceId: z.string().nullable(),
  conferencePassword: z.string().nullable(),
  conferenceHostKey: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type LiveSession = z.infer<typeof liveSessionSchema>;
export const liveSessionListSchema = z.array(liveSessionSchema);

/**
 * The list tabs (the specification's rule): upcoming when the start is later than now, soonest first; past otherwise,
 * most recent first. Cancelled sessions stay in the tab of their start time.
 */
export const liveSessionTabs = ['upcoming', 'past'] as const;
export type LiveSessionTab = (typeof liveSessionTabs)[number];

/** The list calls' query: `when` picks a tab; without it every session comes, in start order. */
export const liveSessionListQuerySchema = z.object({
  when: z.enum(liveSessionTabs, { error: M.whenInvalid }).optional(),
});
export type LiveSessionListQuery = z.input<typeof liveSessionListQuerySchema>;

/** What joining answers: where to go, and what the room view's Info shows. */
export const liveSessionJoinSchema = z.object({
  sessionId: z.number().int(),
  meetingUrl: z.string(),
  conferenceProvider: z.enum(conferenceProviders),
  conferenceId: z.string().nullable(),
  conferencePassword: z.string().nullable(),
  isRecorded: z.boolean(),
  joinedAt: z.iso.datetime({ offset: true }),
});
export type LiveSessionJoin = z.infer<typeof liveSessionJoinSchema>;

export const liveSessionAttendanceSchema = z.object({
  sessionId: z.number().int(),
  attendees: z.array(
    z.object({
      userId: z.number().int(),
      /** First and last name, else the username; null when the identity service could not be asked. */
      displayName: z.string().nullable(),
      firstJoinedAt: z.iso.datetime({ offset: true }),
      lastJoinedAt: z.iso.datetime({ offset: true }),
      joinCount: z.number().int(),
    }),
  ),
});
export type LiveSessionAttendance = z.infer<typeof liveSessionAttendanceSchema>;

/** A personal calendar feed: the secret link is shown once, when created or rotated. */
export const calendarFeedSchema = z.object({ token: z.string(), path: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export const calendarFeedRevokedSchema = z.object({ message: z.string() });

/** The course service's internal enrollment read. */
export const enrollmentCheckSchema = z.object({ enrolled: z.boolean() });

/** Section 3's notifications: one person's, newest first. `type` says what `relatedId` points at. */
export const notificationSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  title: z.string(),
  message: z.string(),
  type: z.string(),
  relatedId: z.number().int().nullable(),
  /** Where the notification leads in the app (a path such as /live-sessions or /forum/topics/3?discussion=7). */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  /**
   * The title's and the message's templates and values, for a page in another language (`translateStored`); null
   * for a notification written before they were stored (and absent from an older service's answer).
   */
  titleText: storedTextSchema.nullable().optional(),
  messageText: storedTextSchema.nullable().optional(),
});
/** Not `Notification`: that name is the browser's notification API. */
export type UserNotification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.array(notificationSchema);
export const notificationsReadSchema = z.object({ updated: z.number().int() });

/** The course service's internal read of who teaches a course. */
export const courseOwnerSchema = z.object({ instructorId: z.number().int() });

/** The course service's internal list of a course's enrolled learners. */
export const courseLearnersSchema = z.object({ userIds: z.array(z.number().int()) });
