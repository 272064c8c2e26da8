import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@canopy/api-client';
import type { AiConversation, AiMode } from '@canopy/contracts';
import { studioKeys } from '../queryKeys';

/** The signed-in user's saved conversation of one assistant mode (oldest first). */
export function useConversation(mode: AiMode, enabled: boolean) {
  return useQuery({
    queryKey: studioKeys.conversation(mode),
    queryFn: ({ signal }) =>
      apiRequest<AiConversation>(
        'GET',
        `/api/canopy-gpt/conversations?mode=${encodeURIComponent(mode)}`,
        undefined,
        { signal },
      ),
    enabled,
    // The panel keeps the conversation itself once loaded; the saved copy is only its starting point.
    staleTime: Infinity,
    retry: false,
  });
}
