import { useMutation, useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@canopy/api-client';
import type {
  Lesson,
  LessonCreatePayload,
  LessonUpdatePayload,
  Module,
  ModuleCreatePayload,
  ModuleUpdatePayload,
} from '@canopy/contracts';
import { studioKeys } from '../queryKeys';
import { refreshCourse } from './useCourseBuilder';

/* The course builder's modules and lessons: reads, changes, reorders and moves. */

/** GET /api/courses/{id}/modules, in course order. */
export function useCourseModules(courseId: number, enabled = true) {
  return useQuery({
    queryKey: studioKeys.courseModules(courseId),
    queryFn: ({ signal }) =>
      apiRequest<Module[]>('GET', `/api/courses/${courseId}/modules`, undefined, { signal }),
    enabled: enabled && courseId > 0,
  });
}

function lessonsQuery(moduleId: number) {
  return {
    queryKey: studioKeys.moduleLessons(moduleId),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiRequest<Lesson[]>('GET', `/api/modules/${moduleId}/lessons`, undefined, { signal }),
  };
}

/** GET /api/modules/{id}/lessons for each module, in parallel. */
export function useLessonsOfModules(moduleIds: number[]) {
  return useQueries({ queries: moduleIds.map(lessonsQuery) });
}

/** Module lists, module lesson counts and the course's counts all follow a curriculum change. */
function refreshCurriculum(client: QueryClient, courseId: number, moduleIds: number[] = []) {
  return Promise.all([
    client.invalidateQueries({ queryKey: studioKeys.courseModules(courseId) }),
    ...moduleIds.map((id) => client.invalidateQueries({ queryKey: studioKeys.moduleLessons(id) })),
    refreshCourse(client, courseId),
  ]);
}

export function useCreateModule(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: ModuleCreatePayload) => apiRequest<Module>('POST', '/api/modules', payload),
    onSuccess: () => refreshCurriculum(client, courseId),
  });
}

export function useUpdateModule(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: ModuleUpdatePayload }) =>
      apiRequest<Module>('PATCH', `/api/modules/${id}`, payload),
    onSuccess: () => refreshCurriculum(client, courseId),
  });
}

export function useDeleteModule(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>('DELETE', `/api/modules/${id}`),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: studioKeys.moduleLessons(id) });
      return refreshCurriculum(client, courseId);
    },
  });
}

/**
 * Shows a list in its new order at once and sends the whole order in one call; a refused order puts the
 * previous one back (the caller tells the educator).
 */
function useOptimisticOrder<T extends { id: number }>(
  key: readonly unknown[],
  send: (ids: number[]) => Promise<T[]>,
  after: (client: QueryClient) => Promise<unknown>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (ids: number[]) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<T[]>(key);
      if (previous) {
        const byId = new Map(previous.map((item) => [item.id, item]));
        const next = ids.map((id) => byId.get(id)).filter((item): item is T => item !== undefined);
        client.setQueryData(key, next);
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: (saved) => client.setQueryData(key, saved),
    onSettled: () => after(client),
  });
}

/** PUT /api/courses/{id}/modules/order with every module id in the new order. */
export function useReorderModules(courseId: number) {
  return useOptimisticOrder<Module>(
    studioKeys.courseModules(courseId),
    (moduleIds) => apiRequest<Module[]>('PUT', `/api/courses/${courseId}/modules/order`, { moduleIds }),
    (client) => client.invalidateQueries({ queryKey: studioKeys.courseModules(courseId) }),
  );
}

/** PUT /api/modules/{id}/lessons/order with every lesson id of the module in the new order. */
export function useReorderLessons(moduleId: number) {
  return useOptimisticOrder<Lesson>(
    studioKeys.moduleLessons(moduleId),
    (lessonIds) => apiRequest<Lesson[]>('PUT', `/api/modules/${moduleId}/lessons/order`, { lessonIds }),
    (client) => client.invalidateQueries({ queryKey: studioKeys.moduleLessons(moduleId) }),
  );
}

export function useCreateLesson(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: LessonCreatePayload) => apiRequest<Lesson>('POST', '/api/lessons', payload),
    onSuccess: (lesson) => refreshCurriculum(client, courseId, [lesson.moduleId]),
  });
}

export function useUpdateLesson(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: LessonUpdatePayload }) =>
      apiRequest<Lesson>('PATCH', `/api/lessons/${id}`, payload),
    onSuccess: (lesson) => refreshCurriculum(client, courseId, [lesson.moduleId]),
  });
}

export function useDeleteLesson(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lesson: Pick<Lesson, 'id' | 'moduleId'>) =>
      apiRequest<null>('DELETE', `/api/lessons/${lesson.id}`),
    onSuccess: (_answer, lesson) => refreshCurriculum(client, courseId, [lesson.moduleId]),
  });
}

/** POST /api/lessons/{id}/move: to the end of another module of the same course. */
export function useMoveLesson(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lesson, moduleId }: { lesson: Pick<Lesson, 'id' | 'moduleId'>; moduleId: number }) =>
      apiRequest<Lesson>('POST', `/api/lessons/${lesson.id}/move`, { moduleId }),
    onSuccess: (_moved, { lesson, moduleId }) =>
      refreshCurriculum(client, courseId, [lesson.moduleId, moduleId]),
  });
}
