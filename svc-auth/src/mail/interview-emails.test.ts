import { DEFAULT_ORGANIZER, organizerOf, renderEmail } from './email-templates.ts';

const base = {
  recipient: 'candidate',
  name: 'Kim Ostrander',
  requestId: '665f1c0ffee0000000000abc',
  sequence: '0',
  start: '2030-01-02T15:00:00.000Z',
  durationMinutes: '45',
  companyName: 'Acme Corp',
  candidateName: 'Kim Ostrander',
  candidateEmail: 'kim@candidate.test',
  employerName: 'Bob Hirer',
  employerEmail: 'bob@acme.test',
  note: 'Video call',
};
const context = {
  publicOrigin: 'https://portal.test',
  organizer: { name: 'GTM Combine', email: 'hello@gtmcombine.test' },
};
const linesOf = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('interview e-mails', () => {
  it("the candidate's invitation: the time in UTC, both sides attending, GTM Combine organizing", () => {
    const email = renderEmail('interview-confirmed', base, undefined, context);
    expect(email.subject).toBe('Interview confirmed: Kim Ostrander and Acme Corp');
    expect(email.text).toContain(
      'Your interview with Acme Corp is confirmed for 2030-01-02 15:00 UTC (45 min).',
    );
    expect(email.text).toContain('https://portal.test/candidate/dashboard');
    expect(email.calendar?.method).toBe('REQUEST');
    const lines = linesOf(email.calendar!.content);
    expect(lines).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        'UID:interview-665f1c0ffee0000000000abc@gtmcombine.com',
        'SEQUENCE:0',
        'DTSTART:20300102T150000Z',
        'DTEND:20300102T154500Z',
        'ORGANIZER;CN="GTM Combine":mailto:hello@gtmcombine.test',
      ]),
    );
    const attendees = lines.filter((line) => line.startsWith('ATTENDEE'));
    expect(attendees).toHaveLength(2);
    expect(attendees.join('\n')).toContain('MAILTO:kim@candidate.test');
    expect(attendees.join('\n')).toContain('MAILTO:bob@acme.test');
  });

  it("a company user's copy: the user attends too; a candidate who keeps their contact private is no attendee", () => {
    const email = renderEmail(
      'interview-rescheduled',
      {
        ...base,
        recipient: 'employer',
        name: 'Carla Colleague',
        recipientEmail: 'carla@acme.test',
        candidateEmail: '',
        sequence: '1',
      },
      undefined,
      context,
    );
    expect(email.subject).toBe('Interview moved: Kim Ostrander and Acme Corp');
    expect(email.text).toContain('Your interview with Kim Ostrander has moved to');
    expect(email.text).toContain('https://portal.test/employer/dashboard');
    const lines = linesOf(email.calendar!.content);
    expect(lines).toContain('SEQUENCE:1');
    const attendees = lines.filter((line) => line.startsWith('ATTENDEE')).join('\n');
    expect(attendees).not.toContain('Kim Ostrander');
    // The organizer's address is the organizer's alone: never an attendee under another name.
    expect(attendees).not.toContain('hello@gtmcombine.test');
    expect(attendees).toContain('MAILTO:carla@acme.test');
    expect(lines.find((line) => line.startsWith('SUMMARY'))).toContain('Kim Ostrander');
    expect(email.calendar!.content).not.toContain('kim@candidate.test');
  });

  it('a cancellation: METHOD:CANCEL, its reason, the same UID', () => {
    const email = renderEmail(
      'interview-cancelled',
      { ...base, sequence: '2', reason: 'Role filled' },
      undefined,
      context,
    );
    expect(email.subject).toBe('Interview cancelled: Kim Ostrander and Acme Corp');
    expect(email.text).toContain('Reason: Role filled');
    expect(email.calendar?.method).toBe('CANCEL');
    expect(linesOf(email.calendar!.content)).toEqual(
      expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', 'SEQUENCE:2']),
    );
  });

  it('refuses params that do not fit (a bad time, a bad sequence)', () => {
    expect(() => renderEmail('interview-confirmed', { ...base, start: 'tomorrow' })).toThrow(
      /interview-confirmed/,
    );
    expect(() => renderEmail('interview-confirmed', { ...base, sequence: '-1' })).toThrow(
      /interview-confirmed/,
    );
  });

  it('reads the organizer from the sender', () => {
    expect(organizerOf('GTM Combine <no-reply@gtmcombine.com>')).toEqual({
      name: 'GTM Combine',
      email: 'no-reply@gtmcombine.com',
    });
    expect(organizerOf('ops@gtmcombine.com')).toEqual({ name: 'GTM Combine', email: 'ops@gtmcombine.com' });
    expect(DEFAULT_ORGANIZER.name).toBe('GTM Combine');
  });
});
