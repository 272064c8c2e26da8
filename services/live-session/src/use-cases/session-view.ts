import type { LiveSession } from '@canopy/contracts';
import type { SessionRecord } from '../stores/session-store';
import { runsSession, type Actor } from './access';

/**
 * A session as the actor may see it: meeting details only when `joinable`, the host key only for whoever runs
 * the session.
 */
export function toSessionView(session: SessionRecord, actor: Actor, joinable: boolean): LiveSession {
  return view(session, joinable, runsSession(actor, session));
}

/** The card anyone signed in may see (what the realtime hub broadcasts): no meeting details, no host key. */
export function toPublicSessionView(session: SessionRecord): LiveSession {
  return view(session, false, false);
}

function view(session: SessionRecord, joinable: boolean, host: boolean): LiveSession {
  return {
    id: session.id,
    instructorId: session.instructorId,
    courseId: session.courseId,
    title: session.title,
    description: session.description,
    sessionType: session.sessionType,
    startTime: session.startTime.toISOString(),
    endTime: session.endTime.toISOString(),
    maxParticipants: session.maxParticipants,
    conferenceProvider: session.conferenceProvider,
    isRecorded: session.isRecorded,
    recordingUrl: session.recordingUrl,
    status: session.status,
    cancelReason: session.cancelReason,
    sequence: session.sequence,
    joinable,
    meetingUrl: joinable ? session.meetingUrl : null,
    conferenceId: joinable ? session.conferenceId : null,
    conferencePassword: joinable ? session.conferencePassword : null,
    conferenceHostKey: host ? session.conferenceHostKey : null,
    createdAt: session.createdAt.toISOString(),
    updatedAt: session.updatedAt.toISOString(),
  };
}
