import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import styled from 'styled-components';
import { quizFeedbackSchema, type QuizFeedbackPayload, type QuizSubmissionView } from '@canopy/contracts';
import { Button, Field, Textarea, useToast } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { useGiveFeedback } from '../../../api/useQuizzes';
import { fieldMessage } from '../../../lib/fieldMessage';
import { useStudioT } from '../../../i18n/useStudioT';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  > div:last-child {
    display: flex;
    justify-content: flex-end;
  }
`;

type FeedbackValues = { comment: string };

/** The educator's comment on one submission (quizFeedbackSchema); sending again replaces it. */
export function FeedbackForm({ submission, learner }: { submission: QuizSubmissionView; learner: string }) {
  const { t } = useStudioT();
  const { toast } = useToast();
  const give = useGiveFeedback(submission.quizId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FeedbackValues, unknown, QuizFeedbackPayload>({
    resolver: zodResolver(quizFeedbackSchema),
    defaultValues: { comment: '' },
  });
  const again = submission.feedback !== null;

  const send = handleSubmit((payload) =>
    give.mutate(
      { submissionId: submission.id, payload },
      {
        onSuccess: () => {
          reset({ comment: '' });
          toast({
            title: t('Feedback sent'),
            description: t('{{learner}} can read it now.', { learner }),
            variant: 'success',
          });
        },
        onError: (error) =>
          toast({
            title: t('Feedback not sent'),
            description: errorMessage(error, t('Please check your connection and try again.')),
            variant: 'destructive',
          }),
      },
    ),
  );

  return (
    <Form noValidate aria-label={t('Feedback for {{learner}}', { learner })} onSubmit={(e) => void send(e)}>
      <Field
        label={again ? t('Replace your feedback') : t('Your feedback')}
        error={fieldMessage(errors.comment?.message)}
        hint={again ? undefined : t('The learner sees it with this attempt.')}
      >
        <Textarea {...register('comment')} rows={3} maxLength={5000} />
      </Field>
      <div>
        <Button type="submit" size="sm" loading={give.isPending}>
          <Send aria-hidden="true" /> {again ? t('Update Feedback') : t('Send Feedback')}
        </Button>
      </div>
    </Form>
  );
}
