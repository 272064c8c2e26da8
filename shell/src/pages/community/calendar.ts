import { shellText } from '../../i18n/useShellT';

/** A recurring gathering, in US Eastern time, as an iCalendar (RFC 5545) event. */
export interface Gathering {
  id: string;
  /** Texts are English catalogue keys (the shell's namespace), shown and exported in the page's language. */
  titleKey: string;
  descriptionKey: string;
  /** Human schedule, e.g. 'Sunday 10:00 AM EST'. */
  whenKey: string;
  durationMinutes: number;
  /** First occurrence (local New York time) and the recurrence rule. */
  firstStart: string; // YYYYMMDDTHHMMSS
  rrule: string;
}

export const gatherings: Gathering[] = [
  {
    id: 'sunday-gathering',
    titleKey: 'Sunday Gathering',
    descriptionKey:
      'Our weekly gathering: a reflection on living in harmony with the earth, shared silence, music and conversation.',
    whenKey: 'Sunday 10:00 AM EST',
    durationMinutes: 90,
    firstStart: '20250105T100000',
    rrule: 'FREQ=WEEKLY;BYDAY=SU',
  },
  {
    id: 'wednesday-circle',
    titleKey: 'Wednesday Evening Circle',
    descriptionKey: 'A midweek guided practice followed by small growth circles of 5 to 8 people.',
    whenKey: 'Wednesday 7:00 PM EST',
    durationMinutes: 60,
    firstStart: '20250108T190000',
    rrule: 'FREQ=WEEKLY;BYDAY=WE',
  },
  {
    id: 'saturday-service',
    titleKey: 'First Saturday Service Day',
    descriptionKey:
      'Hands-on care for a local place — a garden, a park or a watershed — on the first Saturday of every month.',
    whenKey: 'First Saturday of the month, 1:00 PM EST',
    durationMinutes: 180,
    firstStart: '20250104T130000',
    rrule: 'FREQ=MONTHLY;BYDAY=1SA',
  },
];

function addMinutes(stamp: string, minutes: number): string {
  const y = Number(stamp.slice(0, 4));
  const mo = Number(stamp.slice(4, 6)) - 1;
  const d = Number(stamp.slice(6, 8));
  const h = Number(stamp.slice(9, 11));
  const mi = Number(stamp.slice(11, 13));
  const date = new Date(Date.UTC(y, mo, d, h, mi + minutes));
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getUTCFullYear()}${p(date.getUTCMonth() + 1)}${p(date.getUTCDate())}T${p(date.getUTCHours())}${p(date.getUTCMinutes())}00`;
}

const escape = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/[,;]/g, (m) => `\\${m}`)
    .replace(/\n/g, '\\n');

/** Builds a calendar file with every gathering as a recurring event in America/New_York. */
export function gatheringsCalendar(list: Gathering[] = gatherings, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Canopy//Community Gatherings//EN',
    'CALSCALE:GREGORIAN',
  ];
  for (const g of list) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${g.id}@canopy.example`,
      `DTSTAMP:${stamp}`,
      `DTSTART;TZID=America/New_York:${g.firstStart}`,
      `DTEND;TZID=America/New_York:${addMinutes(g.firstStart, g.durationMinutes)}`,
      `RRULE:${g.rrule}`,
      `SUMMARY:${escape(shellText(g.titleKey))}`,
      `DESCRIPTION:${escape(shellText(g.descriptionKey))}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.join('\r\n') + '\r\n';
}

/** Saves the calendar file in the browser (no network involved). */
export function downloadCalendar(list: Gathering[] = gatherings, filename = 'canopy-gatherings.ics') {
  const blob = new Blob([gatheringsCalendar(list)], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
