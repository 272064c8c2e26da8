import type { QueryClient } from '@tanstack/react-query';
import type {
  Certificate,
  CourseOutline,
  CourseProgress,
  Enrollment,
  LessonCompletion,
  LessonCompletionResult,
  LessonDetail,
  Milestone,
} from '@canopy/contracts';
import { outlineWithKeptCompletion } from '@canopy/offline';
import { learnKeys } from '../queryKeys';

/** `list` with `added` put in (or in place of the entry with the same id), as the server orders it. */
function withEntries<T extends { id: number }>(list: T[], added: T[], where: 'start' | 'end'): T[] {
  const ids = new Set(added.map((a) => a.id));
  const rest = list.filter((item) => !ids.has(item.id));
  return where === 'start' ? [...added, ...rest] : [...rest, ...added];
}

/**
 * A lesson completion's answer carries everything the completion changed, as it now is: the learner's enrollment
 * (progress, next lesson, completed), the milestones it recorded, the certificate it issued and where the learner
 * stands in the course (as GET /api/courses/{id}/progress has it). Those go straight into the cache instead of
 * being read again; the outline's modules and lessons do not change with a completion, so only its learner part is
 * replaced. Lists not in the cache stay unread; a page that opens later reads them then. `courseId` is the course
 * of the completed lesson.
 */
export async function applyLessonCompletion(
  queryClient: QueryClient,
  courseId: number,
  result: LessonCompletionResult,
): Promise<void> {
  const { completion, enrollment, milestones, certificate } = result;
  const written = [
    learnKeys.enrollments(),
    learnKeys.lesson(completion.lessonId),
    learnKeys.lessonCompletions(),
    learnKeys.courseMilestones(courseId),
    learnKeys.certificates(),
    learnKeys.courseProgress(courseId),
    learnKeys.courseOutline(courseId, enrollment.userId),
  ];
  // A read of these sent before the completion and answered after it would put back the state before it: such
  // reads are stopped first; those the answer cannot fill in are read again at the end.
  const inFlight = written.filter((queryKey) => queryClient.isFetching({ queryKey, exact: true }) > 0);
  await Promise.all(inFlight.map((queryKey) => queryClient.cancelQueries({ queryKey, exact: true })));

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

  const { courseId: _courseId, modules: _modules, ...learner } = result.progress;
  // The answer is the whole progress read, as it now is.
  queryClient.setQueryData<CourseProgress>(learnKeys.courseProgress(courseId), result.progress);
  // The learner's own copy of the outline (its key names the viewer).
  queryClient.setQueryData<CourseOutline>(learnKeys.courseOutline(courseId, enrollment.userId), (outline) =>
    outline ? { ...outline, learner } : outline,
  );
  // The server recomputed the learner's insights with the completion: shown ones are read again, others when next shown.
  await queryClient.invalidateQueries({ queryKey: learnKeys.insights() });
  // An enrollment the cached list lacks (enrolled in another tab): the list is stale as a whole.
  if (!listed) await queryClient.invalidateQueries({ queryKey: learnKeys.enrollments() });
  const unanswered = inFlight.filter((queryKey) => queryClient.getQueryData(queryKey) === undefined);
  await Promise.all(unanswered.map((queryKey) => queryClient.invalidateQueries({ queryKey, exact: true })));
}

/**
 * A completion the service worker keeps until the network is back: the lesson shows as completed, and every
 * viewer's copy of this course's outline counts it (lessons, percentage and next lesson, by the course service's
 * rule: `outlineWithKeptCompletion`). Nothing the completion may cause is guessed (milestones, a certificate).
 * Once it is sent, every query is read again and the server's figures replace these.
 */
export function applyQueuedCompletion(queryClient: QueryClient, courseId: number, lessonId: number): void {
  queryClient.setQueryData<LessonDetail>(learnKeys.lesson(lessonId), (lesson) =>
    lesson ? { ...lesson, completed: true } : lesson,
  );
  queryClient.setQueriesData<CourseOutline>(
    { queryKey: [learnKeys.courseOutline(courseId, null)[0]] },
    (outline) => (outline ? (outlineWithKeptCompletion(outline, lessonId) ?? outline) : outline),
  );
}
