import { DateTime } from 'luxon';
import {
  COMBINE_DAY_ANSWERS,
  COMBINE_DAY_UNPLACED_REASONS,
  ZAvailability,
  ZCombineDayPlan,
} from '@gtm/contracts/combine-days';
import type { TAvailability, TAvailabilityDay } from '@gtm/contracts/combine-days';
import { combineDaySlots, freeSlots, planCombineDay } from './planner.ts';
import type { TAfternoon, TPlannerCandidate, TTimeSpan } from './planner.ts';

const NEW_YORK = 'America/New_York';
const LONDON = 'Europe/London';
const MINUTE = 60_000;

/** The issue's afternoon: Thursday 3 December 2026, 13:00 to 16:00 New York, 15-minute segments, 10-minute breaks. */
const afternoon: TAfternoon = {
  date: '2026-12-03',
  from: '13:00',
  to: '16:00',
  timeZone: NEW_YORK,
  segmentMinutes: 15,
  breakMinutes: 10,
  breakAfter: 4,
};

const localTime = (at: Date, zone: string) => DateTime.fromJSDate(at, { zone }).toFormat('HH:mm');
const localTimes = (spans: TTimeSpan[], zone: string) => spans.map((span) => localTime(span.start, zone));
const minutesLong = (span: TTimeSpan) => (span.end.getTime() - span.start.getTime()) / MINUTE;
const at = (date: string, time: string, zone: string) =>
  DateTime.fromISO(`${date}T${time}`, { zone }).toJSDate();

const available = (timeZone: string, day: TAvailabilityDay, from: string, to: string): TAvailability => ({
  timeZone,
  windows: [{ day, from, to }],
});
const candidate = (
  onePagerId: string,
  availability: TAvailability | null = null,
  busy: TTimeSpan[] = [],
): TPlannerCandidate => ({ onePagerId, availability, busy });

const overlaps = (a: TTimeSpan, b: TTimeSpan) => a.start < b.end && b.start < a.end;

describe('combineDaySlots', () => {
  it('the issue example: 13:00 to 16:00, 15 minutes, a 10-minute break after every 4 segments: 10 slots', () => {
    const slots = combineDaySlots(afternoon);
    expect(localTimes(slots, NEW_YORK)).toEqual([
      '13:00',
      '13:15',
      '13:30',
      '13:45',
      '14:10',
      '14:25',
      '14:40',
      '14:55',
      '15:20',
      '15:35',
    ]);
    expect(slots.every((slot) => minutesLong(slot) === 15)).toBe(true);
    // EST (UTC-5) in December.
    expect(slots[0]?.start.toISOString()).toBe('2026-12-03T18:00:00.000Z');
  });

  it('has a slot ending exactly at `to`, none past it, and none in an afternoon shorter than a segment', () => {
    const slots = combineDaySlots({ ...afternoon, to: '13:45', breakMinutes: 0 });
    expect(localTimes(slots, NEW_YORK)).toEqual(['13:00', '13:15', '13:30']);
    expect(combineDaySlots({ ...afternoon, to: '13:10' })).toEqual([]);
  });

  it('a break of 0 minutes and a break after every segment', () => {
    expect(localTimes(combineDaySlots({ ...afternoon, to: '14:00', breakMinutes: 0 }), NEW_YORK)).toEqual([
      '13:00',
      '13:15',
      '13:30',
      '13:45',
    ]);
    expect(
      localTimes(combineDaySlots({ ...afternoon, to: '14:00', breakAfter: 1, segmentMinutes: 20 }), NEW_YORK),
    ).toEqual(['13:00', '13:30']);
  });

  it.each([
    ['the US spring-forward (2026-03-08, EDT)', '2026-03-08', NEW_YORK, '2026-03-08T17:00:00.000Z'],
    ['the US fall-back (2026-11-01, EST)', '2026-11-01', NEW_YORK, '2026-11-01T18:00:00.000Z'],
    ['the UK spring-forward (2026-03-29, BST)', '2026-03-29', LONDON, '2026-03-29T12:00:00.000Z'],
    ['the UK fall-back (2026-10-25, GMT)', '2026-10-25', LONDON, '2026-10-25T13:00:00.000Z'],
  ])(
    'on the day of %s the slots keep their wall-clock times, exact minutes long',
    (_name, date, zone, first) => {
      const slots = combineDaySlots({ ...afternoon, date, timeZone: zone });
      expect(slots[0]?.start.toISOString()).toBe(first);
      expect(localTimes(slots, zone)).toEqual(localTimes(combineDaySlots(afternoon), NEW_YORK));
      expect(slots.every((slot) => minutesLong(slot) === 15)).toBe(true);
    },
  );

  it('a window across the change itself (01:00 to 04:00 on 2026-03-08) lasts its real two hours', () => {
    const slots = combineDaySlots({
      ...afternoon,
      date: '2026-03-08',
      from: '01:00',
      to: '04:00',
      segmentMinutes: 30,
      breakMinutes: 0,
    });
    expect(slots.map((slot) => slot.start.toISOString())).toEqual([
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T06:30:00.000Z',
      '2026-03-08T07:00:00.000Z',
      '2026-03-08T07:30:00.000Z',
    ]);
    expect(localTimes(slots, NEW_YORK)).toEqual(['01:00', '01:30', '03:00', '03:30']);
  });
});

