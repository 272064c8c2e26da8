import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isNotFound } from '@canopy/api-client/errors';
import { apiRequest } from '@canopy/api-client';
import type {
  CourseAnalytics,
  Ebook,
  Lesson,
  LessonCreatePayload,
  LessonUpdatePayload,
  Module,
  ModuleDetail,
  ModuleUpdatePayload,
} from '@canopy/contracts';
import { studioKeys } from '../queryKeys';

const noRetryOnMissing = (count: number, error: unknown) => !isNotFound(error) && count < 1;

/** GET /api/modules/{id}: the module with its course's title and status. */
export function useEditorModule(moduleId: number) {
  return useQuery({
    queryKey: studioKeys.editorModule(moduleId),
    queryFn: ({ signal }) =>
      apiRequest<ModuleDetail>('GET', `/api/modules/${moduleId}`, undefined, { signal }),
    enabled: moduleId > 0,
    retry: noRetryOnMissing,
  });
}

/** GET /api/modules/{id}/lessons: the lessons in order, with their bodies (the educator may open them). */
export function useModuleLessons(moduleId: number) {
  return useQuery({
    queryKey: studioKeys.editorModuleLessons(moduleId),
    queryFn: ({ signal }) =>
      apiRequest<Lesson[]>('GET', `/api/modules/${moduleId}/lessons`, undefined, { signal }),
    enabled: moduleId > 0,
    retry: noRetryOnMissing,
  });
}

/** GET /api/courses/{id}/analytics: per-lesson completions and the course's quizzes, for the statistics card. */
export function useEditorAnalytics(courseId: number | undefined) {
  return useQuery({
    queryKey: studioKeys.editorAnalytics(courseId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest<CourseAnalytics>('GET', `/api/courses/${courseId}/analytics`, undefined, { signal }),
    enabled: !!courseId,
  });
}

/** Everything a lesson or module change can alter: the module, its lessons, the course's outline and figures. */
function refreshModule(client: ReturnType<typeof useQueryClient>, moduleId: number, courseId: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: studioKeys.editorModule(moduleId) }),
    client.invalidateQueries({ queryKey: studioKeys.previewCourse(courseId) }),
    client.invalidateQueries({ queryKey: studioKeys.educatorCourses() }),
  ]);
}

/** PATCH /api/modules/{id}: 'Edit Module' (title and description). */
export function useUpdateModule(moduleId: number, courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: ModuleUpdatePayload) =>
      apiRequest<Module>('PATCH', `/api/modules/${moduleId}`, payload),
    onSuccess: () => refreshModule(client, moduleId, courseId),
  });
}

/** POST /api/lessons: a new lesson at the end of the module. */
export function useCreateLesson(moduleId: number, courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: LessonCreatePayload) => apiRequest<Lesson>('POST', '/api/lessons', payload),
    onSuccess: () => refreshModule(client, moduleId, courseId),
  });
}

/** PATCH /api/lessons/{id}: the lesson dialog's fields, or just a video or document link. */
export function useUpdateLesson(moduleId: number, courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: LessonUpdatePayload }) =>
      apiRequest<Lesson>('PATCH', `/api/lessons/${id}`, payload),
    onSuccess: () => refreshModule(client, moduleId, courseId),
  });
}

/** DELETE /api/lessons/{id}. */
export function useDeleteLesson(moduleId: number, courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/lessons/${id}`),
    onSuccess: () => refreshModule(client, moduleId, courseId),
  });
}

/** PATCH /api/ebooks/{id} { courseId }: attaches one of the educator's ebooks to the course. */
export function useAttachEbook(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ebookId: number) => apiRequest<Ebook>('PATCH', `/api/ebooks/${ebookId}`, { courseId }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: studioKeys.ebooks() }),
        client.invalidateQueries({ queryKey: studioKeys.previewCourseEbooks(courseId) }),
      ]),
  });
}
