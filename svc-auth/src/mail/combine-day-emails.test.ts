import { renderEmail } from './email-templates.ts';

const context = {
  publicOrigin: 'https://portal.example',
  organizer: { name: 'GTM Combine', email: 'no-reply@gtmcombine.test' },
};
const DAY = '665f1c0ffee0000000000d01';
const segment = (p: string, s: number, a: string, b: string, l = 'Combine day: Candidate 7F3K') =>
  JSON.stringify({ p, s, a, b, l });
const base = {
  name: 'Eve',
  title: 'Combine day invitation: Acme',
  body: 'Acme invites you.',
  method: 'REQUEST',
  dayId: DAY,
  link: '/candidate/dashboard',
  meetingUrl: 'https://meet.example.com/acme',
};
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('combine-day-calendar (issue 35)', () => {
  it("a candidate's segment: one VEVENT, its UID, SEQUENCE, UTC times and the meeting link", () => {
    const email = renderEmail(
      'combine-day-calendar',
      {
        ...base,
        e0: segment('665f1c0ffee0000000000a01', 0, '2031-01-09T18:00:00.000Z', '2031-01-09T18:15:00.000Z'),
      },
      undefined,
      context,
    );
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
    const afternoon = renderEmail(
      'combine-day-calendar',
      {
        ...base,
        e0: segment('665f1c0ffee0000000000a01', 0, '2031-01-09T18:00:00.000Z', '2031-01-09T18:15:00.000Z'),
        e1: segment('665f1c0ffee0000000000a02', 0, '2031-01-09T18:15:00.000Z', '2031-01-09T18:30:00.000Z'),
      },
      undefined,
      context,
    );
    expect(unfold(afternoon.calendar!.content).match(/BEGIN:VEVENT/g)).toHaveLength(2);
    const moved = unfold(
      renderEmail(
        'combine-day-calendar',
        {
          ...base,
          e0: segment('665f1c0ffee0000000000a02', 1, '2031-01-09T19:20:00.000Z', '2031-01-09T19:35:00.000Z'),
        },
        undefined,
        context,
      ).calendar!.content,
    );
    expect(moved).toContain(`UID:combine-day-${DAY}-665f1c0ffee0000000000a02@gtmcombine.com`);
    expect(moved).toContain('SEQUENCE:1');
    expect(moved).toContain('DTSTART:20310109T192000Z');
    const cancelled = renderEmail(
      'combine-day-calendar',
      {
        ...base,
        method: 'CANCEL',
        e0: segment('665f1c0ffee0000000000a02', 2, '2031-01-09T19:20:00.000Z', '2031-01-09T19:35:00.000Z'),
      },
      undefined,
      context,
    );
    expect(cancelled.calendar!.method).toBe('CANCEL');
    expect(unfold(cancelled.calendar!.content)).toContain('METHOD:CANCEL');
    expect(unfold(cancelled.calendar!.content)).toContain('STATUS:CANCELLED');
  });

  it("issue 47: the reader's time in words (the day's beside it), a candidate asked to answer, then confirmed", () => {
    const invited = renderEmail(
      'combine-day-calendar',
      {
        ...Object.fromEntries(Object.entries(base).filter(([key]) => key !== 'meetingUrl')),
        zone: 'America/Chicago',
        dayZone: 'America/New_York',
        attendeeEmail: 'eve@example.com',
        e0: JSON.stringify({
          p: '665f1c0ffee0000000000a01',
          s: 0,
          a: '2026-12-09T19:10:00.000Z',
          b: '2026-12-09T19:25:00.000Z',
          l: 'Combine day: Acme',
          t: 'invited',
        }),
      },
      undefined,
      context,
    );
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

    const confirmed = renderEmail(
      'combine-day-calendar',
      {
        ...base,
        zone: 'America/Chicago',
        dayZone: 'America/New_York',
        attendeeEmail: 'eve@example.com',
        e0: JSON.stringify({
          p: '665f1c0ffee0000000000a01',
          s: 1,
          a: '2026-12-09T19:10:00.000Z',
          b: '2026-12-09T19:25:00.000Z',
          l: 'Combine day: Acme',
          t: 'confirmed',
        }),
      },
      undefined,
      context,
    );
    const update = unfold(confirmed.calendar!.content);
    expect(update).toContain(`UID:combine-day-${DAY}-665f1c0ffee0000000000a01@gtmcombine.com`);
    expect(update).toContain('SEQUENCE:1');
    expect(update).toContain('STATUS:CONFIRMED');
    expect(update).toContain('PARTSTAT=ACCEPTED');
    expect(update).not.toContain('RSVP=TRUE');
    expect(update).toContain('LOCATION:https://meet.example.com/acme');
    expect(confirmed.text).toContain('Meeting link: https://meet.example.com/acme');
  });

  it('refuses a job without a segment, with a broken one, or with a link that is not https', () => {
    expect(() => renderEmail('combine-day-calendar', base, undefined, context)).toThrow(/invalid/);
    expect(() =>
      renderEmail(
        'combine-day-calendar',
        {
          ...base,
          zone: 'Mars/Olympus',
          e0: segment('665f1c0ffee0000000000a01', 0, '2031-01-09T18:00:00.000Z', '2031-01-09T18:15:00.000Z'),
        },
        undefined,
        context,
      ),
    ).toThrow(/invalid/);
    expect(() => renderEmail('combine-day-calendar', { ...base, e0: '{nope' }, undefined, context)).toThrow(
      /invalid/,
    );
    expect(() =>
      renderEmail(
        'combine-day-calendar',
        {
          ...base,
          meetingUrl: 'http://meet.example.com',
          e0: segment('665f1c0ffee0000000000a01', 0, '2031-01-09T18:00:00.000Z', '2031-01-09T18:15:00.000Z'),
        },
        undefined,
        context,
      ),
    ).toThrow(/invalid/);
  });
});