describe('planCombineDay', () => {
  it('the issue example: six of seven placed, the 14:00-15:00 one inside its hour, the 08:00 one unavailable', () => {
    const candidates = [
      candidate('free-1'),
      candidate('free-2'),
      candidate('free-3'),
      candidate('hour', available(NEW_YORK, 'thu', '14:00', '15:00')),
      candidate('free-4'),
      candidate('morning', available(NEW_YORK, 'thu', '08:00', '09:00')),
      candidate('free-5'),
    ];
    const plan = planCombineDay({ ...afternoon, candidates });
    expect(plan.slots).toHaveLength(10);
    expect(plan.segments).toHaveLength(6);
    expect(plan.unplaced).toEqual([{ onePagerId: 'morning', reason: 'unavailable' }]);
    expect(COMBINE_DAY_UNPLACED_REASONS.unavailable).toBe('Not available during this afternoon.');

    const from = at('2026-12-03', '13:00', NEW_YORK);
    const to = at('2026-12-03', '16:00', NEW_YORK);
    for (const segment of plan.segments) {
      expect(segment.start >= from && segment.end <= to).toBe(true);
      expect(minutesLong(segment)).toBe(15);
    }
    plan.segments.forEach((segment, index) =>
      plan.segments.slice(index + 1).forEach((other) => expect(overlaps(segment, other)).toBe(false)),
    );
    const hour = plan.segments.find((segment) => segment.onePagerId === 'hour');
    expect(
      hour && localTime(hour.start, NEW_YORK) >= '14:00' && localTime(hour.end, NEW_YORK) <= '15:00',
    ).toBe(true);
    // The earliest six slots are used; each goes to the first free candidate (input order) who fits it.
    expect(localTimes(plan.segments, NEW_YORK)).toEqual([
      '13:00',
      '13:15',
      '13:30',
      '13:45',
      '14:10',
      '14:25',
    ]);
    expect(plan.segments.map((segment) => segment.onePagerId)).toEqual([
      'free-1',
      'free-2',
      'free-3',
      'free-4',
      'hour',
      'free-5',
    ]);
    expect(localTimes(freeSlots(plan), NEW_YORK)).toEqual(['14:40', '14:55', '15:20', '15:35']);
  });

  it('reads availability in the candidate’s zone: London 19:00-19:30 is New York 14:00-14:30', () => {
    const plan = planCombineDay({
      ...afternoon,
      candidates: [candidate('london', available(LONDON, 'thu', '19:00', '19:30')), candidate('free')],
    });
    expect(plan.unplaced).toEqual([]);
    const london = plan.segments.find((segment) => segment.onePagerId === 'london');
    expect(london && localTime(london.start, NEW_YORK)).toBe('14:10');
    expect(london && localTime(london.start, LONDON)).toBe('19:10');
  });

  it('in the weeks the US and UK changes differ (2026-03-10) London is 4 hours ahead of New York', () => {
    const plan = planCombineDay({
      ...afternoon,
      date: '2026-03-10',
      candidates: [candidate('london', available(LONDON, 'tue', '18:00', '19:00'))],
    });
    expect(plan.segments.map((segment) => localTime(segment.start, NEW_YORK))).toEqual(['14:10']);
    expect(plan.segments[0]?.start.toISOString()).toBe('2026-03-10T18:10:00.000Z');
  });

  it('reads the weekday in the candidate’s zone: Thursday 13:00 New York is Friday 03:00 in Tokyo', () => {
    const tokyo = (day: TAvailabilityDay) => available('Asia/Tokyo', day, '03:00', '04:00');
    const plan = planCombineDay({
      ...afternoon,
      candidates: [candidate('friday', tokyo('fri')), candidate('thursday', tokyo('thu'))],
    });
    expect(plan.segments.map((segment) => [segment.onePagerId, localTime(segment.start, NEW_YORK)])).toEqual([
      ['friday', '13:00'],
    ]);
    expect(plan.unplaced).toEqual([{ onePagerId: 'thursday', reason: 'unavailable' }]);
  });

  it('places no one over a busy interval (and an end touching a start is no overlap)', () => {
    const busy = { start: at('2026-12-03', '13:00', NEW_YORK), end: at('2026-12-03', '14:10', NEW_YORK) };
    const plan = planCombineDay({
      ...afternoon,
      candidates: [candidate('busy', null, [busy]), candidate('free')],
    });
    expect(plan.segments.map((segment) => [segment.onePagerId, localTime(segment.start, NEW_YORK)])).toEqual([
      ['free', '13:00'],
      ['busy', '14:10'],
    ]);
  });

  it('"busy": every slot inside their availability is booked already', () => {
    const busy = { start: at('2026-12-03', '12:00', NEW_YORK), end: at('2026-12-03', '14:00', NEW_YORK) };
    const plan = planCombineDay({
      ...afternoon,
      candidates: [candidate('booked', available(NEW_YORK, 'thu', '13:00', '14:00'), [busy])],
    });
    expect(plan.segments).toEqual([]);
    expect(plan.unplaced).toEqual([{ onePagerId: 'booked', reason: 'busy' }]);
  });

  it('"full": 12 candidates for 10 slots, the last two in input order are left out', () => {
    const candidates = Array.from({ length: 12 }, (_, index) => candidate(`c${index}`));
    const plan = planCombineDay({ ...afternoon, candidates });
    expect(plan.segments.map((segment) => segment.onePagerId)).toEqual(
      candidates.slice(0, 10).map((entry) => entry.onePagerId),
    );
    expect(plan.unplaced).toEqual([
      { onePagerId: 'c10', reason: 'full' },
      { onePagerId: 'c11', reason: 'full' },
    ]);
    expect(freeSlots(plan)).toEqual([]);
  });

  it('"duplicate": a one-pager given twice is planned once', () => {
    const plan = planCombineDay({
      ...afternoon,
      candidates: [candidate('a'), candidate('b'), candidate('a')],
    });
    expect(plan.segments.map((segment) => segment.onePagerId)).toEqual(['a', 'b']);
    expect(plan.unplaced).toEqual([{ onePagerId: 'a', reason: 'duplicate' }]);
  });

  it('a maximum matching where first-fit fails: A fits slots 1 and 2, B only slot 1: both placed', () => {
    const short = { ...afternoon, to: '13:30' };
    const plan = planCombineDay({
      ...short,
      candidates: [
        candidate('A', available(NEW_YORK, 'thu', '13:00', '13:30')),
        candidate('B', available(NEW_YORK, 'thu', '13:00', '13:15')),
      ],
    });
    expect(plan.segments.map((segment) => [segment.onePagerId, localTime(segment.start, NEW_YORK)])).toEqual([
      ['B', '13:00'],
      ['A', '13:15'],
    ]);
    expect(plan.unplaced).toEqual([]);
  });

  it('uses the earliest slots among maximum matchings, through a longer augmenting path', () => {
    // Slots 13:00, 13:15, 13:30. A fits all three, B 13:00-13:30, C only 13:00.
    const plan = planCombineDay({
      ...afternoon,
      to: '13:45',
      candidates: [
        candidate('A'),
        candidate('B', available(NEW_YORK, 'thu', '13:00', '13:30')),
        candidate('C', available(NEW_YORK, 'thu', '13:00', '13:15')),
      ],
    });
    expect(plan.segments.map((segment) => [segment.onePagerId, localTime(segment.start, NEW_YORK)])).toEqual([
      ['C', '13:00'],
      ['B', '13:15'],
      ['A', '13:30'],
    ]);
  });

  it('is deterministic and does not change its input', () => {
    const candidates = [
      candidate('a', available(LONDON, 'thu', '18:00', '20:00')),
      candidate('b', null, [
        { start: at('2026-12-03', '13:00', NEW_YORK), end: at('2026-12-03', '13:40', NEW_YORK) },
      ]),
      candidate('c'),
    ];
    const copy = structuredClone(candidates);
    const first = planCombineDay({ ...afternoon, candidates });
    expect(planCombineDay({ ...afternoon, candidates })).toEqual(first);
    expect(candidates).toEqual(copy);
  });

  it('refuses an afternoon it cannot read', () => {
    expect(() => planCombineDay({ ...afternoon, timeZone: 'Mars/Olympus', candidates: [] })).toThrow(
      RangeError,
    );
    expect(() => planCombineDay({ ...afternoon, breakAfter: 0, candidates: [] })).toThrow(RangeError);
  });
});

