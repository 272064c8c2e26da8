import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { z } from 'zod';
import {
  feedbackCreateSchema,
  feedbackTypeLabels,
  feedbackTypes,
  type EducatorLearner,
  type FeedbackCreatePayload,
  type FeedbackType,
  type LearnerFeedbackContext,
} from '@canopy/contracts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Field,
  Skeleton,
  Stack,
  Textarea,
  useToast,
} from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { FormDialogFooter, QueryState } from '@canopy/ui/page-kit';
import { useLearnerFeedbackContext, useGiveLearnerFeedback } from '../../../api/useLearnerFeedback';
import { useQuizOutline } from '../../../api/useQuizzes';
import { NativeSelect } from '../../../components/NativeSelect';
import { moduleLabel } from '../../builder/quizzes/quizForm';
import { translateMessage } from '@canopy/i18n';
import { fieldMessage } from '../../../lib/fieldMessage';
import { localDate } from '../../../lib/localDate';
import { studioText, useStudioT } from '../../../i18n/useStudioT';
import { GivenFeedbackList } from './GivenFeedbackList';

const Quote = styled.blockquote`
  margin: 0;
  padding: 10px 14px;
  border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  white-space: pre-line;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Missing = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

type FormValues = { feedbackType: string; relatedId: string; content: string };

/** The form's fields as typed, checked by the contract's own schema so each message lands on its field. */
const formSchema = (studentId: number) =>
  z
    .object({ feedbackType: z.string(), relatedId: z.string(), content: z.string() })
    .transform((v): FeedbackCreatePayload => ({
      studentId,
      feedbackType: v.feedbackType as FeedbackType,
      relatedId: v.relatedId ? Number(v.relatedId) : null,
      content: v.content,
    }))
    .pipe(feedbackCreateSchema);

const empty: FormValues = { feedbackType: 'course', relatedId: '', content: '' };

/** What the learner wrote that the feedback answers, shown beside the form. */
function LearnerWords({ type, context }: { type: string; context: LearnerFeedbackContext }) {
  const { t } = useStudioT();
  if (type !== 'reflection' && type !== 'goal') return null;
  const text = type === 'goal' ? context.learner.personalGoal : context.learner.reflection;
  if (!text?.trim())
    return (
      <Missing role="note">
        {type === 'goal'
          ? t('This learner has not set a learning goal yet.')
          : t('This learner has not written a reflection yet.')}
      </Missing>
    );
  return (
    <Quote aria-label={type === 'goal' ? t('Their learning goal') : t('Their reflection')}>{text}</Quote>
  );
}

/**
 * Feedback to one learner of one course, from the Students tab: what it is about (the course, a lesson, their
 * reflection, their goal or a quiz submission), the words, and what they were told before. The learner gets a
 * notification that opens where it is shown.
 */
export function LearnerFeedbackDialog({
  learner,
  open,
  onOpenChange,
}: {
  learner: EducatorLearner;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useStudioT();
  const { toast } = useToast();
  const name = learner.name ?? t('Learner #{{id}}', { id: learner.userId });
  const context = useLearnerFeedbackContext(learner.courseId, learner.userId, open);
  const outline = useQuizOutline(learner.courseId, open);
  const give = useGiveLearnerFeedback(learner.courseId, learner.userId);
  const resolver = useMemo(() => zodResolver(formSchema(learner.userId)), [learner.userId]);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    control,
    formState: { errors },
  } = useForm<FormValues, unknown, z.output<typeof feedbackCreateSchema>>({ resolver, defaultValues: empty });
  const type = useWatch({ control, name: 'feedbackType' });

  useEffect(() => {
    if (open) reset(empty);
  }, [open, reset]);
  // What the feedback is about changes what it points at.
  useEffect(() => setValue('relatedId', ''), [type, setValue]);

  const send = handleSubmit((payload) =>
    give.mutate(payload, {
      onSuccess: () => {
        reset({ ...empty, feedbackType: payload.feedbackType });
        toast({
          title: studioText('Feedback sent'),
          description: studioText('{{name}} gets a notification.', { name }),
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({
          title: studioText('Feedback not sent'),
          description: errorMessage(error, studioText('Please check your connection and try again.')),
          variant: 'destructive',
        }),
    }),
  );

  const relatedError = fieldMessage(errors.relatedId?.message);
  return (
    <Dialog open={open} onOpenChange={(next) => !give.isPending && onOpenChange(next)}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{t('Feedback for {{name}}', { name })}</DialogTitle>
          <DialogDescription>
            {t(
              'In “{{course}}”. Only {{name}} sees it, in the course’s Feedback tab (and, for a lesson or a quiz, on the lesson page).',
              { course: learner.courseTitle, name },
            )}
          </DialogDescription>
        </DialogHeader>
        <QueryState
          query={context}
          loading={
            <Stack $gap={3} role="status" aria-label={t('Loading the learner’s work')}>
              <Skeleton $height="40px" />
              <Skeleton $height="96px" />
            </Stack>
          }
          errorTitle={t('This learner’s work could not be loaded')}
        >
          {(data) => (
            <Stack $gap={5}>
              <form
                noValidate
                aria-label={t('Feedback for {{name}}', { name })}
                onSubmit={(e) => void send(e)}
              >
                <Stack $gap={4}>
                  <Field label={t('About')} error={fieldMessage(errors.feedbackType?.message)}>
                    <NativeSelect {...register('feedbackType')}>
                      {feedbackTypes.map((ft) => (
                        <option key={ft} value={ft}>
                          {translateMessage(feedbackTypeLabels[ft])}
                        </option>
                      ))}
                    </NativeSelect>
                  </Field>
                  {type === 'lesson' && (
                    <Field label={t('Lesson')} error={relatedError}>
                      <NativeSelect {...register('relatedId')} disabled={!outline.data}>
                        <option value="">
                          {outline.data ? t('Choose a lesson') : t('Loading lessons…')}
                        </option>
                        {outline.data?.modules.map((m, i) => (
                          <optgroup key={m.id} label={moduleLabel(m, i)}>
                            {m.lessons.map((l) => (
                              <option key={l.id} value={l.id}>
                                {l.title}
                              </option>
                            ))}
                          </optgroup>
                        ))}
                      </NativeSelect>
                    </Field>
                  )}
                  {type === 'quiz' &&
                    (data.submissions.length === 0 ? (
                      <Missing role="note">
                        {t('This learner has not submitted a quiz in this course yet.')}
                      </Missing>
                    ) : (
                      <Field label={t('Quiz submission')} error={relatedError}>
                        <NativeSelect {...register('relatedId')}>
                          <option value="">{t('Choose a submission')}</option>
                          {data.submissions.map((s) => (
                            <option key={s.id} value={s.id}>
                              {s.quizTitle} · {s.score}% {s.passed ? t('passed') : t('not passed')} ·{' '}
                              {localDate(s.submittedAt)}
                            </option>
                          ))}
                        </NativeSelect>
                      </Field>
                    ))}
                  <LearnerWords type={type} context={data} />
                  <Field label={t('Your feedback')} error={fieldMessage(errors.content?.message)}>
                    <Textarea {...register('content')} rows={5} maxLength={5000} />
                  </Field>
                </Stack>
                <FormDialogFooter
                  submitLabel={give.isPending ? t('Sending...') : t('Send Feedback')}
                  busy={give.isPending}
                  onCancel={() => onOpenChange(false)}
                  lockCancelWhileBusy
                />
              </form>
              <GivenFeedbackList items={data.feedback} learnerName={name} />
            </Stack>
          )}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
