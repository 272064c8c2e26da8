/*
 * The live-session domain's texts, kinds and limits: no schemas and no zod, so a page that only shows or says them
 * (a session card, a toast) does not build the live-session schemas (live-session.ts holds those).
 */

/**
 * The live-session service's texts: the specification's word for word where it gives them (section 7 toasts,
 * section 9 validation), the service's own beside them.
 */
export const liveSessionMessages = {
  // Specification.
  startTimeRequired: 'Start time is required',
  endTimeRequired: 'End time is required',
  fetchFailed: 'Failed to fetch sessions',
  createFailed: 'Failed to create session',
  created: 'Live session created successfully',
  // The service's own.
  startTimeInvalid: 'Start time must be a date and time',
  endTimeInvalid: 'End time must be a date and time',
  endBeforeStart: 'End time must be after the start time',
  titleRequired: 'Title is required',
  meetingUrlRequired: 'Meeting URL is required',
  meetingUrlHttps: 'The meeting URL must be an https:// link',
  recordingUrlHttps: 'The recording URL must be an https:// link',
  maxParticipantsRange: 'Max participants must be between 1 and 100',
  nothingToChange: 'Nothing to update',
  educatorsOnly: 'Only active educators and administrators can create and change live sessions.',
  notYours: 'You can only change your own live sessions.',
  notFound: 'Live session not found',
  enrollToJoin: 'Enroll in this course to join its live sessions.',
  cancelled: 'This live session has been cancelled.',
  alreadyCancelled: 'This live session is already cancelled.',
  ended: 'This live session has ended and can no longer be joined.',
  full: 'This live session is full.',
  attendanceForbidden: 'Only the instructor and administrators can see who attended.',
  feedNotFound: 'Calendar feed not found',
  feedRevoked: 'Calendar feed link revoked',
  courseUnavailable: 'Course enrollments cannot be checked right now. Please try again shortly.',
  notificationNotFound: 'Notification not found',
  courseNotFound: 'Course not found',
  notYourCourse: 'You can only schedule live sessions for your own courses.',
  whenInvalid: 'When must be upcoming or past',
} as const;

export const liveSessionTypes = ['lecture', 'discussion', 'office_hours', 'workshop'] as const;
export const conferenceProviders = ['custom', 'zoom', 'google_meet', 'microsoft_teams'] as const;
export const liveSessionStatuses = ['scheduled', 'cancelled'] as const;

/** Section 9: Max Participants 1 to 100, 20 when empty. */
export const liveSessionLimits = {
  minParticipants: 1,
  maxParticipants: 100,
  defaultParticipants: 20,
} as const;
