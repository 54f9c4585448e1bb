import { describe, expect, it } from '@jest/globals';
import {
  EMPLOYER_ANSWERS,
  EMPLOYER_LIMITS,
  slotMinute,
  ZInterviewRequestCreate,
} from '@gtm/contracts/employer';
import dayjs from 'dayjs';
import {
  INTERVIEW_NOTE_RULE,
  interviewRequestBodyOf,
  outsideSlotWindow,
  repeatedSlots,
  slotProblemAt,
  slotCountProblem,
  slotStartProblem,
} from './interview-slots.ts';

const NOW = new Date('2025-06-02T09:00:00.000Z');
const inHours = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

describe('slotStartProblem', () => {
  it('accepts a start between now and 180 days ahead', () => {
    expect(slotStartProblem(inHours(1), NOW)).toBeNull();
    expect(slotStartProblem(inHours(180 * 24), NOW)).toBeNull();
  });

  it('asks for a time when there is none', () => {
    expect(slotStartProblem(null, NOW)).toBe('Choose a date and time');
    expect(slotStartProblem(undefined, NOW)).toBe('Choose a date and time');
    expect(slotStartProblem(new Date('nope'), NOW)).toBe('Choose a date and time');
  });

  it('refuses the past, now included, and beyond 180 days', () => {
    expect(slotStartProblem(inHours(-1), NOW)).toBe(EMPLOYER_ANSWERS.slotInPast);
    expect(slotStartProblem(new Date(NOW.getTime() + 30_000), NOW)).toBe(EMPLOYER_ANSWERS.slotInPast);
    expect(slotStartProblem(inHours(180 * 24 + 1), NOW)).toBe(EMPLOYER_ANSWERS.slotTooFar);
  });
});

describe('repeatedSlots', () => {
  it('finds starts that repeat an earlier one to the minute, and skips empty ones', () => {
    const start = inHours(5);
    const sameMinute = new Date(start.getTime() + 20_000);
    expect(repeatedSlots([start, null, inHours(6), sameMinute, start])).toEqual([3, 4]);
    expect(repeatedSlots([inHours(1), inHours(2)])).toEqual([]);
  });
});

describe('slotProblemAt', () => {
  it('refuses a start that repeats an earlier one to the minute, and keeps the first valid', () => {
    const start = inHours(5);
    const starts = [start, inHours(6), new Date(start.getTime() + 20_000)];
    expect(slotProblemAt(starts, 0, NOW)).toBeNull();
    expect(slotProblemAt(starts, 1, NOW)).toBeNull();
    expect(slotProblemAt(starts, 2, NOW)).toBe(EMPLOYER_ANSWERS.slotDuplicate);
  });

  it("says a start's own problem first", () => {
    expect(slotProblemAt([inHours(-2), inHours(-2)], 1, NOW)).toBe(EMPLOYER_ANSWERS.slotInPast);
    expect(slotProblemAt([inHours(1), null], 1, NOW)).toBe('Choose a date and time');
  });
});

describe('outsideSlotWindow', () => {
  it('offers the days from today to the last day a slot may be proposed', () => {
    const now = NOW.getTime();
    expect(outsideSlotWindow(dayjs(NOW), now)).toBe(false);
    expect(outsideSlotWindow(dayjs(inHours(180 * 24)), now)).toBe(false);
    expect(outsideSlotWindow(dayjs(inHours(-48)), now)).toBe(true);
    expect(outsideSlotWindow(dayjs(inHours(182 * 24)), now)).toBe(true);
  });
});

describe('slotCountProblem', () => {
  it('wants one to five slots', () => {
    expect(slotCountProblem(0)).toBe(EMPLOYER_ANSWERS.slotsRequired);
    expect(slotCountProblem(1)).toBeNull();
    expect(slotCountProblem(5)).toBeNull();
    expect(slotCountProblem(6)).toBe(EMPLOYER_ANSWERS.slotsTooMany);
  });
});

describe('interviewRequestBodyOf', () => {
  it("sends the starts in the form's order, to the minute, with the chosen length and the trimmed note", () => {
    const later = new Date('2025-06-10T15:30:42.123Z');
    const sooner = new Date('2025-06-05T10:00:00.000Z');
    const body = interviewRequestBodyOf([later, sooner], 45, '  Please bring a deal story. ');
    expect(body).toEqual({
      slots: [
        { start: '2025-06-10T15:30:00.000Z', durationMinutes: 45 },
        { start: '2025-06-05T10:00:00.000Z', durationMinutes: 45 },
      ],
      note: 'Please bring a deal story.',
    });
    expect(ZInterviewRequestCreate.safeParse(body).success).toBe(true);
  });

  it('sends an empty note when none was written', () => {
    expect(interviewRequestBodyOf([slotMinute(inHours(2))], 30, undefined).note).toBe('');
  });
});

describe('INTERVIEW_NOTE_RULE', () => {
  const check = (value: unknown) =>
    'validator' in INTERVIEW_NOTE_RULE && INTERVIEW_NOTE_RULE.validator
      ? INTERVIEW_NOTE_RULE.validator({}, value, () => undefined)
      : Promise.reject(new Error('no validator'));

  it('lets a note be empty, but not too long', async () => {
    await expect(check(undefined)).resolves.toBeUndefined();
    await expect(check('')).resolves.toBeUndefined();
    await expect(check('x'.repeat(EMPLOYER_LIMITS.note + 1))).rejects.toThrow(
      EMPLOYER_ANSWERS.tooLong(EMPLOYER_LIMITS.note),
    );
  });
});
