import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, parseJson, throwIfNotOk } from '@canopy/api-client';
import { errorMessage } from '@canopy/api-client/errors';
import { translateMessage } from '@canopy/i18n';
import { studioText } from '../i18n/useStudioT';
import {
  imageUploadLimits,
  wizardCourseSchema,
  type Category,
  type Course,
  type CourseSuggestionsAnswer,
  type CourseSuggestionsRequest,
  type CourseSummary,
  type EducatorLearnerPage,
  type EducatorLearnerQuery,
  type EducatorOverview,
  type ImageUploadAnswer,
  type Module,
  type YoutubeExtractAnswer,
} from '@canopy/contracts';
import { coursePayload, modulePayloads, type WizardForm } from '../lib/courseWizard';
import { studioKeys } from '../queryKeys';

/** GET /api/educator/overview: the dashboard's stat cards. */
export function useEducatorOverview() {
  return useQuery({
    queryKey: studioKeys.overview(),
    queryFn: ({ signal }) =>
      apiRequest<EducatorOverview>('GET', '/api/educator/overview', undefined, { signal }),
  });
}

/** GET /api/educator/courses: the signed-in educator's own courses, any status, newest first. */
export function useEducatorCourses() {
  return useQuery({
    queryKey: studioKeys.educatorCourses(),
    queryFn: ({ signal }) =>
      apiRequest<CourseSummary[]>('GET', '/api/educator/courses', undefined, { signal }),
  });
}

/** The query string of the learners list and its CSV export (defaults left out). */
export function learnerQueryString(query: EducatorLearnerQuery, withPaging = true): string {
  const params = new URLSearchParams();
  if (query.search?.trim()) params.set('search', query.search.trim());
  if (query.sort) params.set('sort', query.sort);
  if (query.direction) params.set('direction', query.direction);
  if (withPaging && query.page && query.page !== 1) params.set('page', String(query.page));
  if (withPaging && query.pageSize) params.set('pageSize', String(query.pageSize));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/educator/learners: one page of the learners of the educator's courses, sorted and searched there. */
export function useEducatorLearners(query: EducatorLearnerQuery) {
  return useQuery({
    queryKey: studioKeys.learners(query),
    queryFn: ({ signal }) =>
      apiRequest<EducatorLearnerPage>(
        'GET',
        `/api/educator/learners${learnerQueryString(query)}`,
        undefined,
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/categories. */
export function useCategories() {
  return useQuery({
    queryKey: studioKeys.categories(),
    queryFn: ({ signal }) => apiRequest<Category[]>('GET', '/api/categories', undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/courses/{id}/submit: a rejected course goes back to review. */
export function useSubmitForReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (courseId: number) => apiRequest<Course>('POST', `/api/courses/${courseId}/submit`),
    onSuccess: () => invalidateStudioCourses(client),
  });
}

function invalidateStudioCourses(client: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    client.invalidateQueries({ queryKey: studioKeys.educatorCourses() }),
    client.invalidateQueries({ queryKey: studioKeys.overview() }),
  ]);
}

/** What creating a course through the wizard left: the course, and the outline modules that failed (if any). */
export interface CreatedCourse {
  course: Course;
  modulesFailed: string | null;
}

/**
 * POST /api/courses/create with the form (checked against the contract's wizardCourseSchema first), then the
 * template's modules through POST /api/modules, in order (the create call does not take modules).
 */
export function useCreateCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (form: WizardForm): Promise<CreatedCourse> => {
      const payload = coursePayload(form);
      const checked = wizardCourseSchema.safeParse(payload);
      if (!checked.success) {
        const message = checked.error.issues[0]?.message;
        throw new Error(message ? translateMessage(message) : studioText('The course is not valid.'));
      }
      const course = await apiRequest<Course>('POST', '/api/courses/create', payload);
      let modulesFailed: string | null = null;
      for (const body of modulePayloads(form, course.id)) {
        try {
          await apiRequest<Module>('POST', '/api/modules', body);
        } catch (error) {
          modulesFailed =
            error instanceof Error
              ? errorMessage(error)
              : studioText('The module outline could not be saved.');
          break;
        }
      }
      return { course, modulesFailed };
    },
    onSuccess: () => invalidateStudioCourses(client),
  });
}

/** POST /api/youtube/extract: a video's title and description. */
export function extractYoutube(url: string, signal?: AbortSignal) {
  return apiRequest<YoutubeExtractAnswer>('POST', '/api/youtube/extract', { url }, { signal });
}

/** POST /api/ai/generate-course-suggestions with the title typed so far (callers stay silent on failure). */
export function fetchCourseSuggestions(request: CourseSuggestionsRequest, signal?: AbortSignal) {
  return apiRequest<CourseSuggestionsAnswer>('POST', '/api/ai/generate-course-suggestions', request, {
    signal,
    timeoutMs: 30_000,
  });
}

/** POST /api/upload (multipart, field `image`): where the re-encoded image is served. */
export async function uploadImage(file: File): Promise<ImageUploadAnswer> {
  const body = new FormData();
  body.append(imageUploadLimits.field, file);
  const res = await fetch('/api/upload', { method: 'POST', body, credentials: 'include' });
  await throwIfNotOk(res);
  return parseJson<ImageUploadAnswer>(res);
}
