import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@canopy/api-client';
import type { AdminCoursePage, Course, UserPage } from '@canopy/contracts';
import { adminKeys } from '../queryKeys';
import { queryString } from './queryString';

/**
 * GET /api/admin/courses: every course (or one educator's), pending ones first (oldest waiting first), paged by
 * the course service.
 */
export function useAdminCourses(status: string, page: number, pageSize: number, educatorId?: number | null) {
  const qs = queryString({ status, page, pageSize, educatorId });
  return useQuery({
    queryKey: adminKeys.courses(qs),
    queryFn: ({ signal }) =>
      apiRequest<AdminCoursePage>('GET', `/api/admin/courses${qs}`, undefined, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The names of the educators (and administrators) who may own courses, by id, for the course list. */
export function useStaffNames() {
  const qs = queryString({ sort: 'name', pageSize: 100 });
  return useQuery({
    queryKey: adminKeys.userPage(`staff${qs}`),
    queryFn: async ({ signal }) => {
      const pages = await Promise.all(
        ['educator', 'admin'].map((role) =>
          apiRequest<UserPage>('GET', `/api/users${qs}&role=${role}`, undefined, { signal }),
        ),
      );
      const names = new Map<number, string>();
      for (const p of pages)
        for (const u of p.items)
          names.set(u.id, [u.firstName, u.lastName].filter(Boolean).join(' ') || u.username);
      return names;
    },
  });
}

/** Approve, reject and send back (reasons required) and reassign; each refreshes the list and the audit log. */
export function useCourseReview() {
  const client = useQueryClient();
  const onSettled = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.allCourses() }),
      client.invalidateQueries({ queryKey: adminKeys.allActivity() }),
    ]);
  return {
    approve: useMutation({
      mutationFn: (id: number) => apiRequest('POST', `/api/courses/${id}/approve`),
      onSettled,
    }),
    reject: useMutation({
      mutationFn: ({ id, reason }: { id: number; reason: string }) =>
        apiRequest('POST', `/api/courses/${id}/reject`, { reason }),
      onSettled,
    }),
    reassign: useMutation({
      mutationFn: ({ id, educatorId }: { id: number; educatorId: number }) =>
        apiRequest<Course>('POST', `/api/courses/${id}/reassign`, { educatorId }),
      onSettled,
    }),
    sendBack: useMutation({
      mutationFn: ({ id, reason }: { id: number; reason: string }) =>
        apiRequest('POST', `/api/courses/${id}/send-back`, { reason }),
      onSettled,
    }),
  };
}

/** Active educators matching a search (name, username or e-mail), by name, for choosing a course's new owner. */
export function useActiveEducators(search: string, pageSize: number, enabled: boolean) {
  const qs = queryString({
    role: 'educator',
    status: 'active',
    search: search.trim(),
    sort: 'name',
    pageSize,
  });
  return useQuery({
    queryKey: adminKeys.userPage(`educators${qs}`),
    queryFn: ({ signal }) => apiRequest<UserPage>('GET', `/api/users${qs}`, undefined, { signal }),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}
