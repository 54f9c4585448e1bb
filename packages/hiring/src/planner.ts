import { DateTime } from 'luxon';
import { overlaps } from './intervals.ts';
import type { TTimeSpan } from './intervals.ts';

export type { TTimeSpan } from './intervals.ts';

/** The days of a weekly availability window, Monday first (luxon's weekday 1 to 7 is index 0 to 6). */
export const AVAILABILITY_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type TAvailabilityDay = (typeof AVAILABILITY_DAYS)[number];

/** A candidate's weekly availability, read in their own zone (none, or no windows: any time). */
export type TAvailability = {
  timeZone: string;
  windows: { day: TAvailabilityDay; from: string; to: string }[];
};

/**
 * Why the planner could not place a candidate (the first that holds): 'placed', hired elsewhere (off the market);
 * 'unavailable', no slot lies inside their availability; 'busy', every available slot overlaps a hold; 'full', the
 * matching gave their feasible slots to others; 'duplicate', chosen more than once.
 */
export const UNPLACED_REASONS = ['unavailable', 'busy', 'full', 'duplicate', 'placed'] as const;
export type TUnplacedReason = (typeof UNPLACED_REASONS)[number];

/**
 * The combine day planner (issue 35): pure and deterministic, every zone and time by luxon.
 *
 * The afternoon's slots run back to back from `from` (the local time of `timeZone` on `date`), with a break of
 * `breakMinutes` after every `breakAfter` segments; a slot exists while its end is at or before `to` (also
 * local to that date). `from` and `to` are read on the date itself, so a DST change earlier that day (US and
 * EU changes happen at night) keeps the afternoon's wall-clock times; durations are exact minutes (in the
 * rare window spanning the change itself, the slots after it read an hour off on the clock).
 *
 * A candidate may take a slot when it lies inside one of their weekly availability windows, read in their own
 * zone (start and end on the same local day, of the window's weekday, start >= from and end <= to), and it
 * overlaps none of their busy intervals (half-open: touching ends do not overlap). No availability (null or
 * no windows): any slot fits, busy still applies.
 *
 * Placement is a maximum bipartite matching of candidates to slots, with the earliest slots among maximum
 * matchings: for each slot in time order, an augmenting path (candidates tried in input order) is searched
 * that matches it while keeping every slot matched before it. This is the greedy of the transversal
 * matroid on slots, so the used slots are the earliest possible set, and the size is maximum.
 */

export type TPlannerCandidate = {
  onePagerId: string;
  availability: TAvailability | null;
  /** What they are booked for already: their other combine day segments and agreed interviews. */
  busy: TTimeSpan[];
  /** Hired elsewhere: off the market, never placed. */
  placed?: boolean;
};

export type TAfternoon = {
  /** YYYY-MM-DD, in `timeZone`. */
  date: string;
  /** HH:mm, local. */
  from: string;
  /** HH:mm, local. */
  to: string;
  timeZone: string;
  segmentMinutes: number;
  breakMinutes: number;
  /** A break follows every `breakAfter` segments. */
  breakAfter: number;
};

export type TPlannerInput = TAfternoon & { candidates: TPlannerCandidate[] };

export type TPlannedSegment = { onePagerId: string; start: Date; end: Date };
export type TUnplaced = { onePagerId: string; reason: TUnplacedReason };

export type TCombineDayPlanned = {
  /** Every slot of the afternoon, in time order. */
  slots: TTimeSpan[];
  /** The placed candidates, in time order: each on one slot. */
  segments: TPlannedSegment[];
  /** The others, in input order. */
  unplaced: TUnplaced[];
};

const localDateTime = (date: string, time: string, zone: string) => {
  const at = DateTime.fromISO(`${date}T${time}`, { zone });
  if (!at.isValid) throw new RangeError(`Not a valid local time: ${date}T${time} in ${zone}`);
  return at;
};

/** The slots of an afternoon, in time order (none if it is shorter than one segment). */
export const combineDaySlots = (afternoon: TAfternoon): TTimeSpan[] => {
  const { segmentMinutes, breakMinutes, breakAfter } = afternoon;
  if (!(Number.isInteger(segmentMinutes) && segmentMinutes > 0)) throw new RangeError('segmentMinutes > 0');
  if (!(Number.isInteger(breakMinutes) && breakMinutes >= 0)) throw new RangeError('breakMinutes >= 0');
  if (!(Number.isInteger(breakAfter) && breakAfter > 0)) throw new RangeError('breakAfter > 0');
  const start = localDateTime(afternoon.date, afternoon.from, afternoon.timeZone);
  const end = localDateTime(afternoon.date, afternoon.to, afternoon.timeZone);
  const slots: TTimeSpan[] = [];
  for (let index = 0; ; index += 1) {
    const offset = index * segmentMinutes + Math.floor(index / breakAfter) * breakMinutes;
    // luxon adds minutes as exact time (not wall-clock time).
    const slotStart = start.plus({ minutes: offset });
    const slotEnd = slotStart.plus({ minutes: segmentMinutes });
    if (slotEnd > end) return slots;
    slots.push({ start: slotStart.toJSDate(), end: slotEnd.toJSDate() });
  }
};

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const minuteOfDay = (at: DateTime) => at.hour * 60 + at.minute + at.second / 60 + at.millisecond / 60_000;

