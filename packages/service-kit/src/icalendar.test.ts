import { combineDayCalendar, interviewCalendar, interviewUid } from './icalendar.ts';
import type { TInterviewCalendar } from './icalendar.ts';

const base: TInterviewCalendar = {
  method: 'REQUEST',
  requestId: '665f1c0ffee0000000000abc',
  sequence: 0,
  // 15:00 in Paris (winter): 14:00 UTC.
  start: new Date('2030-01-02T15:00:00+01:00'),
  durationMinutes: 45,
  summary: 'Interview: Acme Corp and Kim Ostrander',
  description: 'Video call; the link follows.',
  organizer: { name: 'GTM Combine', email: 'no-reply@gtmcombine.test' },
  attendees: [
    { name: 'Kim Ostrander', email: 'kim@candidate.test' },
    { name: 'Bob Hirer', email: 'bob@acme.test' },
  ],
  stamp: new Date('2029-12-01T08:30:00Z'),
};

/** The content lines of a calendar, unfolded (RFC 5545 3.1: CRLF then one space continues a line). */
const linesOf = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('interviewCalendar', () => {
  it('writes an invitation: METHOD:REQUEST, a stable UID, UTC times, the organizer and both sides', () => {
    const text = interviewCalendar(base);
    expect(text).toContain('\r\n');
    expect(text.replace(/\r\n/g, '').includes('\n')).toBe(false);
    const lines = linesOf(text);
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'METHOD:REQUEST',
        `UID:${interviewUid(base.requestId)}`,
        'SEQUENCE:0',
        'DTSTART:20300102T140000Z',
        'DTEND:20300102T144500Z',
        'DTSTAMP:20291201T083000Z',
        'STATUS:CONFIRMED',
      ]),
    );
    expect(lines.find((line) => line.startsWith('ORGANIZER'))).toBe(
      'ORGANIZER;CN="GTM Combine":mailto:no-reply@gtmcombine.test',
    );
    const attendees = lines.filter((line) => line.startsWith('ATTENDEE'));
    expect(attendees).toHaveLength(2);
    expect(attendees[0]).toMatch(/CN="Kim Ostrander":MAILTO:kim@candidate\.test$/);
    expect(attendees[1]).toMatch(/RSVP=TRUE;CN="Bob Hirer":MAILTO:bob@acme\.test$/);
    expect(text).not.toContain('TZID');
  });

  it('keeps the UID across revisions; a reschedule carries its higher SEQUENCE and the new time', () => {
    const first = linesOf(interviewCalendar(base));
    const moved = linesOf(
      interviewCalendar({ ...base, sequence: 1, start: new Date('2030-01-03T09:30:00Z') }),
    );
    const uid = (lines: string[]) => lines.find((line) => line.startsWith('UID:'));
    expect(uid(moved)).toBe(uid(first));
    expect(moved).toEqual(expect.arrayContaining(['SEQUENCE:1', 'DTSTART:20300103T093000Z']));
  });

  it('writes a cancellation: METHOD:CANCEL, STATUS:CANCELLED, the same UID', () => {
    const lines = linesOf(interviewCalendar({ ...base, method: 'CANCEL', sequence: 2 }));
    expect(lines).toEqual(
      expect.arrayContaining([
        'METHOD:CANCEL',
        'STATUS:CANCELLED',
        'SEQUENCE:2',
        `UID:${interviewUid(base.requestId)}`,
      ]),
    );
  });

  it('writes a download: METHOD:PUBLISH with neither organizer nor attendees; an attendee twice is listed once', () => {
    const download = linesOf(
      interviewCalendar({ ...base, method: 'PUBLISH', organizer: undefined, attendees: undefined }),
    );
    expect(download).toContain('METHOD:PUBLISH');
    expect(download.some((line) => /^(ORGANIZER|ATTENDEE)/.test(line))).toBe(false);
    const twice = linesOf(
      interviewCalendar({
        ...base,
        attendees: [...base.attendees!, { name: 'Kim', email: 'KIM@candidate.test' }],
      }),
    );
    expect(twice.filter((line) => line.startsWith('ATTENDEE'))).toHaveLength(2);
  });

  it('escapes text values (commas, semicolons, new lines)', () => {
    const lines = linesOf(
      interviewCalendar({ ...base, summary: 'Interview; Acme, Inc.', description: 'Line one\nLine two' }),
    );
    expect(lines).toContain('SUMMARY:Interview\\; Acme\\, Inc.');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two');
  });
});

describe('combineDayCalendar (issue 47)', () => {
  const segment = {
    dayId: '665f1c0ffee0000000000d01',
    onePagerId: '665f1c0ffee0000000000a01',
    start: new Date('2030-01-02T19:10:00Z'),
    end: new Date('2030-01-02T19:25:00Z'),
    summary: 'Combine day: Acme',
  };
  const organizer = { name: 'GTM Combine', email: 'no-reply@gtmcombine.test' };
  const stamp = new Date('2029-12-01T08:30:00Z');
  const attendeeOf = (lines: string[]) => lines.find((line) => line.startsWith('ATTENDEE')) ?? '';

  it('asks the invited candidate to answer a tentative event, and accepts it once they confirm (the same UID, a higher SEQUENCE)', () => {
    const attendee = { name: 'Kim Ostrander', email: 'kim@candidate.test' };
    const invited = linesOf(
      combineDayCalendar({
        method: 'REQUEST',
        organizer,
        stamp,
        events: [{ ...segment, sequence: 0, status: 'invited', attendee }],
      }),
    );
    expect(invited).toContain('STATUS:TENTATIVE');
    expect(attendeeOf(invited)).toMatch(/PARTSTAT=NEEDS-ACTION/);
    expect(attendeeOf(invited)).toMatch(/RSVP=TRUE/);
    expect(attendeeOf(invited)).toMatch(/kim@candidate\.test$/i);
    const confirmed = linesOf(
      combineDayCalendar({
        method: 'REQUEST',
        organizer,
        stamp,
        events: [
          {
            ...segment,
            sequence: 1,
            status: 'confirmed',
            attendee,
            meetingUrl: 'https://meet.example.com/a',
          },
        ],
      }),
    );
    expect(confirmed.find((line) => line.startsWith('UID:'))).toBe(
      invited.find((line) => line.startsWith('UID:')),
    );
    expect(confirmed).toContain('SEQUENCE:1');
    expect(confirmed).toContain('STATUS:CONFIRMED');
    expect(attendeeOf(confirmed)).toMatch(/PARTSTAT=ACCEPTED/);
    expect(attendeeOf(confirmed)).not.toMatch(/RSVP=TRUE/);
    expect(confirmed).toContain('LOCATION:https://meet.example.com/a');
  });

  it("writes the company's copy with no attendee, each segment as its status says", () => {
    const lines = linesOf(
      combineDayCalendar({
        method: 'REQUEST',
        organizer,
        stamp,
        events: [
          { ...segment, sequence: 0, status: 'invited' },
          { ...segment, onePagerId: '665f1c0ffee0000000000a02', sequence: 1, status: 'confirmed' },
        ],
      }),
    );
    expect(lines.filter((line) => line.startsWith('STATUS:'))).toEqual([
      'STATUS:TENTATIVE',
      'STATUS:CONFIRMED',
    ]);
    expect(attendeeOf(lines)).toBe('');
  });
});
