import type { TCalendarSegment, TCombineDayCalendar } from '@gtm/contracts/calendar-events';
import { renderEmail } from './email-templates.ts';

const context = {
  publicOrigin: 'https://portal.example',
  organizer: { name: 'GTM Combine', email: 'no-reply@gtmcombine.test' },
};
const DAY = '665f1c0ffee0000000000d01';
const segment = (
  onePagerId: string,
  sequence: number,
  start: string,
  end: string,
  status: TCalendarSegment['status'] = 'confirmed',
  summary = 'Combine day: Candidate 7F3K',
): TCalendarSegment => ({ onePagerId, sequence, start, end, summary, status });
const texts = {
  name: 'Eve',
  title: 'Combine day invitation: Acme',
  body: 'Acme invites you.',
  link: '/candidate/dashboard',
};
const base = { method: 'REQUEST', dayId: DAY, meetingUrl: 'https://meet.example.com/acme' } as const;
/** A job's texts and calendar, rendered as the e-mail worker renders them. */
const render = (calendar: Partial<TCombineDayCalendar> | undefined, params: Record<string, string> = texts) =>
  renderEmail('combine-day-calendar', params, undefined, context, calendar as TCombineDayCalendar);
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('combine-day-calendar (issue 35)', () => {
  it("a candidate's segment: one VEVENT, its UID, SEQUENCE, UTC times and the meeting link", () => {
    const email = render({
      ...base,
      events: [
        segment('665f1c0ffee0000000000a01', 0, '2031-01-09T18:00:00.000Z', '2031-01-09T18:15:00.000Z'),
      ],
    });
    const ics = unfold(email.calendar!.content);
    expect(email.calendar!.method).toBe('REQUEST');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain(`UID:combine-day-${DAY}-665f1c0ffee0000000000a01@gtmcombine.com`);
    expect(ics).toContain('SEQUENCE:0');
    expect(ics).toContain('DTSTART:20310109T180000Z');
    expect(ics).toContain('DTEND:20310109T181500Z');
    expect(ics).toContain('LOCATION:https://meet.example.com/acme');
    expect(ics).toContain('URL');
    expect(email.text).toContain('Meeting link: https://meet.example.com/acme');
    expect(email.text).toContain('https://portal.example/candidate/dashboard');
  });

  it("a company's afternoon: one VEVENT per segment; a move keeps the UID with a higher SEQUENCE; a cancel is METHOD:CANCEL", () => {
    const afternoon = render({
      ...base,
      events: [
        segment('665f1c0ffee0000000000a01', 0, '2031-01-09T18:00:00.000Z', '2031-01-09T18:15:00.000Z'),
        segment('665f1c0ffee0000000000a02', 0, '2031-01-09T18:15:00.000Z', '2031-01-09T18:30:00.000Z'),
      ],
    });
    expect(unfold(afternoon.calendar!.content).match(/BEGIN:VEVENT/g)).toHaveLength(2);
    const moved = unfold(
      render({
        ...base,
        events: [
          segment('665f1c0ffee0000000000a02', 1, '2031-01-09T19:20:00.000Z', '2031-01-09T19:35:00.000Z'),
        ],
      }).calendar!.content,
    );
    expect(moved).toContain(`UID:combine-day-${DAY}-665f1c0ffee0000000000a02@gtmcombine.com`);
    expect(moved).toContain('SEQUENCE:1');
    expect(moved).toContain('DTSTART:20310109T192000Z');
    const cancelled = render({
      ...base,
      method: 'CANCEL',
      events: [
        segment('665f1c0ffee0000000000a02', 2, '2031-01-09T19:20:00.000Z', '2031-01-09T19:35:00.000Z'),
      ],
    });
    expect(cancelled.calendar!.method).toBe('CANCEL');
    expect(unfold(cancelled.calendar!.content)).toContain('METHOD:CANCEL');
    expect(unfold(cancelled.calendar!.content)).toContain('STATUS:CANCELLED');
  });

  it("issue 47: the reader's time in words (the day's beside it), a candidate asked to answer, then confirmed", () => {
    const invited = render({
      method: 'REQUEST',
      dayId: DAY,
      zone: 'America/Chicago',
      dayZone: 'America/New_York',
      attendeeEmail: 'eve@example.com',
      events: [
        segment(
          '665f1c0ffee0000000000a01',
          0,
          '2026-12-09T19:10:00.000Z',
          '2026-12-09T19:25:00.000Z',
          'invited',
          'Combine day: Acme',
        ),
      ],
    });
    expect(invited.text).toContain(
      "Wednesday, December 9, 1:10-1:25 PM CST (2:10-2:25 PM EST, the day's time): Combine day: Acme",
    );
    expect(invited.text).not.toContain('UTC');
    expect(invited.text).not.toContain('Meeting link');
    const ics = unfold(invited.calendar!.content);
    expect(ics).toContain('STATUS:TENTATIVE');
    expect(ics).toMatch(/ORGANIZER;CN="?GTM Combine"?:mailto:no-reply@gtmcombine.test/i);
    const attendee = ics.split('\r\n').find((line) => line.startsWith('ATTENDEE'))!;
    expect(attendee).toContain('RSVP=TRUE');
    expect(attendee).toContain('PARTSTAT=NEEDS-ACTION');
    expect(attendee).toContain('MAILTO:eve@example.com');
    expect(ics).not.toContain('meet.example.com');

    const confirmed = render({
      ...base,
      zone: 'America/Chicago',
      dayZone: 'America/New_York',
      attendeeEmail: 'eve@example.com',
      events: [
        segment(
          '665f1c0ffee0000000000a01',
          1,
          '2026-12-09T19:10:00.000Z',
          '2026-12-09T19:25:00.000Z',
          'confirmed',
          'Combine day: Acme',
        ),
      ],
    });
    const update = unfold(confirmed.calendar!.content);
    expect(update).toContain(`UID:combine-day-${DAY}-665f1c0ffee0000000000a01@gtmcombine.com`);
    expect(update).toContain('SEQUENCE:1');
    expect(update).toContain('STATUS:CONFIRMED');
    expect(update).toContain('PARTSTAT=ACCEPTED');
    expect(update).not.toContain('RSVP=TRUE');
    expect(update).toContain('LOCATION:https://meet.example.com/acme');
    expect(confirmed.text).toContain('Meeting link: https://meet.example.com/acme');
  });

  it('refuses a job without a calendar or a segment, a broken segment, a zone or a link that is not one', () => {
    const one = segment(
      '665f1c0ffee0000000000a01',
      0,
      '2031-01-09T18:00:00.000Z',
      '2031-01-09T18:15:00.000Z',
    );
    expect(() => render(undefined)).toThrow(/invalid/);
    expect(() => render({ ...base, events: [] })).toThrow(/invalid/);
    expect(() => render({ ...base, zone: 'Mars/Olympus', events: [one] })).toThrow(/invalid/);
    expect(() => render({ ...base, events: [{ ...one, end: one.start }] })).toThrow(/invalid/);
    expect(() => render({ ...base, events: [{ ...one, onePagerId: 'nope' }] })).toThrow(/invalid/);
    expect(() => render({ ...base, meetingUrl: 'http://meet.example.com', events: [one] })).toThrow(
      /invalid/,
    );
    expect(() => render({ ...base, events: [one] }, { ...texts, title: '' })).toThrow(/invalid/);
  });
});
