import { format } from 'date-fns';
import type { ConferenceProviderName, LiveSession, LiveSessionTypeName } from './liveSessionTypes';

export type SessionTab = 'upcoming' | 'past';

/** Spec 001 section 4: upcoming when the start is later than now, otherwise past (past ones cannot be joined). */
export function isUpcoming(session: Pick<LiveSession, 'startTime'>, now: number = Date.now()): boolean {
  return Date.parse(session.startTime) > now;
}

export const sessionTypeLabels: Record<LiveSessionTypeName, string> = {
  lecture: 'Lecture',
  discussion: 'Discussion',
  office_hours: 'Office Hours',
  workshop: 'Workshop',
};

export const providerLabels: Record<ConferenceProviderName, string> = {
  custom: 'Other / Custom',
  zoom: 'Zoom',
  google_meet: 'Google Meet',
  microsoft_teams: 'Microsoft Teams',
};

/** The room view's provider badge (section 4): ZOOM, MEET or TEAMS; anything else shows a video icon. */
export function providerBadge(provider: ConferenceProviderName): string | null {
  return { zoom: 'ZOOM', google_meet: 'MEET', microsoft_teams: 'TEAMS', custom: null }[provider];
}

/** The viewer's time zone as the browser names it for that date (e.g. "GMT+1", "EST", "UTC"). */
export function timeZoneName(date: Date): string {
  const part = new Intl.DateTimeFormat(undefined, { timeZoneName: 'short' })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? '';
}

/** 'MMM d, yyyy' (section 9). */
export const sessionDate = (iso: string) => format(new Date(iso), 'MMM d, yyyy');

/** 'h:mm a' – 'h:mm a' in the viewer's time zone, with its name. */
export function sessionTimeRange(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const zone = timeZoneName(start);
  return `${format(start, 'h:mm a')} – ${format(new Date(endIso), 'h:mm a')}${zone ? ` ${zone}` : ''}`;
}

/** The texts of the page (spec 001 section 2, live sessions page). */
export function emptyStateText(tab: SessionTab, canCreate: boolean) {
  return {
    title: `No ${tab} sessions`,
    description: canCreate
      ? `You haven't created any ${tab} sessions yet. Click the 'Create Session' button to get started.`
      : `There are no ${tab} live sessions available. Check back later.`,
  };
}
