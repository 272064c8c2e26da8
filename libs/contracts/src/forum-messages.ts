/*
 * Forum domain contracts are split by area, each file re-exported from index.ts: messages (here), labels and
 * limits, post text helpers, payloads, queries, entities and moderation. Used by the forum service (validation,
 * answers) and the forum remote (forms, types). Dates travel as ISO 8601 strings; ids are positive integers.
 * Discussion and reply content is Markdown source, rendered (and sanitised) by the browser.
 */

/** Every validation and error text of the forum domain. Spec texts are kept word for word. */
export const forumMessages = {
  // Spec 000, section 5
  titleMin: 'Title must be at least 5 characters long',
  contentMin: 'Content must be at least 20 characters long',
  topicRequired: 'Please select a topic',
  replyMin: 'Reply must be at least 5 characters long',
  // Bounds the specification leaves open
  titleMax: 'Title must be at most 200 characters long',
  contentMax: 'Content must be at most 20,000 characters long',
  replyMax: 'Reply must be at most 10,000 characters long',
  tagsMax: 'Use at most 5 tags',
  tagMax: 'Each tag must be at most 30 characters long',
  tagsInvalid: 'Tags must be a comma-separated list of words',
  guidelinesRequired: 'Please agree to follow the community guidelines',
  flagReasonInvalid: 'Please choose why you are flagging this post',
  flagNoteRequired: 'Please tell the moderators what is wrong with this post',
  flagNoteMax: 'The note must be at most 500 characters long',
  moderationNoteMax: 'The note must be at most 500 characters long',
  replyRequired: 'Please choose the reply that answers the question',
  searchMax: 'Search must be at most 200 characters long',
  pageInvalid: 'Page must be a whole number from 1',
  pageSizeInvalid: 'Page size must be between 1 and 50',
  tabInvalid: 'Tab must be all, recent or popular',
  nothingToUpdate: 'Nothing to update',
  courseIdInvalid: 'Invalid courseId',
  lessonIdInvalid: 'Invalid lessonId',
  lessonNeedsCourse: 'A lesson discussion needs its course',
  topicNotForCourse: "Course discussions belong to the course's own topic",
  // Answers of the service
  topicNotFound: 'Topic not found',
  discussionNotFound: 'Discussion not found',
  replyNotFound: 'Reply not found',
  userNotFound: 'This member has not taken part in the forum yet',
  courseNotFound: 'Course not found',
  lessonNotFound: 'Lesson not found in this course',
  courseUnavailable: 'Course discussions are unavailable right now. Please try again shortly.',
  signInToPost: 'Please log in to take part in the forum.',
  pendingCannotPost:
    'Your educator account is still pending approval by an administrator. You can read the forum, and post once your account is approved.',
  suspendedCannotPost: 'Your account is suspended, so you cannot post in the forum.',
  inactiveCannotPost: 'Your account is not active, so you cannot post in the forum.',
  notAuthor: 'You can only change your own posts',
  cannotLikeOwn: 'You cannot mark your own post as helpful',
  cannotFlagOwn: 'You cannot flag your own post',
  duplicatePost:
    'You posted exactly this a moment ago. Edit your earlier post if you want to change it, rather than posting it again.',
  alreadyFlagged: 'You have already flagged this post. Our moderators will review it.',
  cannotMarkAnswer: 'Only the author of the discussion or an educator can mark the answer',
  replyNotInDiscussion: 'That reply does not belong to this discussion',
  discussionLocked: 'This discussion is not open for replies',
  moderatorsOnly: 'Only administrators can moderate the forum',
} as const;
