import { useQueryClient } from '@tanstack/react-query';
import { discussionTopic } from '@canopy/contracts';
import { useRealtimeEvent, useRealtimeTopic } from '@canopy/realtime';
import { forumKeys } from '../queryKeys';

/**
 * Keeps an open discussion current: follows its topic on the hub and refetches the discussion (with its
 * replies) when a `discussion_reply` for it arrives — someone else's reply appears without a reload.
 */
export function useLiveReplies(discussionId: number | null) {
  const queryClient = useQueryClient();
  useRealtimeTopic(discussionId != null ? discussionTopic(discussionId) : null);
  useRealtimeEvent('discussion_reply', (message) => {
    if (discussionId != null && message.discussionId === discussionId) {
      void queryClient.invalidateQueries({ queryKey: forumKeys.discussion(discussionId) });
    }
  });
}
