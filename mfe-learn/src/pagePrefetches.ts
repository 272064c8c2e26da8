import type { PagePrefetchContext } from '@canopy/auth';
import { numericParam } from '@canopy/ui/page-kit';
import { courseOutlineQuery, courseQuery, enrollmentsQuery } from './api/learnQueries';

/*
 * The first reads of the learn pages whose main content waits for them, started by the shell while the page's
 * chunk downloads (AppRoute.prefetch). Each names exactly the queries its page asks for first, with the page's own
 * options (api/learnQueries.ts). The catalogue has none: its largest content (the header) needs no data, and
 * Lighthouse measured its reads started this early as slowing the page's own chunk (LCP 1.07 → 1.2 s).
 */

/** /courses/:id: the course and its outline (with the viewer's progress when signed in). */
export function prefetchCourseDetail({ params, queryClient, user }: PagePrefetchContext): void {
  const id = numericParam(params.id);
  if (id === null) return;
  void queryClient.prefetchQuery(courseQuery(id));
  void queryClient.prefetchQuery(courseOutlineQuery(id, user?.id ?? null));
}

/** /courses/:id/dashboard: the course, the learner's enrollments and the outline with their progress. */
export function prefetchEnrolledCourse({ params, queryClient, user }: PagePrefetchContext): void {
  const id = numericParam(params.id);
  if (id === null || !user) return;
  void queryClient.prefetchQuery(courseQuery(id));
  void queryClient.prefetchQuery(enrollmentsQuery());
  void queryClient.prefetchQuery(courseOutlineQuery(id, user.id));
}
