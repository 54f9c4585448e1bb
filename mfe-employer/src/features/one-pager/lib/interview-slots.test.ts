import { describe, expect, it } from '@jest/globals';
import { EMPLOYER_ANSWERS, ZInterviewRequestCreate } from '@gtm/contracts/employer';
import {
  interviewRequestBodyOf,
  repeatedSlots,
  slotCountProblem,
  slotStartProblem,
  toMinute,
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
    expect(interviewRequestBodyOf([toMinute(inHours(2))], 30, undefined).note).toBe('');
  });
});
