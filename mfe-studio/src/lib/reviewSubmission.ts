import { toast } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';

/** What the educator is told when a course goes back to review. */
export const submitTexts = {
  submitted: 'Submitted for review',
  submittedDescription: (title: string) => `“${title}” is waiting for an administrator's review again.`,
  failed: 'Submission Failed',
} as const;

/** The toasts of sending a course (its title) back to review. */
export function submissionToasts(title: string) {
  return {
    onSuccess: () =>
      toast({
        title: submitTexts.submitted,
        description: submitTexts.submittedDescription(title),
        variant: 'success',
      }),
    onError: (error: unknown) =>
      toast({
        title: submitTexts.failed,
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  };
}
