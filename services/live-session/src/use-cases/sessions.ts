import type {
  LiveSession,
  LiveSessionCancel,
  LiveSessionCreate,
  LiveSessionTab,
  LiveSessionUpdate,
} from '@canopy/contracts';
import { liveSessionMessages } from '@canopy/contracts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@canopy/service-kit';
import type { SessionChanges, SessionFilter, SessionRecord } from '../stores/session-store';
import type { Stores } from '../stores/stores';
import { isAdmin, joinableCourses, runsSession, type Actor } from './access';
import type { LiveSessionDeps } from './deps';
import { toPublicSessionView, toSessionView } from './session-view';

const M = liveSessionMessages;
/** Lists are bounded: a page's upcoming and past tabs show at most this many sessions each. */
export const LIST_LIMIT = 500;

const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v ? v : null);
/** The specification stores 0 for "no course". */
const courseOf = (v: number | null | undefined) => (v === undefined ? undefined : v ? v : null);

async function views(
  deps: LiveSessionDeps,
  actor: Actor,
  sessions: SessionRecord[],
  requestId?: string,
): Promise<LiveSession[]> {
  const courses = await joinableCourses(deps, actor, sessions, requestId);
  return sessions.map((s) =>
    toSessionView(
      s,
      actor,
      runsSession(actor, s) || actor.id === s.instructorId || s.courseId === null || courses.has(s.courseId),
    ),
  );
}

/** A list call's filter: by instructor or course, and optionally one tab (decided here, with the service's clock). */
export type SessionListFilter = Pick<SessionFilter, 'instructorId' | 'courseId'> & { when?: LiveSessionTab };

export async function listSessions(
  deps: LiveSessionDeps,
  actor: Actor,
  { when, ...filter }: SessionListFilter,
  requestId?: string,
): Promise<LiveSession[]> {
  const tab = when ? { when, now: deps.clock() } : undefined;
  return views(deps, actor, await deps.stores.sessions.list({ ...filter, tab }, LIST_LIMIT), requestId);
}

async function load(deps: LiveSessionDeps, id: number): Promise<SessionRecord> {
  const session = await deps.stores.sessions.find(id);
  if (!session) throw new NotFoundError(M.notFound);
  return session;
}

export async function getSession(
  deps: LiveSessionDeps,
  actor: Actor,
  id: number,
  requestId?: string,
): Promise<LiveSession> {
  const [view] = await views(deps, actor, [await load(deps, id)], requestId);
  return view!;
}

export async function createSession(
  deps: LiveSessionDeps,
  actor: Actor,
  input: LiveSessionCreate,
  requestId?: string,
): Promise<LiveSession> {
  await assertCourseAllowed(deps, actor, courseOf(input.courseId), requestId);
  // `input.instructorId` is ignored: the signed identity says who teaches.
  const values = {
    instructorId: actor.id,
    courseId: courseOf(input.courseId) ?? null,
    title: input.title,
    description: blankToNull(input.description) ?? null,
    sessionType: input.sessionType,
    startTime: new Date(input.startTime),
    endTime: new Date(input.endTime),
    meetingUrl: input.meetingUrl,
    recordingUrl: blankToNull(input.recordingUrl) ?? null,
    maxParticipants: input.maxParticipants,
    conferenceProvider: input.conferenceProvider,
    conferenceId: blankToNull(input.conferenceId) ?? null,
    conferencePassword: blankToNull(input.conferencePassword) ?? null,
    conferenceHostKey: blankToNull(input.conferenceHostKey) ?? null,
    isRecorded: input.isRecorded,
  };
  const session = await deps.stores.transaction(async (tx) => {
    const created = await tx.sessions.create(values);
    await announce(tx, created, 'scheduled');
    return created;
  });
  void deps.realtime.sessionChanged('create', toPublicSessionView(session));
  return toSessionView(session, actor, true);
}

