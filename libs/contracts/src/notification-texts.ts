import type { StoredText } from './stored-text';
import { storedText } from './stored-text-fill';

/*
 * The notifications' texts as templates: the English sentence with `{{name}}` places, which is also the catalogue
 * key a page in another language translates (`translateStored` of @canopy/i18n). Filled with their values
 * (`englishOf`) they give the specification's English word for word. Where the English changes with a value (one
 * minute or several, a reason given or not, what the feedback is about) each wording is its own template, so that
 * a catalogue translates whole sentences and needs no plural rules.
 */
export const notificationTemplates = {
  // Live sessions (the socket's create message of section 7, and its siblings).
  sessionScheduledTitle: 'New live session',
  sessionScheduled: 'New session "{{title}}" has been created',
  sessionUpdatedTitle: 'Live session updated',
  sessionUpdated: 'The live session "{{title}}" has been updated',
  sessionCancelledTitle: 'Live session cancelled',
  sessionCancelled: 'The live session "{{title}}" has been cancelled',
  reminderTitle: 'Live session starting soon',
  reminderOneMinute: 'The live session "{{title}}" starts in {{minutes}} minute',
  reminderMinutes: 'The live session "{{title}}" starts in {{minutes}} minutes',
  // Reviews.
  educatorApprovedTitle: 'Educator account approved',
  educatorApproved: 'Your educator account has been approved. You can now create courses and live sessions.',
  educatorRejectedTitle: 'Educator application not approved',
  educatorRejected: 'Your educator application was not approved.',
  educatorRejectedReason: 'Your educator application was not approved. Reason: {{reason}}',
  courseApprovedTitle: 'Course approved',
  courseApproved: 'Your course "{{title}}" has been approved and is now published.',
  courseRejectedTitle: 'Course rejected',
  courseRejected: 'Your course "{{title}}" was rejected.',
  courseRejectedReason: 'Your course "{{title}}" was rejected. Reason: {{reason}}',
  courseSentBackTitle: 'Course sent back for changes',
  courseSentBack: 'Your course "{{title}}" was sent back for changes.',
  courseSentBackReason: 'Your course "{{title}}" was sent back for changes. Reason: {{reason}}',
  // Feedback.
  quizFeedbackTitle: 'New quiz feedback',
  quizFeedback: 'Your instructor left feedback on your quiz.',
  instructorFeedbackTitle: 'New feedback from your instructor',
  instructorFeedbackCourse: 'Your instructor left feedback on your work in "{{courseTitle}}".',
  instructorFeedbackLesson: 'Your instructor left feedback on a lesson of "{{courseTitle}}".',
  instructorFeedbackReflection: 'Your instructor left feedback on your reflection in "{{courseTitle}}".',
  instructorFeedbackGoal: 'Your instructor left feedback on your learning goal in "{{courseTitle}}".',
  // Forum.
  discussionReplyTitle: 'New reply to your discussion',
  discussionReply: 'Someone replied to your discussion "{{title}}".',
  answerMarkedTitle: 'Your reply was marked as the answer',
  answerMarked: 'Your reply in "{{title}}" was marked as the answer.',
} as const;

/** Every notification template: a catalogue of another language translates each of them. */
export const notificationTemplateKeys: readonly string[] = Object.values(notificationTemplates);

/** A notification's title and message as stored texts (the service stores both beside their English). */
export interface NotificationText {
  title: StoredText;
  message: StoredText;
}

export type InstructorFeedbackAbout = 'course' | 'lesson' | 'reflection' | 'goal';
export type LiveSessionChange = 'scheduled' | 'updated' | 'cancelled';

const T = notificationTemplates;
const text = (
  title: string,
  message: string,
  values?: Record<string, string | number>,
): NotificationText => ({
  title: storedText(title),
  message: storedText(message, values),
});

const sessionTemplates = {
  scheduled: [T.sessionScheduledTitle, T.sessionScheduled],
  updated: [T.sessionUpdatedTitle, T.sessionUpdated],
  cancelled: [T.sessionCancelledTitle, T.sessionCancelled],
} as const;

const feedbackTemplates: Record<InstructorFeedbackAbout, string> = {
  course: T.instructorFeedbackCourse,
  lesson: T.instructorFeedbackLesson,
  reflection: T.instructorFeedbackReflection,
  goal: T.instructorFeedbackGoal,
};

/** The texts of the notifications written from domain events and by the reminder job. */
export const notificationTexts = {
  session: (change: LiveSessionChange, title: string) =>
    text(sessionTemplates[change][0], sessionTemplates[change][1], { title }),
  reminder: (title: string, minutes: number) =>
    text(T.reminderTitle, minutes === 1 ? T.reminderOneMinute : T.reminderMinutes, { title, minutes }),
  educatorApproved: () => text(T.educatorApprovedTitle, T.educatorApproved),
  // An empty reason is no reason.
  educatorRejected: (reason: string | null) =>
    reason
      ? text(T.educatorRejectedTitle, T.educatorRejectedReason, { reason })
      : text(T.educatorRejectedTitle, T.educatorRejected),
  courseApproved: (title: string) => text(T.courseApprovedTitle, T.courseApproved, { title }),
  courseRejected: (title: string, reason: string | null) =>
    reason
      ? text(T.courseRejectedTitle, T.courseRejectedReason, { title, reason })
      : text(T.courseRejectedTitle, T.courseRejected, { title }),
  courseSentBack: (title: string, reason: string | null) =>
    reason
      ? text(T.courseSentBackTitle, T.courseSentBackReason, { title, reason })
      : text(T.courseSentBackTitle, T.courseSentBack, { title }),
  quizFeedback: () => text(T.quizFeedbackTitle, T.quizFeedback),
  instructorFeedback: (about: InstructorFeedbackAbout, courseTitle: string) =>
    text(T.instructorFeedbackTitle, feedbackTemplates[about], { courseTitle }),
  discussionReply: (title: string) => text(T.discussionReplyTitle, T.discussionReply, { title }),
  answerMarked: (title: string) => text(T.answerMarkedTitle, T.answerMarked, { title }),
} as const;
