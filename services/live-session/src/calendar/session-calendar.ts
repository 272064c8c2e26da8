import { createEvents, type EventAttributes } from 'ics';
import type { SessionRecord } from '../stores/session-store';

const PRODUCT_ID = '-//Canopy//Live sessions//EN';

/** The UID a session keeps for life, so calendar clients update the one event instead of adding another. */
export const sessionUid = (id: number) => `live-session-${id}@canopy`;

const typeNames: Record<SessionRecord['sessionType'], string> = {
  lecture: 'Lecture',
  discussion: 'Discussion',
  office_hours: 'Office hours',
  workshop: 'Workshop',
};

/** One VEVENT: the meeting link only when the reader may join (`withLink`). */
function toEvent(session: SessionRecord, withLink: boolean): EventAttributes {
  const lines = [
    session.description,
    `${typeNames[session.sessionType]} · up to ${session.maxParticipants} participants`,
    session.isRecorded ? 'This session will be recorded.' : null,
    withLink ? `Join: ${session.meetingUrl}` : null,
    withLink && session.conferenceId ? `Meeting ID: ${session.conferenceId}` : null,
    withLink && session.conferencePassword ? `Password: ${session.conferencePassword}` : null,
    session.status === 'cancelled'
      ? `Cancelled${session.cancelReason ? `: ${session.cancelReason}` : ''}`
      : null,
  ].filter((l): l is string => Boolean(l));
  return {
    uid: sessionUid(session.id),
    sequence: session.sequence,
    title: session.title,
    description: lines.join('\n'),
    start: session.startTime.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: session.endTime.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: session.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    created: session.createdAt.getTime(),
    lastModified: session.updatedAt.getTime(),
    ...(withLink ? { url: session.meetingUrl, location: session.meetingUrl } : {}),
  };
}

/** An iCalendar document (RFC 5545) of the sessions, each with or without its meeting link. */
export function sessionCalendar(
  entries: { session: SessionRecord; withLink: boolean }[],
  calName: string,
): string {
  const { error, value } = createEvents(
    entries.map((e) => toEvent(e.session, e.withLink)),
    { productId: PRODUCT_ID, calName, method: 'PUBLISH' },
  );
  if (error || value === null) throw error ?? new Error('The calendar could not be written');
  return value;
}