/** Tells the other parts (and this service's notifications) in the transaction of the change. */
async function announce(tx: Stores, session: SessionRecord, change: 'scheduled' | 'updated' | 'cancelled') {
  await tx.events.emit('live_session.changed', {
    sessionId: session.id,
    courseId: session.courseId,
    instructorId: session.instructorId,
    title: session.title,
    startTime: session.startTime.toISOString(),
    change,
  });
}

/**
 * A session may belong to an existing course of its instructor's (administrators: any existing course), so that
 * nobody announces sessions to another educator's learners.
 */
async function assertCourseAllowed(
  deps: LiveSessionDeps,
  actor: Actor,
  courseId: number | null | undefined,
  requestId?: string,
) {
  if (!courseId) return;
  const owner = await deps.enrollments.courseOwner(courseId, requestId);
  if (owner === null) {
    throw new ValidationError(M.courseNotFound, [{ path: 'courseId', message: M.courseNotFound }]);
  }
  if (!isAdmin(actor) && owner !== actor.id) throw new ForbiddenError(M.notYourCourse);
}

/** The session, if the actor runs it (its instructor or an administrator). */
async function loadOwn(deps: LiveSessionDeps, actor: Actor, id: number): Promise<SessionRecord> {
  const session = await load(deps, id);
  if (!runsSession(actor, session)) throw new ForbiddenError(M.notYours);
  return session;
}

export async function updateSession(
  deps: LiveSessionDeps,
  actor: Actor,
  id: number,
  input: LiveSessionUpdate,
  requestId?: string,
): Promise<LiveSession> {
  const session = await loadOwn(deps, actor, id);
  if (session.status === 'cancelled') throw new ConflictError(M.cancelled);
  const courseId = courseOf(input.courseId);
  if (courseId && courseId !== session.courseId) await assertCourseAllowed(deps, actor, courseId, requestId);
  const changes: SessionChanges = {
    courseId,
    title: input.title,
    description: blankToNull(input.description),
    sessionType: input.sessionType,
    startTime: input.startTime === undefined ? undefined : new Date(input.startTime),
    endTime: input.endTime === undefined ? undefined : new Date(input.endTime),
    meetingUrl: input.meetingUrl,
    recordingUrl: blankToNull(input.recordingUrl),
    maxParticipants: input.maxParticipants,
    conferenceProvider: input.conferenceProvider,
    conferenceId: blankToNull(input.conferenceId),
    conferencePassword: blankToNull(input.conferencePassword),
    conferenceHostKey: blankToNull(input.conferenceHostKey),
    isRecorded: input.isRecorded,
  };
  const given = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (Object.keys(given).length === 0) throw new ValidationError(M.nothingToChange);
  const start = (given.startTime as Date | undefined) ?? session.startTime;
  const end = (given.endTime as Date | undefined) ?? session.endTime;
  if (end.getTime() <= start.getTime()) {
    throw new ValidationError(M.endBeforeStart, [{ path: 'endTime', message: M.endBeforeStart }]);
  }
  const updated = await deps.stores.transaction(async (tx) => {
    const row = await tx.sessions.update(id, given, deps.clock());
    if (row) await announce(tx, row, 'updated');
    return row;
  });
  if (!updated) throw new NotFoundError(M.notFound);
  void deps.realtime.sessionChanged('update', toPublicSessionView(updated));
  return toSessionView(updated, actor, true);
}

export async function cancelSession(
  deps: LiveSessionDeps,
  actor: Actor,
  id: number,
  input: LiveSessionCancel,
): Promise<LiveSession> {
  const session = await loadOwn(deps, actor, id);
  if (session.status === 'cancelled') throw new ConflictError(M.alreadyCancelled);
  const cancelled = await deps.stores.transaction(async (tx) => {
    const row = await tx.sessions.cancel(id, input.reason || null, deps.clock());
    if (row) await announce(tx, row, 'cancelled');
    return row;
  });
  if (!cancelled) throw new NotFoundError(M.notFound);
  void deps.realtime.sessionChanged('cancel', toPublicSessionView(cancelled));
  return toSessionView(cancelled, actor, true);
}
