import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { StoredText } from '@canopy/contracts';
import type { ConferenceProvider, LiveSessionStatus, LiveSessionType } from '../use-cases/session-types';

// Users and courses live in other services' databases: their ids here are plain integers, never foreign keys.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Scheduled video sessions (section 3's live_sessions, plus status and the iCalendar sequence). */
export const liveSessions = pgTable(
  'live_sessions',
  {
    id: serial('id').primaryKey(),
    instructorId: integer('instructor_id').notNull(),
    /** Null when the session belongs to no course (the specification stores 0). */
    courseId: integer('course_id'),
    title: text('title').notNull(),
    description: text('description'),
    sessionType: text('session_type').$type<LiveSessionType>().notNull().default('lecture'),
    startTime: at('start_time').notNull(),
    endTime: at('end_time').notNull(),
    meetingUrl: text('meeting_url').notNull(),
    recordingUrl: text('recording_url'),
    maxParticipants: integer('max_participants').notNull().default(20),
    conferenceProvider: text('conference_provider').$type<ConferenceProvider>().notNull().default('custom'),
    conferenceId: text('conference_id'),
    conferencePassword: text('conference_password'),
    conferenceHostKey: text('conference_host_key'),
    isRecorded: boolean('is_recorded').notNull().default(false),
    status: text('status').$type<LiveSessionStatus>().notNull().default('scheduled'),
    cancelReason: text('cancel_reason'),
    /** iCalendar SEQUENCE: incremented by every change calendar clients must pick up. */
    sequence: integer('sequence').notNull().default(0),
    /**
     * When the 15-minute reminder was claimed (and sent, in the same transaction); null until then, and again
     * when the start time changes.
     */
    remindedAt: at('reminded_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('live_sessions_start_idx').on(t.startTime),
    // The reminder job's claim: upcoming sessions not yet reminded.
    index('live_sessions_reminder_idx')
      .on(t.startTime)
      .where(sql`${t.remindedAt} is null and ${t.status} = 'scheduled'`),
    index('live_sessions_instructor_idx').on(t.instructorId, t.startTime),
    index('live_sessions_course_idx').on(t.courseId, t.startTime),
  ],
);

/** Who joined a session and when (one row per person; repeated joins counted). */
export const liveSessionAttendance = pgTable(
  'live_session_attendance',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    firstJoinedAt: at('first_joined_at').notNull(),
    lastJoinedAt: at('last_joined_at').notNull(),
    joinCount: integer('join_count').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.userId] }),
    index('live_session_attendance_user_idx').on(t.userId),
  ],
);

/** Personal calendar feed links: only the SHA-256 of the secret token is kept, one link per user. */
export const calendarFeedTokens = pgTable('calendar_feed_tokens', {
  userId: integer('user_id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * Section 3's notifications. `event_id` is the domain event a notification was made from: with (event, user)
 * unique, an event delivered again never notifies anyone twice.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** The title's and the message's templates and values (null for rows written before they were kept). */
    titleText: jsonb('title_text').$type<StoredText>(),
    messageText: jsonb('message_text').$type<StoredText>(),
    type: text('type').notNull(),
    relatedId: integer('related_id'),
    /** Where the notification leads in the app. */
    link: text('link'),
    read: boolean('read').notNull().default(false),
    eventId: text('event_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('notifications_event_user_idx').on(t.eventId, t.userId),
  ],
);

/** Per user and kind of notification: in-app on or off, email on or off (rows only for changed settings). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id').notNull(),
    type: text('type').notNull(),
    inApp: boolean('in_app').notNull().default(true),
    email: boolean('email').notNull().default(false),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

export const schema = {
  liveSessions,
  liveSessionAttendance,
  calendarFeedTokens,
  notifications,
  notificationPreferences,
};
export type LiveSessionSchema = typeof schema;
