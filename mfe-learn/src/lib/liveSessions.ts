import { learnText } from '../i18n/useLearnT';
import { localDate } from './dates';
import type { ConferenceProviderName, LiveSession, LiveSessionTypeName } from './liveSessionTypes';

export type SessionTab = 'upcoming' | 'past';

/** Spec 001 section 4: upcoming when the start is later than now, otherwise past (past ones cannot be joined). */
export function isUpcoming(session: Pick<LiveSession, 'startTime'>, now: number = Date.now()): boolean {
  return Date.parse(session.startTime) > now;
}

/** A session type's name in the current language. */
export function sessionTypeLabel(type: LiveSessionTypeName): string {
  return {
    lecture: learnText('Lecture'),
    discussion: learnText('Discussion'),
    office_hours: learnText('Office Hours'),
    workshop: learnText('Workshop'),
  }[type];
}

/** A conference provider's name (the brands stay as they are). */
export function providerLabel(provider: ConferenceProviderName): string {
  return {
    custom: learnText('Other / Custom'),
    zoom: 'Zoom',
    google_meet: 'Google Meet',
    microsoft_teams: 'Microsoft Teams',
  }[provider];
}

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

/** 'MMM d, yyyy' (section 9; Spanish '12 mar 2026'). */
export const sessionDate = (iso: string) => localDate(iso, 'short');

/** 'h:mm a' – 'h:mm a' in the viewer's time zone, with its name (Spanish: the 24-hour clock). */
export function sessionTimeRange(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const zone = timeZoneName(start);
  return `${localDate(start, 'time')} – ${localDate(endIso, 'time')}${zone ? ` ${zone}` : ''}`;
}

/** The texts of the page (spec 001 section 2, live sessions page). */
export function emptyStateText(tab: SessionTab, canCreate: boolean) {
  if (tab === 'upcoming')
    return {
      title: learnText('No upcoming sessions'),
      description: canCreate
        ? learnText(
            "You haven't created any upcoming sessions yet. Click the 'Create Session' button to get started.",
          )
        : learnText('There are no upcoming live sessions available. Check back later.'),
    };
  return {
    title: learnText('No past sessions'),
    description: canCreate
      ? learnText(
          "You haven't created any past sessions yet. Click the 'Create Session' button to get started.",
        )
      : learnText('There are no past live sessions available. Check back later.'),
  };
}
