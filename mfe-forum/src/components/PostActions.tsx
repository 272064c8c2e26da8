import { useState } from 'react';
import styled from 'styled-components';
import { CircleCheck, Flag, Heart, Pencil, Trash2 } from 'lucide-react';
import type { PostPermissions, PostType } from '@canopy/contracts';
import { useAuth } from '@canopy/auth';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@canopy/ui';
import { showSignInToast, useDeletePost, useToggleLike } from '../api/useForumMutations';
import { FlagDialog } from './FlagDialog';
import { forumText, useForumT } from '../i18n/useForumT';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  margin-inline-start: -8px;
  button svg {
    width: 16px;
    height: 16px;
  }
  button[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.danger};
  }
  button[aria-pressed='true'] svg {
    fill: currentColor;
  }
`;

const Muted = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding-inline: 8px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  svg {
    width: 16px;
    height: 16px;
  }
`;

export interface PostActionsProps {
  discussionId: number;
  postType: PostType;
  postId: number;
  likeCount: number;
  likedByMe: boolean;
  flaggedByMe: boolean;
  permissions: PostPermissions;
  onEdit?: () => void;
  onDeleted?: () => void;
  /** Replies: the answer mark, when the viewer may set it. */
  answer?: { isAnswer: boolean; canMark: boolean; onToggle: () => void; pending: boolean };
}

/** Helpful, answer, flag, edit and delete for one post, as far as the viewer may. */
export function PostActions(props: PostActionsProps) {
  const { t } = useForumT();
  const { user } = useAuth();
  const like = useToggleLike(props.discussionId);
  const remove = useDeletePost();
  const [flagging, setFlagging] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [flaggedNow, setFlaggedNow] = useState(false);
  const isDiscussion = props.postType === 'discussion';
  const helpfulLabel =
    props.likeCount > 0 ? t('Helpful · {{count}}', { count: props.likeCount }) : t('Helpful');

  const toggleLike = () => {
    if (!user) {
      showSignInToast(forumText('Please log in to mark posts as helpful.'));
      return;
    }
    like.mutate({ postType: props.postType, id: props.postId, liked: props.likedByMe });
  };

  return (
    <Bar>
      {props.permissions.canLike || props.likedByMe || !user ? (
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={props.likedByMe}
          onClick={toggleLike}
          disabled={like.isPending}
        >
          <Heart aria-hidden="true" /> {helpfulLabel}
        </Button>
      ) : (
        props.likeCount > 0 && (
          <Muted>
            <Heart aria-hidden="true" /> {t('{{count}} found this helpful', { count: props.likeCount })}
          </Muted>
        )
      )}
      {props.answer?.canMark && (
        <Button variant="ghost" size="sm" onClick={props.answer.onToggle} disabled={props.answer.pending}>
          <CircleCheck aria-hidden="true" />{' '}
          {props.answer.isAnswer ? t('Unmark answer') : t('Mark as answer')}
        </Button>
      )}
      {props.permissions.canFlag && !flaggedNow ? (
        <Button variant="ghost" size="sm" onClick={() => setFlagging(true)}>
          <Flag aria-hidden="true" /> {t('Flag')}
        </Button>
      ) : (
        (props.flaggedByMe || flaggedNow) && (
          <Muted>
            <Flag aria-hidden="true" /> {t('Flagged for review')}
          </Muted>
        )
      )}
      {props.permissions.canEdit && props.onEdit && (
        <Button variant="ghost" size="sm" onClick={props.onEdit}>
          <Pencil aria-hidden="true" /> {t('Edit')}
        </Button>
      )}
      {props.permissions.canDelete && (
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" /> {t('Delete')}
        </Button>
      )}
      <FlagDialog
        open={flagging}
        onOpenChange={setFlagging}
        postType={props.postType}
        postId={props.postId}
        onFlagged={() => setFlaggedNow(true)}
      />
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent size="sm">
          <DialogHeader>
            <DialogTitle>{isDiscussion ? t('Delete this discussion?') : t('Delete this reply?')}</DialogTitle>
            <DialogDescription>
              {t('It disappears from the forum for everyone. Moderators keep a copy for the record.')}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {t('Cancel')}
            </Button>
            <Button
              variant="destructive"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { postType: props.postType, id: props.postId },
                  {
                    onSuccess: () => {
                      setConfirming(false);
                      props.onDeleted?.();
                    },
                  },
                )
              }
            >
              {isDiscussion ? t('Delete discussion') : t('Delete reply')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Bar>
  );
}
