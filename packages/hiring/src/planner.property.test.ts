import fc from 'fast-check';
import { DateTime } from 'luxon';
import { AVAILABILITY_DAYS } from '@gtm/contracts/combine-days';
import type { TAvailability, TAvailabilityDay } from '@gtm/contracts/combine-days';
import { planCombineDay } from './planner.ts';
import type { TCombineDayPlanned, TPlannerInput, TTimeSpan } from './planner.ts';

/**
 * Properties of the planner on random afternoons (DST days among them), segment settings and up to 12
 * candidates with random availability (zones from a small list) and busy intervals. What a candidate may take
 * is checked here independently of the planner's luxon reading: by `Intl.DateTimeFormat`.
 */

const ZONES = [
  'America/New_York',
  'America/Los_Angeles',
  'Europe/London',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
  'UTC',
];
const DST_DATES = ['2026-03-08', '2026-03-29', '2026-10-25', '2026-11-01', '2026-04-05', '2026-10-04'];
const MINUTE = 60_000;
const RUNS = 150;

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const dateArbitrary = fc.oneof(
  fc.constantFrom(...DST_DATES),
  fc
    .integer({ min: 0, max: 364 })
    .map((day) => DateTime.utc(2026, 1, 1).plus({ days: day }).toISODate() ?? ''),
);

/** A window anywhere in the week, read in the candidate's zone. */
const anyWindowArbitrary = fc
  .record({
    day: fc.constantFrom(...AVAILABILITY_DAYS),
    from: fc.integer({ min: 0, max: 95 }).map((quarter) => quarter * 15),
    length: fc.integer({ min: 3, max: 72 }).map((fives) => fives * 5),
  })
  .map(({ day, from, length }) => ({
    day,
    from: hhmm(from),
    to: hhmm(Math.min(from + length, 23 * 60 + 59)),
  }));

/**
 * A window near the afternoon (so that candidates often fit and compete): minutes from the afternoon's start,
 * made a weekday and local times of the candidate's zone once the afternoon is known.
 */
const nearWindowArbitrary = fc.record({
  offset: fc.integer({ min: -12, max: 60 }).map((fives) => fives * 5),
  length: fc.integer({ min: 2, max: 48 }).map((fives) => fives * 5),
});

type TRawWindow = { day: TAvailabilityDay; from: string; to: string } | { offset: number; length: number };
const rawWindowArbitrary: fc.Arbitrary<TRawWindow> = fc.oneof(
  { arbitrary: anyWindowArbitrary, weight: 1 },
  { arbitrary: nearWindowArbitrary, weight: 3 },
);

const availabilityArbitrary = fc.oneof(
  { arbitrary: fc.constant(null), weight: 1 },
  {
    arbitrary: fc.record({
      timeZone: fc.constantFrom(...ZONES),
      windows: fc.array(rawWindowArbitrary, { maxLength: 5 }),
    }),
    weight: 5,
  },
);

/** The windows in the candidate's zone: a near one starts on the local day of its first minute. */
const readWindows = (windows: TRawWindow[], zone: string, start: DateTime): TAvailability['windows'] =>
  windows.flatMap((window) => {
    if ('day' in window) return [window];
    const from = start.plus({ minutes: window.offset }).setZone(zone);
    const fromMinute = from.hour * 60 + from.minute;
    const toMinute = Math.min(fromMinute + window.length, 23 * 60 + 59);
    const day = AVAILABILITY_DAYS[from.weekday - 1];
    return day && fromMinute < toMinute ? [{ day, from: hhmm(fromMinute), to: hhmm(toMinute) }] : [];
  });

/** Busy intervals as minutes from the afternoon's start (made instants once the afternoon is known). */
const busyArbitrary = fc.array(
  fc.record({ offset: fc.integer({ min: -60, max: 400 }), length: fc.integer({ min: 5, max: 120 }) }),
  { maxLength: 3 },
);

