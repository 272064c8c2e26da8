/*
 * Course domain contracts are split by area, each file re-exported from index.ts: messages (here), catalogue,
 * authoring payloads, curriculum, outline, enrollment, progress, milestones and certificates. Used by the course
 * service (validation, answers) and the learner, studio and admin front ends (forms, types). Dates travel as ISO
 * 8601 strings; ids are positive integers.
 */

/** Every validation and error text of the course domain. Spec texts are kept word for word. */
export const courseMessages = {
  // Course wizard (second document, section 5)
  courseTitleMin: 'Course title must be at least 5 characters',
  descriptionMin: 'Description must be at least 20 characters',
  categoriesMin: 'Please select at least one category',
  categoriesMax: 'Maximum 3 categories allowed',
  youtubeUrlInvalid: 'Please enter a valid YouTube video URL',
  // Educator quick course dialog
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  categoryRequired: 'Category is required',
  // Module and lesson dialogs
  moduleTitleRequired: 'Module title is required',
  moduleDescriptionRequired: 'Module description is required',
  lessonTitleRequired: 'Lesson title is required',
  lessonContentRequired: 'Lesson content is required',
  // Bounds and formats the specification leaves open
  titleMax: 'Title must be at most 200 characters',
  descriptionMax: 'Description must be at most 10000 characters',
  contentMax: 'Lesson content must be at most 100000 characters',
  textMax: 'Text must be at most 10000 characters',
  levelInvalid: 'Level must be beginner, intermediate or advanced',
  levelFilterInvalid: 'Level must be all, beginner, intermediate, advanced or all-levels',
  statusFilterInvalid: 'Status must be all, pending, approved or rejected',
  sortInvalid: 'Sort must be catalogue or popular',
  enrollmentFilterInvalid: 'Enrollment must be all, enrolled or not-enrolled',
  pageInvalid: 'page must be a whole number from 1 to 1000000',
  pageSizeInvalid: 'pageSize must be a whole number of at least 1',
  pageSizeMax: 'pageSize must be at most 48',
  urlInvalid: 'Links must start with http://, https:// or /',
  courseRequired: 'Course is required',
  moduleRequired: 'Module is required',
  lessonRequired: 'Lesson is required',
  orderIndexInvalid: 'Order must be a whole number from 0',
  durationInvalid: 'Duration must be between 1 and 600 minutes',
  competencyInvalid: 'Competency level must be beginning, developing, proficient or advanced',
  weeklyHoursRange: 'Weekly hours must be between 1 and 80',
  targetDateInvalid: 'Target completion date must be a valid date',
  targetDatePast: 'Target completion date cannot be in the past',
  nothingToUpdate: 'Nothing to update',
  rejectionReasonRequired: 'Please give a reason for the rejection',
  storyTemplateInvalid: 'Unknown story template',
  // Answers of the service
  courseNotFound: 'Course not found',
  moduleNotFound: 'Module not found',
  lessonNotFound: 'Lesson not found',
  enrollmentNotFound: 'Enrollment not found',
  certificateNotFound: 'Certificate not found',
  categoryNotFound: 'Category not found',
  courseNotOpen: 'This course is not open for enrollment',
  notEnrolled: 'You must be enrolled in this course to complete its lessons',
  notCourseOwner: 'You can only change your own courses',
  notEnrollmentOwner: 'You can only change your own enrollment',
  onlyPendingCanBeRejected: 'Only a pending course can be rejected',
  alreadyApproved: 'This course is already approved',
  learnerNamesUnavailable:
    'Learner names for the certificates this change would issue cannot be read right now. Please try again shortly.',
} as const;
