import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { discussionFormSchema, type DiscussionFormValues } from '@canopy/contracts';
import {
  Alert,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Field,
  FieldError,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Stack,
  Textarea,
} from '@canopy/ui';
import { FormDialogFooter } from '@canopy/ui/page-kit';
import { refusalOf } from '@canopy/api-client/errors';
import { useCreateDiscussion } from '../api/useForumMutations';
import { useTopics } from '../api/useForumQueries';
import { discussionPath } from './DiscussionList';
import { GuidelinesAgreement } from './GuidelinesAgreement';
import { useForumT } from '../i18n/useForumT';
import { shown } from '../i18n/shown';

const ContentArea = styled(Textarea)`
  min-block-size: 160px;
`;

const emptyForm = (topicId?: number): DiscussionFormValues => ({
  title: '',
  content: '',
  topicId: topicId ? String(topicId) : '',
  tags: '',
  acceptGuidelines: false as unknown as true,
});

export interface NewDiscussionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Preselects a topic (on a topic page). */
  topicId?: number;
}

/**
 * The 'New Discussion' dialog: title, content (Markdown), topic, tags and the guidelines checkbox, which must be
 * ticked before 'Create Discussion' is enabled. Validation is the contract's (the specification's messages).
 */
export function NewDiscussionDialog({ open, onOpenChange, topicId }: NewDiscussionDialogProps) {
  const { t } = useForumT();
  const navigate = useNavigate();
  const topics = useTopics();
  const create = useCreateDiscussion();
  const topicLabelId = useId();
  const topicFieldId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<DiscussionFormValues>({
    resolver: zodResolver(discussionFormSchema),
    defaultValues: emptyForm(topicId),
  });
  const accepted = watch('acceptGuidelines') === true;

  useEffect(() => {
    if (open) {
      reset(emptyForm(topicId));
      setRefusal(null);
    }
  }, [open, topicId, reset]);

  const submit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const created = await create.mutateAsync({
        title: values.title,
        content: values.content,
        topicId: Number(values.topicId),
        tags: values.tags ?? '',
      });
      onOpenChange(false);
      navigate(discussionPath(created));
    } catch (error) {
      // The toast says it failed (the specification's words); the dialog keeps the server's reason in view.
      setRefusal(refusalOf(error));
    }
  });

  const generalTopics = (topics.data ?? []).filter((t) => t.courseId === null);
  const courseTopics = (topics.data ?? []).filter((t) => t.courseId !== null);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{t('New Discussion')}</DialogTitle>
          <DialogDescription>
            {t(
              'Ask a question or share what you have learned. Clear titles and a little context get the best answers.',
            )}
          </DialogDescription>
        </DialogHeader>
        <form aria-label={t('New Discussion')} noValidate onSubmit={(e) => void submit(e)}>
          <Stack $gap={5}>
            {refusal && (
              <Alert variant="warning" title={t('Your discussion was not posted')} role="alert">
                {refusal}
              </Alert>
            )}
            <Field label={t('Title')} error={shown(errors.title?.message)}>
              <Input
                {...register('title')}
                placeholder={t('e.g. Composting in a small apartment')}
                maxLength={200}
              />
            </Field>
            <Stack $gap={2}>
              <Label id={topicLabelId} htmlFor={topicFieldId}>
                {t('Topic')}
              </Label>
              <Controller
                control={control}
                name="topicId"
                render={({ field }) => (
                  <Select
                    value={field.value ? String(field.value) : undefined}
                    onValueChange={field.onChange}
                  >
                    <SelectTrigger
                      id={topicFieldId}
                      aria-labelledby={topicLabelId}
                      aria-invalid={errors.topicId ? true : undefined}
                      aria-describedby={errors.topicId ? `${topicFieldId}-error` : undefined}
                      onBlur={field.onBlur}
                    >
                      <SelectValue
                        placeholder={topics.isLoading ? t('Loading topics…') : t('Select a topic')}
                      />
                    </SelectTrigger>
                    <SelectContent>
                      {generalTopics.map((topic) => (
                        <SelectItem key={topic.id} value={String(topic.id)}>
                          {topic.title}
                        </SelectItem>
                      ))}
                      {courseTopics.map((topic) => (
                        <SelectItem key={topic.id} value={String(topic.id)}>
                          {t('Course: {{title}}', { title: topic.title })}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
              <FieldError id={`${topicFieldId}-error`}>{shown(errors.topicId?.message)}</FieldError>
            </Stack>
            <Field
              label={t('Content')}
              hint={t(
                'Markdown works: **bold**, *italic*, lists, > quotes and [links](https://example.org).',
              )}
              error={shown(errors.content?.message)}
            >
              <ContentArea {...register('content')} rows={7} maxLength={20_000} />
            </Field>
            <Field
              label={t('Tags')}
              optional
              hint={t('Separate tags with commas, up to 5.')}
              error={shown(errors.tags?.message)}
            >
              <Input {...register('tags')} placeholder={t('composting, soil, apartment')} />
            </Field>
            <GuidelinesAgreement control={control} error={errors.acceptGuidelines?.message} />
          </Stack>
          <FormDialogFooter
            submitLabel={t('Create Discussion')}
            submitDisabled={!accepted}
            busy={create.isPending}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
