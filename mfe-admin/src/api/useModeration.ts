import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@canopy/api-client';
import type { FlaggedPost, ModerationAction, Paged } from '@canopy/contracts';
import { adminKeys } from '../queryKeys';
import { queryString } from './queryString';

/** GET /api/forum/moderation/flags: flagged posts with their flags and decisions, open or resolved. */
export function useModerationQueue(status: 'open' | 'resolved', page: number, pageSize: number) {
  const qs = queryString({ status, page, pageSize });
  return useQuery({
    queryKey: adminKeys.moderation(qs),
    queryFn: ({ signal }) =>
      apiRequest<Paged<FlaggedPost>>('GET', `/api/forum/moderation/flags${qs}`, undefined, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** POST /api/forum/moderation/{type}/{id}/{keep|hide|delete}; refreshes the queue and the activity log. */
export function useModerationDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ post, action }: { post: FlaggedPost; action: ModerationAction }) =>
      apiRequest<FlaggedPost>('POST', `/api/forum/moderation/${post.postType}/${post.postId}/${action}`, {}),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.allModeration() }),
        client.invalidateQueries({ queryKey: adminKeys.allActivity() }),
      ]),
  });
}
