import { createHash, randomBytes } from 'node:crypto';
import type { CalendarFeed } from '@canopy/contracts';
import { liveSessionMessages } from '@canopy/contracts';
import { NotFoundError } from '@canopy/service-kit';
import { sessionCalendar } from '../calendar/session-calendar';
import { mayJoin, type Actor } from './access';
import type { LiveSessionDeps } from './deps';
import { LIST_LIMIT } from './sessions';

const M = liveSessionMessages;
const DAY_MS = 86_400_000;

/** Tokens are 256 random bits; only their SHA-256 is stored, so a database leak reveals no working link. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const feedPath = (token: string) => `/api/live-sessions/calendar/${token}.ics`;

/** One session as an .ics file; the meeting link only for someone allowed to join. */
export async function sessionIcs(
  deps: LiveSessionDeps,
  actor: Actor,
  id: number,
  requestId?: string,
): Promise<string> {
  const session = await deps.stores.sessions.find(id);
  if (!session) throw new NotFoundError(M.notFound);
  let withLink = false;
  try {
    withLink = await mayJoin(deps, actor, session, requestId);
  } catch (err) {
    deps.logger.warn({ err, id }, 'enrollment unknown: calendar entry without meeting link');
  }
  return sessionCalendar([{ session, withLink }], session.title);
}

/** Creates the user's feed link, or replaces it (the old link stops working). The token is shown only now. */
export async function rotateCalendarFeed(deps: LiveSessionDeps, actor: Actor): Promise<CalendarFeed> {
  const token = randomBytes(32).toString('base64url');
  await deps.stores.feedTokens.put(actor.id, hashToken(token), deps.clock());
  return { token, path: feedPath(token) };
}

export async function revokeCalendarFeed(deps: LiveSessionDeps, actor: Actor): Promise<{ message: string }> {
  if (!(await deps.stores.feedTokens.remove(actor.id))) throw new NotFoundError(M.feedNotFound);
  return { message: M.feedRevoked };
}

/**
 * The personal feed behind a secret link (no sign-in: calendar apps fetch it): sessions the owner teaches, of
 * no course, or of a course they are enrolled in, from `feedPastDays` ago on.
 */
export async function calendarFeed(
  deps: LiveSessionDeps,
  token: string,
  requestId?: string,
): Promise<string> {
  const userId = /^[A-Za-z0-9_-]{20,100}$/.test(token)
    ? await deps.stores.feedTokens.userFor(hashToken(token))
    : null;
  if (userId === null) throw new NotFoundError(M.feedNotFound);
  const from = new Date(deps.clock().getTime() - deps.feedPastDays * DAY_MS);
  const candidates = await deps.stores.sessions.courseIds(from);
  const enrolled = (
    await Promise.all(
      candidates.map(async (courseId) => {
        try {
          return (await deps.enrollments.isEnrolled(courseId, userId, requestId)) ? courseId : null;
        } catch (err) {
          deps.logger.warn({ err, courseId }, 'enrollment unknown: course sessions left out of a feed');
          return null;
        }
      }),
    )
  ).filter((id): id is number => id !== null);
  const sessions = await deps.stores.sessions.listForFeed(userId, enrolled, from, LIST_LIMIT);
  return sessionCalendar(
    sessions.map((session) => ({ session, withLink: true })),
    'Canopy live sessions',
  );
}