const inputArbitrary: fc.Arbitrary<TPlannerInput> = fc
  .record({
    date: dateArbitrary,
    from: fc.integer({ min: 0, max: 23 * 12 }).map((fives) => fives * 5),
    length: fc.integer({ min: 10, max: 300 }),
    timeZone: fc.constantFrom(...ZONES),
    segmentMinutes: fc.integer({ min: 10, max: 30 }),
    breakMinutes: fc.integer({ min: 0, max: 30 }),
    breakAfter: fc.integer({ min: 1, max: 12 }),
    candidates: fc.array(
      fc.record({
        availability: availabilityArbitrary,
        busy: busyArbitrary,
        // Now and then the same one-pager as an earlier candidate.
        again: fc.oneof({ arbitrary: fc.constant(null), weight: 12 }, { arbitrary: fc.nat(11), weight: 1 }),
      }),
      { maxLength: 12 },
    ),
  })
  .map((raw) => {
    const from = hhmm(raw.from);
    const to = hhmm(Math.min(raw.from + raw.length, 23 * 60 + 59));
    const start = DateTime.fromISO(`${raw.date}T${from}`, { zone: raw.timeZone });
    return {
      date: raw.date,
      from,
      to,
      timeZone: raw.timeZone,
      segmentMinutes: raw.segmentMinutes,
      breakMinutes: raw.breakMinutes,
      breakAfter: raw.breakAfter,
      candidates: raw.candidates.map((candidate, index) => ({
        onePagerId: candidate.again !== null && candidate.again < index ? `c${candidate.again}` : `c${index}`,
        availability: candidate.availability && {
          timeZone: candidate.availability.timeZone,
          windows: readWindows(candidate.availability.windows, candidate.availability.timeZone, start),
        },
        busy: candidate.busy.map((busy) => {
          const busyStart = start.plus({ minutes: busy.offset });
          return { start: busyStart.toJSDate(), end: busyStart.plus({ minutes: busy.length }).toJSDate() };
        }),
      })),
    };
  });

// ---- Independent readings -------------------------------------------------------------------------------

const formats = new Map<string, Intl.DateTimeFormat>();
/** The local weekday, date and minute of the day of an instant in a zone, by Intl. */
const local = (at: Date, zone: string) => {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    weekday: String(parts.weekday).toLowerCase(),
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minute: Number(parts.hour) * 60 + Number(parts.minute) + Number(parts.second) / 60,
  };
};
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const fitsAvailability = (availability: TAvailability | null, span: TTimeSpan) => {
  if (!availability || availability.windows.length === 0) return true;
  const start = local(span.start, availability.timeZone);
  const end = local(span.end, availability.timeZone);
  if (start.date !== end.date) return false;
  return availability.windows.some(
    (window) =>
      window.day === start.weekday &&
      minutesOf(window.from) <= start.minute &&
      end.minute <= minutesOf(window.to),
  );
};
const overlaps = (a: TTimeSpan, b: TTimeSpan) =>
  a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
const fits = (candidate: TPlannerInput['candidates'][number], span: TTimeSpan) =>
  fitsAvailability(candidate.availability, span) && !candidate.busy.some((busy) => overlaps(busy, span));

/** The candidates to match: each one-pager once, its first entry. */
const distinct = (input: TPlannerInput) =>
  input.candidates.filter(
    (candidate, index) =>
      input.candidates.findIndex((other) => other.onePagerId === candidate.onePagerId) === index,
  );

/** The size of a maximum matching (Kuhn's augmenting paths, from the candidate side) on `edges[candidate]`. */
const maximumMatching = (edges: number[][], slotCount: number) => {
  const owner = Array.from({ length: slotCount }, () => -1);
  const tryCandidate = (candidate: number, seen: boolean[]): boolean => {
    for (const slot of edges[candidate] ?? []) {
      if (seen[slot]) continue;
      seen[slot] = true;
      const current = owner[slot] ?? -1;
      if (current === -1 || tryCandidate(current, seen)) {
        owner[slot] = candidate;
        return true;
      }
    }
    return false;
  };
  return edges.reduce((size, _edges, candidate) => size + (tryCandidate(candidate, []) ? 1 : 0), 0);
};

const edgesOf = (input: TPlannerInput, slots: TTimeSpan[], allowed: (slot: number) => boolean = () => true) =>
  distinct(input).map((candidate) =>
    slots.flatMap((slot, index) => (allowed(index) && fits(candidate, slot) ? [index] : [])),
  );

const afternoonBounds = (input: TPlannerInput) => ({
  from: DateTime.fromISO(`${input.date}T${input.from}`, { zone: input.timeZone }).toMillis(),
  to: DateTime.fromISO(`${input.date}T${input.to}`, { zone: input.timeZone }).toMillis(),
});

const slotIndex = (plan: TCombineDayPlanned, span: TTimeSpan) =>
  plan.slots.findIndex(
    (slot) => slot.start.getTime() === span.start.getTime() && slot.end.getTime() === span.end.getTime(),
  );

const property = (check: (input: TPlannerInput, plan: TCombineDayPlanned) => void) =>
  fc.assert(
    fc.property(inputArbitrary, (input) => check(input, planCombineDay(input))),
    { numRuns: RUNS },
  );

