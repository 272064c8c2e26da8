import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { errorMessage, errorStatus } from '@canopy/api-client/errors';
import { apiRequest } from '@canopy/api-client';
import type {
  DiscussionCreatePayload,
  DiscussionDetail,
  DiscussionUpdatePayload,
  FlagCreatePayload,
  LikeState,
  PostType,
  Reply,
} from '@canopy/contracts';
import { toast } from '@canopy/ui';
import { msgKey, translateMessage } from '@canopy/i18n';
import { forumKeys } from '../queryKeys';
import { forumText } from '../i18n/useForumT';

/** Texts of the specification (000, sections 6 and 8): catalogue keys, shown through forumText. */
export const forumToasts = {
  authRequired: msgKey('Authentication Required'),
  signInToDiscuss: msgKey('Please log in to create a discussion.'),
  signInToReply: msgKey('Please log in to post a reply.'),
  createFailedTitle: msgKey('Error'),
  createFailed: msgKey('Failed to create discussion. Please try again.'),
  replyFailedTitle: msgKey('Failed to Post Reply'),
  replyFailed: msgKey('There was an error posting your reply.'),
} as const;

/** Lists, counts and popular topics change with every post: refetch everything forum-wide that is cached. */
function refreshForum(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const path = queryKey[0];
      return (
        typeof path === 'string' &&
        (path.startsWith('/api/discussions') ||
          path.startsWith('/api/forum-topics') ||
          path.startsWith('/api/forum/'))
      );
    },
  });
}

/** `description` is already in the page's language. */
export function showSignInToast(description: string) {
  toast({ title: forumText(forumToasts.authRequired), description, variant: 'destructive' });
}

/** POST /api/discussions with the specification's toasts; the dialog shows the server's reason as well. */
export function useCreateDiscussion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: DiscussionCreatePayload) =>
      apiRequest<DiscussionDetail>('POST', '/api/discussions', payload),
    onSuccess: async (created) => {
      toast({
        title: forumText('Discussion started'),
        description: forumText('"{{title}}" is live.', { title: created.title }),
        variant: 'success',
      });
      queryClient.setQueryData(forumKeys.discussion(created.id), created);
      await refreshForum(queryClient);
    },
    onError: (error) => {
      if (errorStatus(error) === 401) showSignInToast(forumText(forumToasts.signInToDiscuss));
      else
        toast({
          title: forumText(forumToasts.createFailedTitle),
          description: forumText(forumToasts.createFailed),
          variant: 'destructive',
        });
    },
  });
}

/** POST /api/discussions/{id}/replies with the specification's toasts. */
export function usePostReply(discussionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      apiRequest<Reply>('POST', `/api/discussions/${discussionId}/replies`, { content }),
    onSuccess: async () => {
      toast({
        title: forumText('Reply posted'),
        description: forumText('Thanks for adding to the conversation.'),
        variant: 'success',
      });
      await refreshForum(queryClient);
    },
    onError: (error) => {
      if (errorStatus(error) === 401) showSignInToast(forumText(forumToasts.signInToReply));
      else
        toast({
          title: forumText(forumToasts.replyFailedTitle),
          description: errorMessage(error, forumText(forumToasts.replyFailed)),
          variant: 'destructive',
        });
    },
  });
}

const postPath = (postType: PostType, id: number) =>
  postType === 'discussion' ? `/api/discussions/${id}` : `/api/forum/replies/${id}`;

/** Helpful marks: optimistic on the discussion page, corrected by the server's count. */
export function useToggleLike(discussionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postType, id, liked }: { postType: PostType; id: number; liked: boolean }) =>
      apiRequest<LikeState>(liked ? 'DELETE' : 'PUT', `${postPath(postType, id)}/like`),
    onSuccess: (state, { postType, id }) => {
      queryClient.setQueryData<DiscussionDetail>(forumKeys.discussion(discussionId), (d) => {
        if (!d) return d;
        if (postType === 'discussion') return { ...d, likedByMe: state.liked, likeCount: state.likeCount };
        return {
          ...d,
          replies: d.replies.map((r) =>
            r.id === id ? { ...r, likedByMe: state.liked, likeCount: state.likeCount } : r,
          ),
        };
      });
    },
    onError: (error) => {
      toast({
        title: forumText('Could not update your helpful mark'),
        description: errorMessage(error, forumText('Please try again.')),
        variant: 'destructive',
      });
    },
  });
}

export function useMarkAnswer(discussionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (replyId: number | null) =>
      replyId === null
        ? apiRequest<DiscussionDetail>('DELETE', `/api/discussions/${discussionId}/answer`)
        : apiRequest<DiscussionDetail>('PUT', `/api/discussions/${discussionId}/answer`, { replyId }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(forumKeys.discussion(discussionId), detail);
      await refreshForum(queryClient);
    },
    onError: (error) => {
      toast({
        title: forumText('Could not change the answer'),
        description: errorMessage(error, forumText('Please try again.')),
        variant: 'destructive',
      });
    },
  });
}

export function useFlagPost() {
  return useMutation({
    mutationFn: ({ postType, id, payload }: { postType: PostType; id: number; payload: FlagCreatePayload }) =>
      apiRequest<{ message: string; hidden: boolean }>('POST', `${postPath(postType, id)}/flags`, payload),
    onSuccess: (answer) => {
      toast({
        title: forumText('Post flagged'),
        description: translateMessage(answer.message),
        variant: 'success',
      });
    },
  });
}

export function useEditDiscussion(discussionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: DiscussionUpdatePayload) =>
      apiRequest<DiscussionDetail>('PATCH', `/api/discussions/${discussionId}`, payload),
    onSuccess: async (detail) => {
      queryClient.setQueryData(forumKeys.discussion(discussionId), detail);
      toast({ title: forumText('Discussion updated'), variant: 'success' });
      await refreshForum(queryClient);
    },
  });
}

export function useEditReply(discussionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) =>
      apiRequest<Reply>('PATCH', `/api/forum/replies/${id}`, { content }),
    onSuccess: async () => {
      toast({ title: forumText('Reply updated'), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: forumKeys.discussion(discussionId) });
    },
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postType, id }: { postType: PostType; id: number }) =>
      apiRequest<null>('DELETE', postPath(postType, id)),
    onSuccess: async (_data, { postType }) => {
      toast({
        title: postType === 'discussion' ? forumText('Discussion deleted') : forumText('Reply deleted'),
        variant: 'success',
      });
      await refreshForum(queryClient);
    },
    onError: (error) => {
      toast({
        title: forumText('Could not delete the post'),
        description: errorMessage(error, forumText('Please try again.')),
        variant: 'destructive',
      });
    },
  });
}
