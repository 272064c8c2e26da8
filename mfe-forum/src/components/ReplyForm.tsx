import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LogIn } from 'lucide-react';
import { replyFormSchema, type ReplyFormValues } from '@canopy/contracts';
import { useAuth } from '@canopy/auth';
import { Alert, Button, Card, CardContent, CardHeader, CardTitle, Field, Stack, Textarea } from '@canopy/ui';
import { showSignInToast, forumToasts, usePostReply } from '../api/useForumMutations';
import { GuidelinesAgreement } from './GuidelinesAgreement';
import { forumText, useForumT } from '../i18n/useForumT';
import { shown } from '../i18n/shown';

const SignedOut = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const empty: ReplyFormValues = { content: '', acceptGuidelines: false as unknown as true };

/**
 * 'Add Your Reply': content and the guidelines checkbox ('Post Reply' stays disabled until it is ticked).
 * Visitors are asked to sign in; a pending or suspended account is told why it cannot reply.
 */
export function ReplyForm({ discussionId, canReply }: { discussionId: number; canReply: boolean }) {
  const { t } = useForumT();
  const { user } = useAuth();
  const post = usePostReply(discussionId);
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<ReplyFormValues>({ resolver: zodResolver(replyFormSchema), defaultValues: empty });
  const accepted = watch('acceptGuidelines') === true;

  const submit = handleSubmit(async (values) => {
    if (!user) {
      showSignInToast(forumText(forumToasts.signInToReply));
      return;
    }
    try {
      await post.mutateAsync(values.content);
      reset(empty);
    } catch {
      // The hook's toast tells what went wrong; the text stays in the box to try again.
    }
  });

  return (
    <Card as="section" aria-labelledby="add-reply-title">
      <CardHeader>
        <CardTitle as="h2" id="add-reply-title">
          {t('Add Your Reply')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {!user ? (
          <SignedOut>
            <p>{t('You need to be logged in to reply to this discussion.')}</p>
            <Button asChild>
              <Link to="/auth">
                <LogIn aria-hidden="true" /> {t('Log In / Sign Up')}
              </Link>
            </Button>
          </SignedOut>
        ) : user.status === 'pending' ? (
          <Alert variant="info" title={t('Your account is waiting for approval')}>
            {t(
              'Your educator account is still pending approval by an administrator. You can read the forum, and reply once your account is approved.',
            )}
          </Alert>
        ) : user.status !== 'active' ? (
          <Alert variant="warning" title={t('Replies are not available')}>
            {t('Your account is not active, so you cannot post in the forum.')}
          </Alert>
        ) : !canReply ? (
          <Alert variant="info">{t('This discussion is not open for replies.')}</Alert>
        ) : (
          <form aria-label={t('Add Your Reply')} noValidate onSubmit={(e) => void submit(e)}>
            <Stack $gap={4}>
              <Field
                label={t('Your reply')}
                hint={t('Markdown works: **bold**, lists, > quotes, links.')}
                error={shown(errors.content?.message)}
              >
                <Textarea
                  {...register('content')}
                  rows={5}
                  maxLength={10_000}
                  placeholder={t('Share your experience or an answer…')}
                />
              </Field>
              <GuidelinesAgreement control={control} error={errors.acceptGuidelines?.message} />
              <div>
                <Button type="submit" disabled={!accepted} loading={post.isPending}>
                  {t('Post Reply')}
                </Button>
              </div>
            </Stack>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