/** Whether the slot lies inside one of the availability's windows, read in its zone (true without any). */
export const fitsAvailability = (availability: TAvailability | null, slot: TTimeSpan): boolean => {
  if (!availability || availability.windows.length === 0) return true;
  const start = DateTime.fromJSDate(slot.start, { zone: availability.timeZone });
  const end = DateTime.fromJSDate(slot.end, { zone: availability.timeZone });
  // An unknown zone reads nothing: such a candidate is not available.
  if (!start.isValid || !end.isValid || !start.hasSame(end, 'day')) return false;
  const day = AVAILABILITY_DAYS[start.weekday - 1];
  const from = minuteOfDay(start);
  const to = minuteOfDay(end);
  return availability.windows.some(
    (window) => window.day === day && minutesOf(window.from) <= from && to <= minutesOf(window.to),
  );
};

/** Whether the slot overlaps one of the busy intervals (half-open: an end touching a start is no overlap). */
export const overlapsBusy = (busy: readonly TTimeSpan[], slot: TTimeSpan): boolean =>
  busy.some((interval) => overlaps(interval, slot));

/** Whether a candidate may take the slot: inside their availability, over none of their busy intervals. */
export const canTakeSlot = (candidate: Omit<TPlannerCandidate, 'onePagerId'>, slot: TTimeSpan): boolean =>
  !candidate.placed && fitsAvailability(candidate.availability, slot) && !overlapsBusy(candidate.busy, slot);

/**
 * Why a candidate the matching left out is not placed (the first that holds):
 * - 'unavailable': no slot of the afternoon lies inside their availability at all;
 * - 'busy': some slots fit their availability, but every one of them overlaps a busy interval;
 * - 'full': they had feasible slots, but the maximum matching could not give them one (others took them).
 * ('duplicate', for a one-pager given again, is decided before the matching.)
 */
const unplacedReason = (candidate: TPlannerCandidate, slots: readonly TTimeSpan[]): TUnplacedReason => {
  if (candidate.placed) return 'placed';
  const available = slots.filter((slot) => fitsAvailability(candidate.availability, slot));
  if (available.length === 0) return 'unavailable';
  if (available.every((slot) => overlapsBusy(candidate.busy, slot))) return 'busy';
  return 'full';
};

/**
 * Plans a combine day: the afternoon's slots, the candidates placed (a maximum matching using the earliest
 * slots, see above) and the others with a reason. A one-pager given more than once is planned once (its
 * first entry); its later entries are unplaced as 'duplicate'. Same input, same output.
 */
export const planCombineDay = (input: TPlannerInput): TCombineDayPlanned => {
  const slots = combineDaySlots(input);
  const seen = new Set<string>();
  const duplicate = input.candidates.map((candidate) => {
    const again = seen.has(candidate.onePagerId);
    seen.add(candidate.onePagerId);
    return again;
  });
  // For each slot, the candidates (indexes, in input order) that may take it.
  const takers = slots.map((slot) =>
    input.candidates.flatMap((candidate, index) =>
      !duplicate[index] && canTakeSlot(candidate, slot) ? [index] : [],
    ),
  );
  const slotOfCandidate: number[] = input.candidates.map(() => -1);
  const candidateOfSlot: number[] = slots.map(() => -1);
  const match = (slot: number, candidate: number) => {
    slotOfCandidate[candidate] = slot;
    candidateOfSlot[slot] = candidate;
  };
  // An augmenting path from `slot`: a free taker (the first, if any: no one moves needlessly), else a taker
  // whose own slot can be passed on to another taker (and so on), tried in input order.
  const augment = (slot: number, visited: Set<number>): boolean => {
    const free = takers[slot]?.find((candidate) => slotOfCandidate[candidate] === -1);
    if (free !== undefined) {
      match(slot, free);
      return true;
    }
    for (const candidate of takers[slot] ?? []) {
      if (visited.has(candidate)) continue;
      visited.add(candidate);
      const previous = slotOfCandidate[candidate] ?? -1;
      if (augment(previous, visited)) {
        match(slot, candidate);
        return true;
      }
    }
    return false;
  };
  slots.forEach((_slot, index) => augment(index, new Set()));

  const segments = slots.flatMap((slot, index) => {
    const candidate = input.candidates[candidateOfSlot[index] ?? -1];
    return candidate
      ? [{ onePagerId: candidate.onePagerId, start: new Date(slot.start), end: new Date(slot.end) }]
      : [];
  });
  const unplaced = input.candidates.flatMap((candidate, index): TUnplaced[] => {
    if (duplicate[index]) return [{ onePagerId: candidate.onePagerId, reason: 'duplicate' }];
    if (slotOfCandidate[index] !== -1) return [];
    return [{ onePagerId: candidate.onePagerId, reason: unplacedReason(candidate, slots) }];
  });
  return { slots, segments, unplaced };
};

/** The slots of a plan that no segment uses, in time order (where a candidate may be moved to). */
export const freeSlots = (plan: Pick<TCombineDayPlanned, 'slots' | 'segments'>): TTimeSpan[] => {
  const used = new Set(plan.segments.map((segment) => segment.start.getTime()));
  return plan.slots.filter((slot) => !used.has(slot.start.getTime()));
};
