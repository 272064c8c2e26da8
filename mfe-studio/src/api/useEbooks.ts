import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isNotFound } from '@canopy/api-client/errors';
import { apiRequest } from '@canopy/api-client';
import type { Ebook, EbookCreate, EbookUpdate } from '@canopy/contracts';
import { studioKeys } from '../queryKeys';

/** The signed-in author's ebooks, newest first (an administrator's list holds every author's). */
export function useMyEbooks(enabled = true) {
  return useQuery({
    queryKey: studioKeys.ebooks(),
    queryFn: ({ signal }) => apiRequest<Ebook[]>('GET', '/api/ebooks', undefined, { signal }),
    enabled,
  });
}

export function useEbook(id: number | null) {
  return useQuery({
    queryKey: studioKeys.ebook(id ?? 0),
    queryFn: ({ signal }) => apiRequest<Ebook>('GET', `/api/ebooks/${id}`, undefined, { signal }),
    enabled: id !== null,
    retry: (count, error) => !isNotFound(error) && count < 1,
  });
}

export function useCreateEbook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: EbookCreate) => apiRequest<Ebook>('POST', '/api/ebooks', payload),
    onSuccess: (ebook) => {
      // The builder goes on editing it (?id=): it is known already, no loading state.
      client.setQueryData(studioKeys.ebook(ebook.id), ebook);
      return client.invalidateQueries({ queryKey: studioKeys.ebooks() });
    },
  });
}

export function useUpdateEbook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: EbookUpdate }) =>
      apiRequest<Ebook>('PATCH', `/api/ebooks/${id}`, payload),
    onSuccess: (ebook) => {
      client.setQueryData(studioKeys.ebook(ebook.id), ebook);
      return client.invalidateQueries({ queryKey: studioKeys.ebooks() });
    },
  });
}

export function useDeleteEbook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ message: string }>('DELETE', `/api/ebooks/${id}`),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: studioKeys.ebook(id) });
      return client.invalidateQueries({ queryKey: studioKeys.ebooks() });
    },
  });
}
