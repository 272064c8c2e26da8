import { useEffect, useId, useState } from 'react';
import { flagCreateSchema, flagReasons, type FlagReason, type PostType } from '@canopy/contracts';
import {
  Alert,
  Button,
  ChoiceCards,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Label,
  Stack,
  Textarea,
} from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { useFlagPost } from '../api/useForumMutations';
import { useForumT } from '../i18n/useForumT';
import { shown } from '../i18n/shown';

// The contracts' flagReasonLabels, word for word, as catalogue keys.
const reasonTexts: Record<FlagReason, { labelKey: string; descriptionKey: string }> = {
  spam: { labelKey: 'Spam', descriptionKey: 'Advertising, link dropping or anything posted to promote.' },
  inappropriate: {
    labelKey: 'Inappropriate',
    descriptionKey: 'Rude, hateful or harassing content that breaks the community guidelines.',
  },
  off_topic: { labelKey: 'Off-topic', descriptionKey: 'Not related to the discussion or this topic.' },
  other: { labelKey: 'Something else', descriptionKey: 'Tell the moderators what is wrong.' },
};

/** Tells the moderators what is wrong with a post; three members' flags hide it until they review it. */
export function FlagDialog({
  open,
  onOpenChange,
  postType,
  postId,
  onFlagged,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  postType: PostType;
  postId: number;
  onFlagged: () => void;
}) {
  const { t } = useForumT();
  const flag = useFlagPost();
  // The cards are a chunk of their own: fetched with the page, so the dialog opens whole, nothing moving in it.
  useEffect(() => void ChoiceCards.preload(), []);
  const options = flagReasons.map((r) => ({
    value: r,
    label: t(reasonTexts[r].labelKey),
    description: t(reasonTexts[r].descriptionKey),
  }));
  const labelId = useId();
  const [reason, setReason] = useState<FlagReason>('spam');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [noteError, setNoteError] = useState<string | undefined>();

  useEffect(() => {
    if (open) {
      setReason('spam');
      setNote('');
      setProblem(null);
      setNoteError(undefined);
    }
  }, [open]);

  const submit = async () => {
    const parsed = flagCreateSchema.safeParse({ reason, note });
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await flag.mutateAsync({ postType, id: postId, payload: { reason, note } });
      onFlagged();
      onOpenChange(false);
    } catch (error) {
      setProblem(errorMessage(error, t('The post could not be flagged. Please try again.')));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>
            {postType === 'discussion' ? t('Flag this discussion') : t('Flag this reply')}
          </DialogTitle>
          <DialogDescription>
            {t(
              'Flags are private. When three members flag a post it is hidden until a moderator reviews it.',
            )}
          </DialogDescription>
        </DialogHeader>
        <Stack $gap={4}>
          {problem && (
            <Alert variant="warning" role="alert">
              {problem}
            </Alert>
          )}
          <Stack $gap={2}>
            <Label id={labelId}>{t('Why are you flagging it?')}</Label>
            <ChoiceCards
              aria-labelledby={labelId}
              options={options}
              value={reason}
              onValueChange={(v) => setReason(v as FlagReason)}
              columns={1}
            />
          </Stack>
          <Field label={t('Note for the moderators')} optional={reason !== 'other'} error={shown(noteError)}>
            <Textarea value={note} onChange={(e) => setNote(e.target.value)} rows={3} maxLength={500} />
          </Field>
        </Stack>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('Cancel')}
          </Button>
          <Button variant="destructive" loading={flag.isPending} onClick={() => void submit()}>
            {t('Flag post')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
