import {
  businessDayReminderAt,
  businessDaysBetween,
  decisionDueAt,
  localDateTimeText,
  zoneOrUtc,
} from './business-days.ts';

const LA = 'America/Los_Angeles';
const BERLIN = 'Europe/Berlin';
const iso = (at: Date) => at.toISOString();
const at = (text: string) => new Date(text);

describe('decisionDueAt: the end (23:59:59.999 local) of the fifth business day after the meeting day', () => {
  it('a Friday 15:00 Los Angeles meeting is due the next Friday, across the US spring-forward (2026-03-08)', () => {
    // Friday 6 March 2026, 15:00 PST (UTC-8).
    const metAt = at('2026-03-06T23:00:00Z');
    // Friday 13 March 2026, 23:59:59.999 PDT (UTC-7).
    expect(iso(decisionDueAt(metAt, LA))).toBe('2026-03-14T06:59:59.999Z');
    // The reminders: Wednesday 11 March and Friday 13 March, 09:00 PDT.
    expect(iso(businessDayReminderAt(metAt, LA, 3))).toBe('2026-03-11T16:00:00.000Z');
    expect(iso(businessDayReminderAt(metAt, LA, 5))).toBe('2026-03-13T16:00:00.000Z');
    expect(localDateTimeText(decisionDueAt(metAt, LA), LA)).toBe('Friday 13 March, 23:59');
  });

  it('across the US fall-back (2026-11-01): a Thursday meeting is due the next Thursday, in PST', () => {
    // Thursday 29 October 2026, 10:00 PDT (UTC-7).
    const metAt = at('2026-10-29T17:00:00Z');
    // Fri 30 (1), Mon 2 (2), Tue 3 (3), Wed 4 (4), Thu 5 November (5), 23:59:59.999 PST (UTC-8).
    expect(iso(decisionDueAt(metAt, LA))).toBe('2026-11-06T07:59:59.999Z');
    expect(iso(businessDayReminderAt(metAt, LA, 3))).toBe('2026-11-03T17:00:00.000Z');
    expect(iso(businessDayReminderAt(metAt, LA, 5))).toBe('2026-11-05T17:00:00.000Z');
  });

  it('across the European spring-forward (Europe/Berlin, 2026-03-29)', () => {
    // Friday 27 March 2026, 18:00 CET (UTC+1).
    const metAt = at('2026-03-27T17:00:00Z');
    // Friday 3 April 2026, 23:59:59.999 CEST (UTC+2).
    expect(iso(decisionDueAt(metAt, BERLIN))).toBe('2026-04-03T21:59:59.999Z');
    expect(iso(businessDayReminderAt(metAt, BERLIN, 3))).toBe('2026-04-01T07:00:00.000Z');
  });

  it('a weekend meeting counts from the Monday', () => {
    for (const metAt of [at('2026-06-06T11:00:00Z'), at('2026-06-07T20:00:00Z')]) {
      // Mon 8 (1) ... Fri 12 June (5).
      expect(iso(decisionDueAt(metAt, 'UTC'))).toBe('2026-06-12T23:59:59.999Z');
      expect(iso(businessDayReminderAt(metAt, 'UTC', 1))).toBe('2026-06-08T09:00:00.000Z');
      expect(iso(businessDayReminderAt(metAt, 'UTC', 3))).toBe('2026-06-10T09:00:00.000Z');
    }
  });

  it('a midweek meeting skips the weekend: Wednesday is due the next Wednesday', () => {
    expect(iso(decisionDueAt(at('2026-06-03T08:00:00Z'), 'UTC'))).toBe('2026-06-10T23:59:59.999Z');
  });

  it("the meeting's day is the company's local day", () => {
    // Friday 5 June 2026, 23:30 in Los Angeles, already Saturday in UTC.
    const metAt = at('2026-06-06T06:30:00Z');
    expect(iso(decisionDueAt(metAt, LA))).toBe('2026-06-13T06:59:59.999Z');
    expect(iso(decisionDueAt(metAt, 'UTC'))).toBe('2026-06-12T23:59:59.999Z');
  });

  it('a missing or unknown zone counts in UTC', () => {
    const metAt = at('2026-06-05T15:00:00Z');
    expect(zoneOrUtc(undefined)).toBe('UTC');
    expect(zoneOrUtc('Not/AZone')).toBe('UTC');
    expect(zoneOrUtc(LA)).toBe(LA);
    for (const zone of ['', 'Not/AZone', 'UTC']) {
      expect(iso(decisionDueAt(metAt, zone))).toBe('2026-06-12T23:59:59.999Z');
    }
  });
});

describe('businessDaysBetween: business days after the meeting day begun by the decision day', () => {
  // Friday 6 March 2026, 15:00 PST.
  const metAt = at('2026-03-06T23:00:00Z');

  it.each([
    ['the same Friday evening', 0, '2026-03-07T06:00:00Z'],
    ['the Saturday', 0, '2026-03-07T18:00:00Z'],
    ['the Monday, after the clocks moved', 1, '2026-03-09T16:00:00Z'],
    ['the next Friday at 23:30 PDT', 5, '2026-03-14T06:30:00Z'],
    ['the Saturday after that (late)', 5, '2026-03-14T08:00:00Z'],
    ['the Monday after that', 6, '2026-03-16T16:00:00Z'],
    ['before the meeting', 0, '2026-03-02T16:00:00Z'],
  ])('a decision on %s counts %i', (_when, days, decidedAt) => {
    expect(businessDaysBetween(metAt, at(decidedAt), LA)).toBe(days);
  });

  it('counts in the zone: 23:30 Friday in Los Angeles is Saturday in UTC', () => {
    const friday = at('2026-06-05T16:00:00Z');
    const lateFriday = at('2026-06-06T06:30:00Z');
    expect(businessDaysBetween(at('2026-06-04T16:00:00Z'), lateFriday, LA)).toBe(1);
    expect(businessDaysBetween(at('2026-06-04T16:00:00Z'), lateFriday, 'UTC')).toBe(1);
    expect(businessDaysBetween(friday, at('2026-06-08T06:30:00Z'), LA)).toBe(0);
    expect(businessDaysBetween(friday, at('2026-06-08T06:30:00Z'), 'UTC')).toBe(1);
  });
});
