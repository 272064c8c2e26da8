import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { conferenceProviders, liveSessionLimits, liveSessionTypes } from '@canopy/contracts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Field,
  FieldHint,
  Input,
  Label,
  SelectItem,
  Stack,
  Switch,
  Textarea,
} from '@canopy/ui';
import { FormDialogFooter } from '@canopy/ui/page-kit';
import { useCreateSession, useMyCourses } from '../../api/useLiveSessions';
import { NO_COURSE, createSessionFormSchema, emptyCreateSessionForm } from '../../lib/createSessionForm';
import type { CreateSessionFormValues, CreateSessionPayload } from '../../lib/createSessionForm';
import { providerLabel, sessionTypeLabel } from '../../lib/liveSessions';
import { DateTimeFields } from './DateTimeFields';
import { SelectField } from './SelectField';
import { translateMessage } from '@canopy/i18n';
import { useLearnT } from '../../i18n/useLearnT';

const Row = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const SwitchRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/**
 * 'Create New Live Session' (educators and administrators): every field of section 2's dialog, validated by the
 * contract's schema; closes and resets on success, and the lists refresh.
 */
export function CreateSessionDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLearnT();
  const message = (text: string | undefined) => (text ? translateMessage(text) : undefined);
  const create = useCreateSession();
  const courses = useMyCourses(open);
  const recordId = useId();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CreateSessionFormValues, unknown, CreateSessionPayload>({
    resolver: zodResolver(createSessionFormSchema),
    defaultValues: emptyCreateSessionForm(),
  });

  useEffect(() => {
    if (open) reset(emptyCreateSessionForm());
  }, [open, reset]);

  const submit = handleSubmit(async (payload) => {
    try {
      await create.mutateAsync(payload);
      reset(emptyCreateSessionForm());
      onOpenChange(false);
    } catch {
      // The mutation's toast says it failed ('Error' / 'Failed to create session'); the form stays as typed.
    }
  });

  const startError = message(errors.startDate?.message ?? errors.startTime?.message);
  const endError = message(errors.endDate?.message ?? errors.endTime?.message);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{t('Create New Live Session')}</DialogTitle>
          <DialogDescription>
            {t('Fill out the form below to schedule a new live session.')}
          </DialogDescription>
        </DialogHeader>
        <form aria-label={t('Create New Live Session')} noValidate onSubmit={(e) => void submit(e)}>
          <Stack $gap={5}>
            <Field label={t('Title')} error={message(errors.title?.message)} required>
              <Input {...register('title')} placeholder={t('e.g. Composting Q&A')} maxLength={200} />
            </Field>
            <Field label={t('Description')} error={message(errors.description?.message)} optional>
              <Textarea
                {...register('description')}
                rows={3}
                maxLength={5000}
                placeholder={t('What will you cover, and who is it for?')}
              />
            </Field>
            <SelectField
              control={control}
              name="courseId"
              label={t('Course')}
              hint={
                courses.isError
                  ? t('Your courses could not be loaded; the session will be open to everyone.')
                  : t(
                      'Learners enrolled in the course are notified. Without a course, anyone signed in can join.',
                    )
              }
              error={message(errors.courseId?.message)}
            >
              <SelectItem value={NO_COURSE}>{t('No course (open to everyone)')}</SelectItem>
              {(courses.data ?? []).map((c) => (
                <SelectItem key={c.id} value={String(c.id)}>
                  {c.title}
                </SelectItem>
              ))}
            </SelectField>
            <Row>
              <SelectField
                control={control}
                name="sessionType"
                label={t('Session Type')}
                error={message(errors.sessionType?.message)}
              >
                {liveSessionTypes.map((type) => (
                  <SelectItem key={type} value={type}>
                    {sessionTypeLabel(type)}
                  </SelectItem>
                ))}
              </SelectField>
              <Field label={t('Max Participants')} error={message(errors.maxParticipants?.message)}>
                <Input
                  {...register('maxParticipants')}
                  type="number"
                  inputMode="numeric"
                  min={liveSessionLimits.minParticipants}
                  max={liveSessionLimits.maxParticipants}
                />
              </Field>
            </Row>
            <Row>
              <DateTimeFields
                legend={t('Start Date & Time')}
                which="Start"
                errorId="session-start-error"
                error={startError}
                date={register('startDate')}
                time={register('startTime')}
              />
              <DateTimeFields
                legend={t('End Date & Time')}
                which="End"
                errorId="session-end-error"
                error={endError}
                date={register('endDate')}
                time={register('endTime')}
              />
            </Row>
            <SelectField
              control={control}
              name="conferenceProvider"
              label={t('Conference Provider')}
              hint={t('Select your video conferencing provider')}
              error={message(errors.conferenceProvider?.message)}
            >
              {conferenceProviders.map((p) => (
                <SelectItem key={p} value={p}>
                  {providerLabel(p)}
                </SelectItem>
              ))}
            </SelectField>
            <Field
              label={t('Meeting URL')}
              hint={t('Paste a Google Meet, Zoom, or other video conferencing link')}
              error={message(errors.meetingUrl?.message)}
              required
            >
              <Input {...register('meetingUrl')} type="url" placeholder={t('https://')} inputMode="url" />
            </Field>
            <Row>
              <Field label={t('Meeting ID (Optional)')} error={message(errors.conferenceId?.message)}>
                <Input {...register('conferenceId')} autoComplete="off" maxLength={200} />
              </Field>
              <Field
                label={t('Meeting Password (Optional)')}
                error={message(errors.conferencePassword?.message)}
              >
                <Input {...register('conferencePassword')} autoComplete="off" maxLength={200} />
              </Field>
            </Row>
            <Field
              label={t('Host Key (Optional)')}
              hint={t('Only you and administrators see it.')}
              error={message(errors.conferenceHostKey?.message)}
            >
              <Input {...register('conferenceHostKey')} autoComplete="off" maxLength={200} />
            </Field>
            <SwitchRow>
              <div>
                <Label htmlFor={recordId}>{t('Record Session')}</Label>
                <FieldHint id={`${recordId}-hint`}>
                  {t('Notify participants this session will be recorded')}
                </FieldHint>
              </div>
              <Controller
                control={control}
                name="isRecorded"
                render={({ field }) => (
                  <Switch
                    id={recordId}
                    checked={Boolean(field.value)}
                    onCheckedChange={field.onChange}
                    aria-describedby={`${recordId}-hint`}
                  />
                )}
              />
            </SwitchRow>
          </Stack>
          <FormDialogFooter
            submitLabel={create.isPending ? t('Creating...') : t('Create Session')}
            submitDisabled={create.isPending}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
