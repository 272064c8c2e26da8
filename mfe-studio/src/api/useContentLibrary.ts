import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@canopy/api-client';
import type { EducatorDocument, MyUploads } from '@canopy/contracts';
import { studioKeys } from '../queryKeys';

/** GET /api/uploads/mine: the signed-in educator's uploaded images, newest first, with their quota. */
export function useMyUploads() {
  return useQuery({
    queryKey: studioKeys.myUploads(),
    queryFn: ({ signal }) => apiRequest<MyUploads>('GET', '/api/uploads/mine', undefined, { signal }),
  });
}

/** GET /api/educator/documents: lessons of the educator's own courses that link a document. */
export function useEducatorDocuments() {
  return useQuery({
    queryKey: studioKeys.educatorDocuments(),
    queryFn: ({ signal }) =>
      apiRequest<EducatorDocument[]>('GET', '/api/educator/documents', undefined, { signal }),
  });
}
