import type { CourseStatus } from '@canopy/contracts';
import { toast } from '@canopy/ui';

const notPublic: Record<Exclude<CourseStatus, 'approved'>, string> = {
  pending: 'it is waiting for review',
  rejected: 'it was not approved',
};

/**
 * 'Share Course Link': copies the course's public address. Before approval the address only opens for its
 * educator and administrators, and the toast says so rather than pretending it is shareable.
 */
export async function shareCourseLink(courseId: number, status: CourseStatus): Promise<void> {
  const url = `${window.location.origin}/courses/${courseId}`;
  const caveat =
    status === 'approved'
      ? 'Anyone with the link can see the course and enrol.'
      : `The course is not public yet (${notPublic[status]}): the link will work for learners once it is approved.`;
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Course Link Copied', description: `${url} — ${caveat}`, variant: 'success' });
  } catch {
    toast({
      title: 'Copy the Course Link',
      description: `Your browser did not allow copying. The link is ${url}. ${caveat}`,
    });
  }
}
