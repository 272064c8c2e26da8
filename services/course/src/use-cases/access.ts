import type { Course, Identity } from '@canopy/contracts';

/** The caller as the gateway vouches for it; null for a signed-out visitor. */
export type Viewer = Identity | null;

export function isAdmin(viewer: Viewer): boolean {
  return viewer?.role === 'admin' && viewer.status === 'active';
}

export function isCourseOwner(viewer: Viewer, course: Pick<Course, 'instructorId'>): boolean {
  return viewer !== null && viewer.id === course.instructorId;
}

/** Approved courses are public; an educator also sees their own, an administrator everything. */
export function canSeeCourse(viewer: Viewer, course: Pick<Course, 'status' | 'instructorId'>): boolean {
  return course.status === 'approved' || isAdmin(viewer) || isCourseOwner(viewer, course);
}

/** Signed in and allowed to learn: a pending educator may, a suspended or rejected account may not. */
export function canLearn(viewer: Viewer): viewer is Identity {
  return viewer !== null && viewer.status !== 'suspended' && viewer.status !== 'rejected';
}

/** Changing a course (its modules and lessons): its active educator, or an administrator. */
export function canManageCourse(viewer: Viewer, course: Pick<Course, 'instructorId'>): boolean {
  if (!viewer || viewer.status !== 'active') return false;
  if (viewer.role === 'admin') return true;
  return viewer.role === 'educator' && viewer.id === course.instructorId;
}

/** How a learner's name is printed on a certificate: full name, else the username. */
export function learnerName(identity: Identity): string {
  return (
    [identity.firstName, identity.lastName]
      .map((p) => p?.trim())
      .filter(Boolean)
      .join(' ') || identity.username
  );
}
