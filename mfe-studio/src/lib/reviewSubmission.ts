import { toast } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { msgKey } from '@canopy/i18n';
import { studioText } from '../i18n/useStudioT';

/** What the educator is told when a course goes back to review (English keys of the studio's catalogue). */
export const submitTexts = {
  submitted: msgKey('Submitted for review'),
  submittedDescription: msgKey("“{{title}}” is waiting for an administrator's review again."),
  failed: msgKey('Submission Failed'),
} as const;

/** The toasts of sending a course (its title) back to review. */
export function submissionToasts(title: string) {
  return {
    onSuccess: () =>
      toast({
        title: studioText(submitTexts.submitted),
        description: studioText(submitTexts.submittedDescription, { title }),
        variant: 'success',
      }),
    onError: (error: unknown) =>
      toast({
        title: studioText(submitTexts.failed),
        description: errorMessage(error, studioText('Please try again.')),
        variant: 'destructive',
      }),
  };
}
