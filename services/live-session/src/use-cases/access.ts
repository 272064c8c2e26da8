import type { Identity } from '@canopy/contracts';
import type { SessionRecord } from '../stores/session-store';
import type { LiveSessionDeps } from './deps';

export type Actor = Identity;

// Who may schedule and change sessions at all (active educators and administrators) is the routes' declared
// auth level; the rules below decide per session.
export const isAdmin = (actor: Actor) => actor.role === 'admin';

/** The session's instructor or an administrator: every detail, the host key and the attendance. */
export const runsSession = (actor: Actor, session: SessionRecord) =>
  isAdmin(actor) || (actor.id === session.instructorId && actor.role === 'educator');

/**
 * Whether the actor may see the meeting details and join: who runs it; anyone signed in for a session of no
 * course; for a course session, its enrolled learners (asked of the course service).
 */
export async function mayJoin(
  deps: LiveSessionDeps,
  actor: Actor,
  session: SessionRecord,
  requestId?: string,
): Promise<boolean> {
  if (runsSession(actor, session) || actor.id === session.instructorId) return true;
  if (session.courseId === null) return true;
  return deps.enrollments.isEnrolled(session.courseId, actor.id, requestId);
}

/**
 * For lists: the courses among `sessions` the actor may join, asked once per course. When the course service
 * cannot be asked, its sessions are shown without meeting details rather than failing the whole list.
 */
export async function joinableCourses(
  deps: LiveSessionDeps,
  actor: Actor,
  sessions: SessionRecord[],
  requestId?: string,
): Promise<Set<number>> {
  const ids = [
    ...new Set(
      sessions
        .filter((s) => s.courseId !== null && !runsSession(actor, s) && actor.id !== s.instructorId)
        .map((s) => s.courseId!),
    ),
  ];
  const answers = await Promise.all(
    ids.map(async (courseId) => {
      try {
        return (await deps.enrollments.isEnrolled(courseId, actor.id, requestId)) ? courseId : null;
      } catch (err) {
        deps.logger.warn({ err, courseId }, 'enrollment unknown: meeting details withheld');
        return null;
      }
    }),
  );
  return new Set(answers.filter((id): id is number => id !== null));
}
