import { describe, expect, it } from '@jest/globals';
import {
  COMBINE_DAY_IDS,
  combineDayFixture,
  segmentAt,
  slotAt,
} from '@gtm/web-kit/test-fixtures/combine-day.ts';
import { declinedOf, formatCountdown, liveStateOf, timelineOf } from './combine-day-times.ts';

const { ava, ben, cy } = COMBINE_DAY_IDS;
const at = (time: string) => Date.parse(`2031-01-14T${time}.000Z`);
const hhmm = (date: Date) => date.toISOString().slice(11, 16);

describe("the timeline, from the server's layout", () => {
  it('draws the segments with their candidates, the breaks with their length and the free slots', () => {
    const entries = timelineOf(combineDayFixture());
    expect(
      entries.map((entry) =>
        entry.kind === 'segment'
          ? `segment ${entry.segment.displayName} #${entry.index} at ${hhmm(entry.start)}`
          : entry.kind === 'break'
            ? `break ${entry.minutes} min at ${hhmm(entry.start)}`
            : `free ${entry.slots} from ${hhmm(entry.start)}`,
      ),
    ).toEqual([
      'segment Ava Stone #0 at 19:00',
      'segment Ben Ray #1 at 19:15',
      'break 10 min at 19:30',
      'free 1 from 19:40',
    ]);
  });

  it('merges the free slots that follow each other, and leaves out a slot whose segment is not listed', () => {
    const entries = timelineOf(
      combineDayFixture({
        slots: [
          slotAt('segment', '19:00', '19:15', ava),
          slotAt('free', '19:15', '19:30'),
          slotAt('free', '19:30', '19:45'),
          slotAt('segment', '19:45', '20:00', 'someone else'),
        ],
      }),
    );
    expect(entries.map((entry) => entry.kind)).toEqual(['segment', 'free']);
    expect(entries[1]).toMatchObject({ kind: 'free', slots: 2 });
    expect(entries[1] && hhmm(entries[1].end)).toBe('19:45');
  });

  it('lists the declined segments apart, in time order', () => {
    const day = combineDayFixture();
    expect(declinedOf(day.segments).map(({ segment, index }) => `${segment.displayName} #${index}`)).toEqual([
      'Candidate K7Q2 #2',
    ]);
  });
});

describe('the live state (an injected clock)', () => {
  // Ava confirmed at 19:00, Cy declined 19:15 (free), Ben invited at 19:40 after the break.
  const day = combineDayFixture({
    segments: [
      segmentAt(ava, '19:00', 'confirmed', 'Ava Stone'),
      segmentAt(cy, '19:15', 'declined', 'Candidate K7Q2'),
      segmentAt(ben, '19:40', 'invited', 'Ben Ray'),
    ],
    slots: [
      slotAt('segment', '19:00', '19:15', ava),
      slotAt('free', '19:15', '19:30'),
      slotAt('break', '19:30', '19:40'),
      slotAt('segment', '19:40', '19:55', ben),
    ],
  });

  it('counts down to the first segment before the afternoon', () => {
    expect(liveStateOf(day, at('18:58:30'))).toEqual({
      phase: 'before',
      current: null,
      next: 0,
      untilNext: 90_000,
      untilEnd: null,
      gap: null,
    });
  });

  it('marks the segment on, from its start to just before its end', () => {
    expect(liveStateOf(day, at('19:00:00'))).toMatchObject({ phase: 'during', current: 0 });
    expect(liveStateOf(day, at('19:14:59'))).toMatchObject({
      current: 0,
      next: 2,
      untilEnd: 1000,
      untilNext: 25 * 60_000 + 1000,
    });
  });

  it('never puts a declined segment on: its slot is free, then comes the break', () => {
    expect(liveStateOf(day, at('19:20:00'))).toEqual({
      phase: 'between',
      current: null,
      next: 2,
      untilNext: 20 * 60_000,
      untilEnd: null,
      gap: 'free',
    });
    expect(liveStateOf(day, at('19:35:00'))).toMatchObject({ phase: 'between', gap: 'break' });
  });

  it('has started at the afternoon’s start even when its first segments were declined or moved', () => {
    const late = combineDayFixture({
      segments: [segmentAt(ava, '19:40', 'confirmed', 'Ava Stone'), segmentAt(cy, '19:00', 'declined', 'Cy')],
      slots: [
        slotAt('free', '19:00', '19:15'),
        slotAt('free', '19:15', '19:30'),
        slotAt('break', '19:30', '19:40'),
        slotAt('segment', '19:40', '19:55', ava),
      ],
    });
    expect(liveStateOf(late, at('18:59:00'))).toMatchObject({ phase: 'before' });
    expect(liveStateOf(late, at('19:20:00'))).toMatchObject({ phase: 'between', gap: 'free', next: 0 });
  });

  it('is over after the last segment', () => {
    expect(liveStateOf(day, at('19:55:00'))).toEqual({
      phase: 'after',
      current: null,
      next: null,
      untilNext: null,
      untilEnd: null,
      gap: null,
    });
    expect(liveStateOf(combineDayFixture({ segments: [], slots: [] }), at('19:55:00')).phase).toBe('after');
  });

  it('writes a countdown as a clock reads it', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(65_000)).toBe('1:05');
    expect(formatCountdown(64_001)).toBe('1:05');
    expect(formatCountdown(3_723_000)).toBe('1:02:03');
    expect(formatCountdown(2 * 86_400_000 + 3 * 3_600_000)).toBe('2 d 3 h');
  });
});