describe('planCombineDay, properties', () => {
  it('(1) no two segments overlap, and each segment is one of the slots', () => {
    property((_input, plan) => {
      plan.segments.forEach((segment, index) => {
        expect(slotIndex(plan, segment)).toBeGreaterThanOrEqual(0);
        plan.segments.slice(index + 1).forEach((other) => expect(overlaps(segment, other)).toBe(false));
      });
    });
  });

  it('(2) the slots are the afternoon’s grid inside [from, to], and no segment falls in a break', () => {
    property((input, plan) => {
      const { from, to } = afternoonBounds(input);
      const { segmentMinutes: segment, breakMinutes, breakAfter } = input;
      const startOf = (index: number) =>
        from + (index * segment + Math.floor(index / breakAfter) * breakMinutes) * MINUTE;
      plan.slots.forEach((slot, index) => {
        expect(slot.start.getTime()).toBe(startOf(index));
        expect(slot.end.getTime()).toBe(startOf(index) + segment * MINUTE);
      });
      // No slot left out: the next one would end after `to`.
      expect(startOf(plan.slots.length) + segment * MINUTE).toBeGreaterThan(to);
      const breaks = Array.from({ length: Math.floor(plan.slots.length / breakAfter) }, (_, index) => {
        const start = from + ((index + 1) * breakAfter * segment + index * breakMinutes) * MINUTE;
        return { start: new Date(start), end: new Date(start + breakMinutes * MINUTE) };
      });
      for (const segmentSpan of plan.segments) {
        expect(segmentSpan.start.getTime()).toBeGreaterThanOrEqual(from);
        expect(segmentSpan.end.getTime()).toBeLessThanOrEqual(to);
        expect(breaks.some((pause) => overlaps(pause, segmentSpan))).toBe(false);
      }
    });
  });

  it('(3) each placed candidate’s segment is inside their availability and over none of their busy times', () => {
    property((input, plan) => {
      for (const segment of plan.segments) {
        const candidate = input.candidates.find((entry) => entry.onePagerId === segment.onePagerId);
        expect(candidate && fitsAvailability(candidate.availability, segment)).toBe(true);
        expect(candidate?.busy.some((busy) => overlaps(busy, segment))).toBe(false);
      }
    });
  });

  it('(4) no candidate placed twice, no slot used twice', () => {
    property((_input, plan) => {
      const ids = plan.segments.map((segment) => segment.onePagerId);
      expect(new Set(ids).size).toBe(ids.length);
      const starts = plan.segments.map((segment) => segment.start.getTime());
      expect(new Set(starts).size).toBe(starts.length);
    });
  });

  it('(5) maximal: as many placed as a maximum matching, on the earliest slots possible', () => {
    property((input, plan) => {
      const edges = edgesOf(input, plan.slots);
      expect(plan.segments).toHaveLength(maximumMatching(edges, plan.slots.length));
      // The matroid greedy, by the independent matching: a slot is taken if it and those taken before it
      // can all be matched at once.
      const earliest = new Set<number>();
      plan.slots.forEach((_slot, index) => {
        const trial = new Set([...earliest, index]);
        if (
          maximumMatching(
            edgesOf(input, plan.slots, (slot) => trial.has(slot)),
            plan.slots.length,
          ) === trial.size
        ) {
          earliest.add(index);
        }
      });
      expect(plan.segments.map((segment) => slotIndex(plan, segment))).toEqual([...earliest]);
    });
  });

  it('(6) deterministic: planning twice gives equal output', () => {
    property((input, plan) => {
      expect(planCombineDay(structuredClone(input))).toEqual(plan);
    });
  });

  it('(7) every candidate is placed or unplaced exactly once, with the reason that holds', () => {
    property((input, plan) => {
      const placed = plan.segments.map((segment) => segment.onePagerId);
      const firsts = distinct(input);
      expect([...placed].sort()).toEqual(
        firsts
          .map((candidate) => candidate.onePagerId)
          .filter(
            (id) => !plan.unplaced.some((entry) => entry.onePagerId === id && entry.reason !== 'duplicate'),
          )
          .sort(),
      );
      expect(plan.segments.length + plan.unplaced.length).toBe(input.candidates.length);
      const duplicates = input.candidates.length - firsts.length;
      expect(plan.unplaced.filter((entry) => entry.reason === 'duplicate')).toHaveLength(duplicates);
      for (const entry of plan.unplaced.filter((unplaced) => unplaced.reason !== 'duplicate')) {
        const candidate = firsts.find((first) => first.onePagerId === entry.onePagerId);
        if (!candidate) throw new Error(`unknown ${entry.onePagerId}`);
        const inside = plan.slots.filter((slot) => fitsAvailability(candidate.availability, slot));
        const free = inside.filter((slot) => !candidate.busy.some((busy) => overlaps(busy, slot)));
        const expected = inside.length === 0 ? 'unavailable' : free.length === 0 ? 'busy' : 'full';
        expect(entry.reason).toBe(expected);
      }
    });
  });
});
