import type { Dayjs } from 'dayjs';
import {
  EMPLOYER_ANSWERS,
  EMPLOYER_LIMITS,
  slotMinute,
  ZInterviewRequestCreate,
} from '@gtm/contracts/employer';
import type { TInterviewRequestCreate } from '@gtm/contracts/employer';
import { zodTextRule } from './zod-rule.ts';

/**
 * The rules of proposed interview times, the same whoever proposes them (a company's request or reschedule,
 * a candidate's other times) and in the server's words: one to five times, each in the future and within
 * {@link EMPLOYER_LIMITS.slotDaysAhead} days, none twice, one length for all.
 */

/** The interview lengths that may be proposed, in minutes. */
export const SLOT_DURATIONS = [30, 45, 60] as const;
export const DEFAULT_SLOT_DURATION = 30;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Whether the date picker greys out a day: before today, or after the last day a slot may be proposed. */
export const outsideSlotWindow = (day: Dayjs, now = Date.now()) =>
  day.endOf('day').valueOf() < now ||
  day.startOf('day').valueOf() > now + EMPLOYER_LIMITS.slotDaysAhead * DAY;

/** Why a proposed start cannot be sent (no time, in the past, too far ahead), or null when it can. */
export function slotStartProblem(start: Date | null | undefined, now: Date = new Date()): string | null {
  if (!start || Number.isNaN(start.getTime())) return 'Choose a date and time';
  const at = slotMinute(start).getTime();
  if (at <= now.getTime()) return EMPLOYER_ANSWERS.slotInPast;
  if (at > now.getTime() + EMPLOYER_LIMITS.slotDaysAhead * DAY) return EMPLOYER_ANSWERS.slotTooFar;
  return null;
}

/** The positions of starts that repeat an earlier one (to the minute); the first of each stays valid. */
export function repeatedSlots(starts: readonly (Date | null | undefined)[]): number[] {
  const seen = new Set<number>();
  const repeated: number[] = [];
  starts.forEach((start, index) => {
    if (!start || Number.isNaN(start.getTime())) return;
    const at = slotMinute(start).getTime();
    if (seen.has(at)) repeated.push(index);
    seen.add(at);
  });
  return repeated;
}

/**
 * Why the start at `index` of the list cannot be sent: its own problem ({@link slotStartProblem}), or that it
 * repeats an earlier start; null when it can.
 */
export function slotProblemAt(
  starts: readonly (Date | null | undefined)[],
  index: number,
  now: Date = new Date(),
): string | null {
  return (
    slotStartProblem(starts[index], now) ??
    (repeatedSlots(starts).includes(index) ? EMPLOYER_ANSWERS.slotDuplicate : null)
  );
}

/** The note's form rule: the request schema's own (optional, at most {@link EMPLOYER_LIMITS.note} characters). */
export const INTERVIEW_NOTE_RULE = zodTextRule(ZInterviewRequestCreate.shape.note);

/** Why the list of slots as a whole cannot be sent (none, too many), or null. */
export function slotCountProblem(count: number): string | null {
  if (count < 1) return EMPLOYER_ANSWERS.slotsRequired;
  if (count > EMPLOYER_LIMITS.slots) return EMPLOYER_ANSWERS.slotsTooMany;
  return null;
}

/**
 * The times as sent: each start to the minute in ISO 8601 (UTC), all with the chosen length, and the note
 * trimmed. The slots keep the form's order, so a field issue the server names (`slots.1.start`) lands on the
 * field it is about.
 */
export function interviewRequestBodyOf(
  starts: readonly Date[],
  durationMinutes: number,
  note: string | undefined,
): TInterviewRequestCreate {
  return {
    slots: starts.map((start) => ({ start: slotMinute(start).toISOString(), durationMinutes })),
    note: (note ?? '').trim(),
  };
}
