import { EMPLOYER_ANSWERS, EMPLOYER_LIMITS } from '@gtm/contracts/employer';
import type { TInterviewRequestCreate } from '@gtm/contracts/employer';

/** The interview lengths an employer may propose, in minutes. */
export const SLOT_DURATIONS = [30, 45, 60] as const;
export const DEFAULT_SLOT_DURATION = 30;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A slot's start to the minute: the picker may carry seconds the reader never saw. */
export const toMinute = (start: Date) => new Date(Math.floor(start.getTime() / MINUTE) * MINUTE);

/** Why a proposed start cannot be sent (no time, in the past, too far ahead), or null when it can. */
export function slotStartProblem(start: Date | null | undefined, now: Date = new Date()): string | null {
  if (!start || Number.isNaN(start.getTime())) return 'Choose a date and time';
  const at = toMinute(start).getTime();
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
    const at = toMinute(start).getTime();
    if (seen.has(at)) repeated.push(index);
    seen.add(at);
  });
  return repeated;
}

/** Why the list of slots as a whole cannot be sent (none, too many), or null. */
export function slotCountProblem(count: number): string | null {
  if (count < 1) return EMPLOYER_ANSWERS.slotsRequired;
  if (count > EMPLOYER_LIMITS.slots) return EMPLOYER_ANSWERS.slotsTooMany;
  return null;
}

/**
 * The request the dialog sends: each start to the minute in ISO 8601 (UTC), all with the chosen length, and
 * the note trimmed. The slots keep the form's order, so a field issue the server names (`slots.1.start`) lands
 * on the field it is about.
 */
export function interviewRequestBodyOf(
  starts: readonly Date[],
  durationMinutes: number,
  note: string | undefined,
): TInterviewRequestCreate {
  return {
    slots: starts.map((start) => ({ start: toMinute(start).toISOString(), durationMinutes })),
    note: (note ?? '').trim(),
  };
}
