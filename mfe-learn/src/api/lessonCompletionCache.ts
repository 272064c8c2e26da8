import type { QueryClient } from '@tanstack/react-query';
import type {
  Certificate,
  Enrollment,
  LessonCompletion,
  LessonCompletionResult,
  LessonDetail,
  Milestone,
} from '@canopy/contracts';
import { learnKeys } from '../queryKeys';

/** `list` with `added` put in (or in place of the entry with the same id), as the server orders it. */
function withEntries<T extends { id: number }>(list: T[], added: T[], where: 'start' | 'end'): T[] {
  const ids = new Set(added.map((a) => a.id));
  const rest = list.filter((item) => !ids.has(item.id));
  return where === 'start' ? [...added, ...rest] : [...rest, ...added];
}

/**
 * A lesson completion's answer carries the learner's enrollment as it now is (progress, next lesson, completed),
 * the milestones it recorded and the certificate it issued: those go straight into the cache, and only what the
 * answer cannot tell is read again, the course's outline (which lessons are done, with their titles and order) and
 * its progress. Lists not in the cache stay unread; a page that opens later reads them then. `courseId` is the
 * course of the completed lesson.
 */
export async function applyLessonCompletion(
  queryClient: QueryClient,
  courseId: number,
  result: LessonCompletionResult,
): Promise<void> {
  const { completion, enrollment, milestones, certificate } = result;

  let listed = true;
  queryClient.setQueryData<Enrollment[]>(learnKeys.enrollments(), (list) => {
    if (!list) return list;
    listed = list.some((e) => e.id === enrollment.id);
    return list.map((e) => (e.id === enrollment.id ? enrollment : e));
  });
  queryClient.setQueryData<LessonDetail>(learnKeys.lesson(completion.lessonId), (lesson) =>
    lesson ? { ...lesson, completed: true } : lesson,
  );
  queryClient.setQueryData<LessonCompletion[]>(learnKeys.lessonCompletions(), (list) =>
    list ? withEntries(list, [completion], 'end') : list,
  );
  // Milestones are listed oldest first, certificates newest first (the course service's orders).
  if (milestones.length > 0) {
    queryClient.setQueryData<Milestone[]>(learnKeys.courseMilestones(courseId), (list) =>
      list ? withEntries(list, milestones, 'end') : list,
    );
  }
  if (certificate) {
    queryClient.setQueryData<Certificate[]>(learnKeys.certificates(), (list) =>
      list ? withEntries(list, [certificate], 'start') : list,
    );
  }

  await Promise.all([
    // Every viewer's copy of the outline (the key's second part), so its first part alone.
    queryClient.invalidateQueries({ queryKey: [learnKeys.courseOutline(courseId, null)[0]] }),
    queryClient.invalidateQueries({ queryKey: learnKeys.courseProgress(courseId) }),
    // An enrollment the cached list lacks (enrolled in another tab): the list is stale as a whole.
    listed ? undefined : queryClient.invalidateQueries({ queryKey: learnKeys.enrollments() }),
  ]);
}
