import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
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
  Button,
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
  Stack,
  Textarea,
} from '@canopy/ui';
import { errorMessage } from '@canopy/api-client';
import { useEditDiscussion, useEditReply } from '../api/useForumMutations';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Edits a discussion's title, content and tags; the post then shows as edited. */
export function EditDiscussionDialog({
  open,
  onOpenChange,
  discussion,
}: DialogProps & { discussion: DiscussionDetail }) {
  const edit = useEditDiscussion(discussion.id);
  const [problem, setProblem] = useState<string | null>(null);
  const values = () => ({ title: discussion.title, content: discussion.content, tags: discussion.tags });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<DiscussionUpdatePayload>({
    resolver: zodResolver(discussionUpdateSchema),
    defaultValues: values(),
  });

  useEffect(() => {
    if (open) {
      reset(values());
      setProblem(null);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const submit = handleSubmit(async (payload) => {
    try {
      await edit.mutateAsync(payload);
      onOpenChange(false);
    } catch (error) {
      setProblem(errorMessage(error, 'Your changes could not be saved. Please try again.'));
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Edit discussion</DialogTitle>
        </DialogHeader>
        <form aria-label="Edit discussion" noValidate onSubmit={(e) => void submit(e)}>
          <Stack $gap={4}>
            {problem && (
              <Alert variant="warning" role="alert">
                {problem}
              </Alert>
            )}
            <Field label="Title" error={errors.title?.message}>
              <Input {...register('title')} maxLength={200} />
            </Field>
            <Field label="Content" error={errors.content?.message}>
              <Textarea {...register('content')} rows={8} maxLength={20_000} />
            </Field>
            <Field
              label="Tags"
              optional
              hint="Separate tags with commas, up to 5."
              error={errors.tags?.message}
            >
              <Input {...register('tags')} />
            </Field>
          </Stack>
          <DialogFooter style={{ marginTop: 24 }}>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={edit.isPending}>
              Save changes
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Edits a reply's text; it then shows as edited. */
export function EditReplyDialog({ open, onOpenChange, reply }: DialogProps & { reply: Reply }) {
  const edit = useEditReply(reply.discussionId);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ content: string }>({
    resolver: zodResolver(replyUpdateSchema),
    defaultValues: { content: reply.content },
  });

  useEffect(() => {
    if (open) {
      reset({ content: reply.content });
      setProblem(null);
    }
  }, [open, reply.content, reset]);

  const submit = handleSubmit(async ({ content }) => {
    try {
      await edit.mutateAsync({ id: reply.id, content });
      onOpenChange(false);
    } catch (error) {
      setProblem(errorMessage(error, 'Your changes could not be saved. Please try again.'));
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Edit reply</DialogTitle>
        </DialogHeader>
        <form aria-label="Edit reply" noValidate onSubmit={(e) => void submit(e)}>
          <Stack $gap={4}>
            {problem && (
              <Alert variant="warning" role="alert">
                {problem}
              </Alert>
            )}
            <Field label="Reply" error={errors.content?.message}>
              <Textarea {...register('content')} rows={6} maxLength={10_000} />
            </Field>
          </Stack>
          <DialogFooter style={{ marginTop: 24 }}>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={edit.isPending}>
              Save changes
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
