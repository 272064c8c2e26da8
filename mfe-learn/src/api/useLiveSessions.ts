import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { translateMessage } from '@canopy/i18n';
import { learnText } from '../i18n/useLearnT';
import type { QueryClient } from '@tanstack/react-query';
import { errorMessage } from '@canopy/api-client/errors';
import { apiRequest } from '@canopy/api-client';
import type {
  CalendarFeed,
  CourseSummary,
  LiveSession,
  LiveSessionAttendance,
  LiveSessionJoin,
} from '@canopy/contracts';
import { liveSessionMessages, realtimeMessages } from '@canopy/contracts';
import { sendRealtime } from '@canopy/realtime';
import { toast } from '@canopy/ui';
import type { CreateSessionPayload } from '../lib/createSessionForm';
import { learnKeys } from '../queryKeys';

/** Section 7: live-session lists are also refreshed every 60 s. */
export const SESSION_POLL_MS = 60_000;

/** Every live-session list and card (keys start with /api/live-sessions). */
export function refreshLiveSessions(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      typeof queryKey[0] === 'string' && queryKey[0].startsWith('/api/live-sessions'),
  });
}

/** A course's sessions (the enrolled view). */
export function useCourseSessions(courseId: number) {
  return useQuery<LiveSession[]>({
    queryKey: learnKeys.courseSessions(courseId),
    refetchInterval: SESSION_POLL_MS,
  });
}

/** One session (the room view opened from a link). */
export function useLiveSession(id: number | null) {
  return useQuery<LiveSession>({ queryKey: learnKeys.liveSession(id ?? 0), enabled: id != null });
}

/** The courses an educator may attach a session to: their own. */
export function useMyCourses(enabled: boolean) {
  return useQuery<CourseSummary[]>({ queryKey: learnKeys.educatorCourses(), enabled });
}

/** POST /api/live-sessions with the specification's toasts and its socket announcement. */
export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CreateSessionPayload) =>
      apiRequest<LiveSession>('POST', '/api/live-sessions', payload),
    onSuccess: async (session) => {
      toast({
        title: learnText('Success'),
        description: translateMessage(liveSessionMessages.created),
        variant: 'success',
      });
      // Section 7: "if the socket is open, it sends type session_update ...". The hub accepts it and never relays
      // it (the server broadcasts its own after the commit), so nobody hears it twice.
      sendRealtime({
        type: 'session_update',
        action: 'create',
        message: realtimeMessages.sessionCreated(session.title),
        session,
      });
      await refreshLiveSessions(queryClient);
    },
    onError: () => {
      toast({
        title: learnText('Error'),
        description: translateMessage(liveSessionMessages.createFailed),
        variant: 'destructive',
      });
    },
  });
}

/** 'Join Meeting': records the attendance, answers the meeting details. */
export function useJoinSession(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<LiveSessionJoin>('POST', `/api/live-sessions/${sessionId}/join`),
    // The room view says why a join was refused (full, over, cancelled, not enrolled).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learnKeys.attendance(sessionId) }),
  });
}

/** Who joined (the instructor's and administrators' view). */
export function useAttendance(sessionId: number, enabled: boolean) {
  return useQuery<LiveSessionAttendance>({
    queryKey: learnKeys.attendance(sessionId),
    enabled,
    refetchInterval: enabled ? 15_000 : false,
  });
}

/** Creates (or rotates) the personal calendar feed link; the secret is only ever shown in this answer. */
export function useCalendarFeed() {
  return useMutation({
    mutationFn: () => apiRequest<CalendarFeed>('POST', '/api/live-sessions/calendar-feed'),
    onError: (error) => {
      toast({
        title: learnText('Calendar link failed'),
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });
}

/** Cancels a session (its instructor or an administrator); the reason goes to the participants. */
export function useCancelSession(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest<LiveSession>('POST', `/api/live-sessions/${sessionId}/cancel`, {
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      }),
    onSuccess: async () => {
      toast({
        title: learnText('Session cancelled'),
        description: learnText('Participants have been told.'),
        variant: 'success',
      });
      await refreshLiveSessions(queryClient);
    },
    onError: (error) => {
      toast({ title: learnText('Error'), description: errorMessage(error), variant: 'destructive' });
    },
  });
}
