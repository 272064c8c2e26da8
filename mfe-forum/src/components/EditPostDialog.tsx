import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  discussionUpdateSchema,
  replyUpdateSchema,
  type DiscussionDetail,
  type DiscussionUpdatePayload,
  type Reply,
} from '@canopy/contracts';
import {
  Alert,
  Dialog,
  DialogContent,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
  Stack,
  Textarea,
} from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { FormDialogFooter } from '@canopy/ui/page-kit';
import { useEditDiscussion, useEditReply } from '../api/useForumMutations';
import { forumText, useForumT } from '../i18n/useForumT';
import { shown } from '../i18n/shown';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The form of an edit dialog: refilled with the post as it is each time the dialog opens, sent by `save`; a refusal
 * stays in the dialog as a warning above the fields.
 */
function useEditForm<T extends FieldValues>(
  open: boolean,
  resolver: Resolver<T>,
  current: () => DefaultValues<T>,
  save: (values: T) => Promise<unknown>,
  onSaved: () => void,
) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<T>({ resolver, defaultValues: current() });
  const { reset } = form;
  useEffect(() => {
    if (open) {
      reset(current());
      setProblem(null);
    }
    // Refilled when the dialog opens, not while it is being edited.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, reset]);
  const submit = form.handleSubmit(async (values) => {
    try {
      await save(values);
      onSaved();
    } catch (error) {
      setProblem(errorMessage(error, forumText('Your changes could not be saved. Please try again.')));
    }
  });
  return { form, problem, submit };
}

function EditPostFrame({
  open,
  onOpenChange,
  title,
  problem,
  busy,
  onSubmit,
  children,
}: DialogProps & {
  title: string;
  problem: string | null;
  busy: boolean;
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  const { t } = useForumT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <form aria-label={title} noValidate onSubmit={(e) => void onSubmit(e)}>
          <Stack $gap={4}>
            {problem && (
              <Alert variant="warning" role="alert">
                {problem}
              </Alert>
            )}
            {children}
          </Stack>
          <FormDialogFooter
            submitLabel={t('Save changes')}
            busy={busy}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Edits a discussion's title, content and tags; the post then shows as edited. */
export function EditDiscussionDialog({
  open,
  onOpenChange,
  discussion,
}: DialogProps & { discussion: DiscussionDetail }) {
  const { t } = useForumT();
  const edit = useEditDiscussion(discussion.id);
  const { form, problem, submit } = useEditForm<DiscussionUpdatePayload>(
    open,
    zodResolver(discussionUpdateSchema),
    () => ({ title: discussion.title, content: discussion.content, tags: discussion.tags }),
    (payload) => edit.mutateAsync(payload),
    () => onOpenChange(false),
  );
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <EditPostFrame
      open={open}
      onOpenChange={onOpenChange}
      title={t('Edit discussion')}
      problem={problem}
      busy={edit.isPending}
      onSubmit={submit}
    >
      <Field label={t('Title')} error={shown(errors.title?.message)}>
        <Input {...register('title')} maxLength={200} />
      </Field>
      <Field label={t('Content')} error={shown(errors.content?.message)}>
        <Textarea {...register('content')} rows={8} maxLength={20_000} />
      </Field>
      <Field
        label={t('Tags')}
        optional
        hint={t('Separate tags with commas, up to 5.')}
        error={shown(errors.tags?.message)}
      >
        <Input {...register('tags')} />
      </Field>
    </EditPostFrame>
  );
}

/** Edits a reply's text; it then shows as edited. */
export function EditReplyDialog({ open, onOpenChange, reply }: DialogProps & { reply: Reply }) {
  const { t } = useForumT();
  const edit = useEditReply(reply.discussionId);
  const { form, problem, submit } = useEditForm<{ content: string }>(
    open,
    zodResolver(replyUpdateSchema),
    () => ({ content: reply.content }),
    ({ content }) => edit.mutateAsync({ id: reply.id, content }),
    () => onOpenChange(false),
  );
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <EditPostFrame
      open={open}
      onOpenChange={onOpenChange}
      title={t('Edit reply')}
      problem={problem}
      busy={edit.isPending}
      onSubmit={submit}
    >
      <Field label={t('Reply')} error={shown(errors.content?.message)}>
        <Textarea {...register('content')} rows={6} maxLength={10_000} />
      </Field>
    </EditPostFrame>
  );
}
