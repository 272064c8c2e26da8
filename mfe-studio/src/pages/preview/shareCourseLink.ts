import type { CourseStatus } from '@canopy/contracts';
import { toast } from '@canopy/ui';
import { msgKey } from '@canopy/i18n';
import { studioText } from '../../i18n/useStudioT';

const notPublic: Record<Exclude<CourseStatus, 'approved'>, string> = {
  pending: msgKey('it is waiting for review'),
  rejected: msgKey('it was not approved'),
};

/**
 * 'Share Course Link': copies the course's public address. Before approval the address only opens for its
 * educator and administrators, and the toast says so rather than pretending it is shareable.
 */
export async function shareCourseLink(courseId: number, status: CourseStatus): Promise<void> {
  const url = `${window.location.origin}/courses/${courseId}`;
  const caveat =
    status === 'approved'
      ? studioText('Anyone with the link can see the course and enrol.')
      : studioText(
          'The course is not public yet ({{reason}}): the link will work for learners once it is approved.',
          { reason: studioText(notPublic[status]) },
        );
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: studioText('Course Link Copied'), description: `${url} — ${caveat}`, variant: 'success' });
  } catch {
    toast({
      title: studioText('Copy the Course Link'),
      description: studioText('Your browser did not allow copying. The link is {{url}}. {{caveat}}', {
        url,
        caveat,
      }),
    });
  }
}
