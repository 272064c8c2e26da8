import { describe, expect, it } from 'vitest';
import { gatherings, gatheringsCalendar } from '../src/pages/community/calendar';

describe('community gatherings calendar', () => {
  it('lists the specified schedule', () => {
    expect(gatherings.map((g) => g.whenKey)).toEqual([
      'Sunday 10:00 AM EST',
      'Wednesday 7:00 PM EST',
      'First Saturday of the month, 1:00 PM EST',
    ]);
  });

  it('produces recurring iCalendar events in New York time', () => {
    const ics = gatheringsCalendar(gatherings, new Date('2025-01-01T00:00:00Z'));
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('DTSTART;TZID=America/New_York:20250105T100000');
    expect(ics).toContain('DTEND;TZID=America/New_York:20250105T113000');
    expect(ics).toContain('RRULE:FREQ=WEEKLY;BYDAY=SU');
    expect(ics).toContain('RRULE:FREQ=WEEKLY;BYDAY=WE');
    expect(ics).toContain('RRULE:FREQ=MONTHLY;BYDAY=1SA');
    expect(ics).toContain('DTSTAMP:20250101T000000Z');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
  });
});
