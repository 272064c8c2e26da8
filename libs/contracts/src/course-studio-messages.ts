// No schemas here: a page that only shows these texts loads no zod.

/**
 * Texts of the studio's course calls (editing, review, the educator's figures) that the specification leaves open;
 * the specification's own texts are in courseMessages.
 */
export const courseStudioMessages = {
  orderMustListAll: 'The new order must list every item exactly once',
  moveTargetOtherCourse: 'A lesson can only move to a module of the same course',
  onlyPendingCanBeApproved: 'Only a pending course can be approved',
  onlyRejectedCanBeSubmitted: 'Only a rejected course can be resubmitted for review',
  onlyApprovedCanBeSentBack: 'Only an approved course can be sent back to pending',
  sendBackReasonRequired: 'Please give a reason for sending the course back',
  courseHasLearners: 'A course with enrolled learners cannot be deleted',
  educatorRequired: 'Educator is required',
  educatorFilterInvalid: 'educatorId must be a positive whole number',
  sameEducator: 'The course already belongs to this educator',
  educatorNotActive: 'The new owner must be an active educator',
  sortInvalid: 'Sort must be name, course, progress, competency or lastActive',
  searchMax: 'Search must be at most 200 characters',
  statusFilterInvalid: 'Status must be all, pending, approved or rejected',
  pageSizeMax: 'pageSize must be at most 100',
  rangeInvalid: 'Range must be day or week',
} as const;