describe('ZCombineDayPlan', () => {
  /** A date two weeks ahead (UTC), inside the booking window whenever the test runs. */
  const ahead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const request = {
    date: ahead(14),
    from: '13:00',
    to: '16:00',
    timeZone: NEW_YORK,
    onePagerIds: ['64b000000000000000000001'],
  };
  const messages = (input: unknown) => {
    const result = ZCombineDayPlan.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('defaults the segment settings to 15, 10 and 4', () => {
    expect(ZCombineDayPlan.parse(request)).toEqual({
      ...request,
      segmentMinutes: 15,
      breakMinutes: 10,
      breakAfter: 4,
    });
    expect(
      ZCombineDayPlan.parse({ ...request, timeZone: 'UTC', meetingUrl: 'https://meet.example.com/x' }),
    ).toEqual(expect.objectContaining({ meetingUrl: 'https://meet.example.com/x' }));
  });

  it.each([
    [{ segmentMinutes: 9 }, COMBINE_DAY_ANSWERS.segmentMinutes],
    [{ segmentMinutes: 31 }, 'Segments last 10 to 30 minutes.'],
    [{ segmentMinutes: 12.5 }, COMBINE_DAY_ANSWERS.segmentMinutes],
    [{ breakMinutes: -1 }, COMBINE_DAY_ANSWERS.breakMinutes],
    [{ breakMinutes: 31 }, COMBINE_DAY_ANSWERS.breakMinutes],
    [{ breakAfter: 0 }, COMBINE_DAY_ANSWERS.breakAfter],
    [{ breakAfter: 13 }, COMBINE_DAY_ANSWERS.breakAfter],
    [{ onePagerIds: [] }, 'Choose 1 to 12 candidates.'],
    [
      { onePagerIds: Array.from({ length: 13 }, () => '64b000000000000000000001') },
      COMBINE_DAY_ANSWERS.candidates,
    ],
    [{ onePagerIds: ['nope'] }, COMBINE_DAY_ANSWERS.candidateInvalid],
    [{ to: '13:00' }, 'The afternoon must end after it starts.'],
    [{ to: '12:00' }, COMBINE_DAY_ANSWERS.afternoonOrder],
    [{ to: '13:10' }, COMBINE_DAY_ANSWERS.afternoonTooShort],
    [{ from: '24:00' }, COMBINE_DAY_ANSWERS.timeInvalid],
    [{ from: '9:00' }, COMBINE_DAY_ANSWERS.timeInvalid],
    [{ timeZone: 'Mars/Olympus' }, 'Choose a valid time zone (such as America/New_York).'],
    [{ timeZone: '+05:30' }, COMBINE_DAY_ANSWERS.timeZoneInvalid],
    [{ date: '2026-02-30' }, COMBINE_DAY_ANSWERS.dateInvalid],
    [{ date: '1900-01-02' }, COMBINE_DAY_ANSWERS.dateOutOfWindow],
    [{ date: '0001-01-01' }, COMBINE_DAY_ANSWERS.dateOutOfWindow],
    [{ date: ahead(-2) }, COMBINE_DAY_ANSWERS.dateOutOfWindow],
    [{ date: ahead(400) }, COMBINE_DAY_ANSWERS.dateOutOfWindow],
    [{ meetingUrl: 'https://user:secret@meet.example.com/x' }, COMBINE_DAY_ANSWERS.meetingUrlCredentials],
    [{ meetingUrl: `https://meet.example.com/${'x'.repeat(2990)}` }, COMBINE_DAY_ANSWERS.meetingUrlTooLong],
    [{ date: '3 Dec 2026' }, COMBINE_DAY_ANSWERS.dateInvalid],
    [{ meetingUrl: 'http://meet.example.com/x' }, COMBINE_DAY_ANSWERS.meetingUrl],
    [{ meetingUrl: 'not a url' }, COMBINE_DAY_ANSWERS.meetingUrl],
  ])('refuses %j: %s', (change, message) => {
    expect(messages({ ...request, ...change })).toEqual([message]);
  });

  it.each([
    ['Asia/Kolkata', 'Asia/Kolkata'],
    ['Asia/Calcutta', 'Asia/Kolkata'],
    ['Europe/Kyiv', 'Europe/Kyiv'],
    ['Europe/Kiev', 'Europe/Kyiv'],
    ['America/Argentina/Buenos_Aires', 'America/Argentina/Buenos_Aires'],
    ['america/new_york', NEW_YORK],
    ['Etc/UTC', 'UTC'],
  ])('takes the time zone %s, stored as %s', (timeZone, canonical) => {
    expect(ZCombineDayPlan.parse({ ...request, timeZone }).timeZone).toBe(canonical);
  });
});

describe('ZAvailability', () => {
  it('takes windows of a weekday, from before to, in a known zone', () => {
    expect(ZAvailability.parse(available(LONDON, 'mon', '09:00', '17:30'))).toEqual(
      available(LONDON, 'mon', '09:00', '17:30'),
    );
    expect(ZAvailability.parse({ timeZone: 'UTC', windows: [] })).toEqual({ timeZone: 'UTC', windows: [] });
  });

  it.each([
    [available(LONDON, 'mon', '17:00', '09:00'), COMBINE_DAY_ANSWERS.windowOrder],
    [available(LONDON, 'mon', '09:00', '09:00'), COMBINE_DAY_ANSWERS.windowOrder],
    [
      { timeZone: LONDON, windows: [{ day: 'monday', from: '09:00', to: '10:00' }] },
      COMBINE_DAY_ANSWERS.windowDay,
    ],
    [available('Nowhere', 'mon', '09:00', '10:00'), COMBINE_DAY_ANSWERS.timeZoneInvalid],
    [
      {
        timeZone: LONDON,
        windows: Array.from({ length: 29 }, () => ({ day: 'mon', from: '09:00', to: '10:00' })),
      },
      COMBINE_DAY_ANSWERS.windowsTooMany,
    ],
  ])('refuses %j: %s', (input, message) => {
    const result = ZAvailability.safeParse(input);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
