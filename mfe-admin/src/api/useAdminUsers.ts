import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@canopy/api-client';
import { PENDING_EDUCATORS_QUERY_KEY } from '@canopy/auth';
import type {
  EducatorRejection,
  ResetLinkAnswer,
  StaffAccountPayload,
  User,
  UserPage,
  UserUpdate,
} from '@canopy/contracts';
import { adminKeys } from '../queryKeys';
import { queryString } from './queryString';

export interface UserFilters {
  search: string;
  role: string;
  status: string;
  sort: string;
  page: number;
}

/** GET /api/users: one page, filtered, sorted and paged by the identity service. */
export function useUserPage(filters: UserFilters, pageSize: number) {
  const qs = queryString({ ...filters, pageSize });
  return useQuery({
    queryKey: adminKeys.userPage(qs),
    queryFn: ({ signal }) => apiRequest<UserPage>('GET', `/api/users${qs}`, undefined, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Everything a change to a user may alter: the lists, the pending badge, the stat cards and the audit log. */
function useRefreshAfterChange() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.users() }),
      client.invalidateQueries({ queryKey: PENDING_EDUCATORS_QUERY_KEY }),
      client.invalidateQueries({ queryKey: adminKeys.allFigures() }),
      client.invalidateQueries({ queryKey: adminKeys.allActivity() }),
    ]);
}

/** The user-level actions of the Users and Educator Approvals tabs; each refreshes what it changes. */
export function useUserActions() {
  const refresh = useRefreshAfterChange();
  const onSettled = () => refresh();
  return {
    update: useMutation({
      mutationFn: ({ id, changes }: { id: number; changes: UserUpdate }) =>
        apiRequest<User>('PATCH', `/api/users/${id}`, changes),
      onSettled,
    }),
    suspend: useMutation({
      mutationFn: (id: number) => apiRequest<User>('POST', `/api/users/${id}/suspend`),
      onSettled,
    }),
    reactivate: useMutation({
      mutationFn: (id: number) => apiRequest<User>('POST', `/api/users/${id}/reactivate`),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiRequest<unknown>('DELETE', `/api/users/${id}`),
      onSettled,
    }),
    approve: useMutation({
      mutationFn: (id: number) => apiRequest<User>('POST', `/api/users/${id}/approve`),
      onSettled,
    }),
    reject: useMutation({
      mutationFn: ({ id, rejection }: { id: number; rejection: EducatorRejection }) =>
        apiRequest<User>('POST', `/api/users/${id}/reject`, rejection),
      onSettled,
    }),
    sendResetLink: useMutation({
      mutationFn: (id: number) => apiRequest<ResetLinkAnswer>('POST', `/api/users/${id}/send-reset-link`),
      onSettled,
    }),
    create: useMutation({
      mutationFn: (payload: StaffAccountPayload) => apiRequest<User>('POST', '/api/users', payload),
      onSettled,
    }),
  };
}
