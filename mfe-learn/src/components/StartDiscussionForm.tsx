import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { refusalOf } from '@canopy/api-client/errors';
import { useAuth, useIsPathDeclared } from '@canopy/auth';
import type { DiscussionDetail } from '@canopy/contracts';
import { Alert, Button, CheckboxField, Field, Input, Stack, Textarea, VisuallyHiddenText } from '@canopy/ui';
import { useOnline } from '@canopy/offline';
import { useStartDiscussion } from '../api/useLearnMutations';
import {
  courseDiscussionFormSchema,
  courseDiscussionPayload,
  emptyCourseDiscussionForm,
  GUIDELINES_AGREEMENT,
  type CourseDiscussionFormValues,
} from '../lib/courseDiscussionForm';
import type { DiscussionPlace } from '../lib/courseDiscussions';
import { offlineTexts } from '../lib/offlineTexts';
import { translateMessage } from '@canopy/i18n';
import { useLearnT } from '../i18n/useLearnT';

const ContentArea = styled(Textarea)`
  min-height: 140px;
`;

function GuidelinesHint() {
  const { t } = useLearnT();
  const declared = useIsPathDeclared('/community-guidelines');
  return (
    <>
      {t('Keep it respectful, on topic and constructive.')}
      {declared && (
        <>
          {' '}
          <a href="/community-guidelines" target="_blank" rel="noopener noreferrer">
            {t('Read the guidelines')}
            <VisuallyHiddenText> {t('(opens in a new tab)')}</VisuallyHiddenText>
          </a>
        </>
      )}
    </>
  );
}

/**
 * Starts a discussion in a course's forum (or about one of its lessons): title, content (Markdown), optional
 * tags and the guidelines checkbox, as in the forum's 'New Discussion' dialog — the same contract schema and
 * messages, 'Create Discussion' disabled until the box is ticked. The forum files it under the course's own
 * topic. A refusal with a reason (a posting limit, a pending account) stays in view beside the toast. Offline
 * (a course kept on the device) the form stays open and keeps what is written, but cannot be sent: posting is not
 * queued like Mark Complete, because a discussion others read should not appear hours after it was written.
 */
export function StartDiscussionForm({
  place,
  label,
  onCreated,
  onCancel,
}: {
  place: DiscussionPlace;
  /** The form's accessible name. */
  label: string;
  onCreated?: (created: DiscussionDetail) => void;
  onCancel?: () => void;
}) {
  const { t } = useLearnT();
  const message = (text: string | undefined) => (text ? translateMessage(text) : undefined);
  const { user } = useAuth();
  const start = useStartDiscussion(place.courseId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<CourseDiscussionFormValues>({
    resolver: zodResolver(courseDiscussionFormSchema),
    defaultValues: emptyCourseDiscussionForm,
  });
  const accepted = watch('acceptGuidelines') === true;
  const online = useOnline();

  if (user && user.status === 'pending') {
    return (
      <Alert variant="info" title={t('Your account is waiting for approval')}>
        {t(
          'Your educator account is still pending approval by an administrator. You can read the discussions, and start one once your account is approved.',
        )}
      </Alert>
    );
  }
  if (user && user.status !== 'active') {
    return (
      <Alert variant="warning" title={t('Posting is not available')}>
        {t('Your account is not active, so you cannot post in the forum.')}
      </Alert>
    );
  }

  const submit = handleSubmit(async (values) => {
    if (!online) return;
    setRefusal(null);
    try {
      const created = await start.mutateAsync(courseDiscussionPayload(values, place));
      reset(emptyCourseDiscussionForm);
      onCreated?.(created);
    } catch (error) {
      // The toast says it failed (the specification's words); a reason the forum gives stays in view.
      setRefusal(refusalOf(error));
    }
  });

  return (
    <form aria-label={label} noValidate onSubmit={(e) => void submit(e)}>
      <Stack $gap={4}>
        {refusal && (
          <Alert variant="warning" title={t('Your discussion was not posted')} role="alert">
            {refusal}
          </Alert>
        )}
        <Field label={t('Title')} error={message(errors.title?.message)}>
          <Input
            {...register('title')}
            placeholder={t('e.g. How do I apply this at home?')}
            maxLength={200}
            autoComplete="off"
          />
        </Field>
        <Field
          label={t('Content')}
          hint={t('Markdown works: **bold**, *italic*, lists, > quotes and links.')}
          error={message(errors.content?.message)}
        >
          <ContentArea {...register('content')} rows={5} maxLength={20_000} />
        </Field>
        <Field
          label={t('Tags')}
          optional
          hint={t('Separate tags with commas, up to 5.')}
          error={message(errors.tags?.message)}
        >
          <Input {...register('tags')} placeholder={t('water, soil')} autoComplete="off" />
        </Field>
        <Controller
          control={control}
          name="acceptGuidelines"
          render={({ field }) => (
            <CheckboxField
              label={t(GUIDELINES_AGREEMENT)}
              hint={<GuidelinesHint />}
              checked={field.value === true}
              onCheckedChange={(v) => field.onChange(v === true)}
              name={field.name}
              error={message(errors.acceptGuidelines?.message)}
            />
          )}
        />
        {!online && (
          <Alert variant="info" title={offlineTexts.postingOfflineTitle}>
            {offlineTexts.postingOffline}
          </Alert>
        )}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Button type="submit" disabled={!accepted || !online} loading={start.isPending}>
            {t('Create Discussion')}
          </Button>
          {onCancel && (
            <Button type="button" variant="outline" onClick={onCancel}>
              {t('Cancel')}
            </Button>
          )}
        </div>
      </Stack>
    </form>
  );
}
