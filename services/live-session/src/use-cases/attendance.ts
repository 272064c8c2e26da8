import type { LiveSessionAttendance, LiveSessionJoin } from '@canopy/contracts';
import { liveSessionMessages } from '@canopy/contracts';
import { ConflictError, ForbiddenError, NotFoundError } from '@canopy/service-kit';
import { mayJoin, runsSession, type Actor } from './access';
import type { LiveSessionDeps } from './deps';

const M = liveSessionMessages;

/**
 * Joins a session: only someone allowed to see its meeting link, while it is scheduled and not over; a newcomer
 * beyond the participant limit is refused (whoever runs it, and anyone who joined before, always get in).
 */
export async function joinSession(
  deps: LiveSessionDeps,
  actor: Actor,
  id: number,
  requestId?: string,
): Promise<LiveSessionJoin> {
  const found = await deps.stores.sessions.find(id);
  if (!found) throw new NotFoundError(M.notFound);
  // Asked before the transaction: the course service's answer must not hold a row lock.
  if (!(await mayJoin(deps, actor, found, requestId))) throw new ForbiddenError(M.enrollToJoin);
  const now = deps.clock();
  return deps.stores.transaction(async (tx) => {
    // Locked so that two newcomers racing for the last place are counted one after the other.
    const session = await tx.sessions.lock(id);
    if (!session) throw new NotFoundError(M.notFound);
    if (session.status === 'cancelled') throw new ConflictError(M.cancelled);
    if (session.endTime.getTime() <= now.getTime()) throw new ConflictError(M.ended);
    const host = runsSession(actor, session) || actor.id === session.instructorId;
    if (!host && !(await tx.attendance.find(id, actor.id))) {
      if ((await tx.attendance.countAttendees(id)) >= session.maxParticipants)
        throw new ConflictError(M.full);
    }
    await tx.attendance.recordJoin(id, actor.id, now);
    return {
      sessionId: session.id,
      meetingUrl: session.meetingUrl,
      conferenceProvider: session.conferenceProvider,
      conferenceId: session.conferenceId,
      conferencePassword: session.conferencePassword,
      isRecorded: session.isRecorded,
      joinedAt: now.toISOString(),
    };
  });
}

export async function sessionAttendance(
  deps: LiveSessionDeps,
  actor: Actor,
  id: number,
  requestId?: string,
): Promise<LiveSessionAttendance> {
  const session = await deps.stores.sessions.find(id);
  if (!session) throw new NotFoundError(M.notFound);
  if (!runsSession(actor, session)) throw new ForbiddenError(M.attendanceForbidden);
  const rows = await deps.stores.attendance.list(id);
  // Names from identity; when it cannot be asked the list still answers, without names.
  const names =
    rows.length > 0
      ? await deps.users.displayNames(
          rows.map((r) => r.userId),
          requestId,
        )
      : null;
  return {
    sessionId: id,
    attendees: rows.map((r) => ({
      userId: r.userId,
      displayName: names?.get(r.userId) ?? null,
      firstJoinedAt: r.firstJoinedAt.toISOString(),
      lastJoinedAt: r.lastJoinedAt.toISOString(),
      joinCount: r.joinCount,
    })),
  };
}
