import { describe, expect, it } from '@jest/globals';
import type { TCombineDaySegment } from '@gtm/contracts/combine-days';
import {
  dayStateOf,
  formatCountdown,
  formatSpan,
  liveStateOf,
  segmentCounts,
  slotsOf,
  timelineOf,
} from './combine-day-times.ts';

const segment = (over: Partial<TCombineDaySegment>): TCombineDaySegment => ({
  onePagerId: '64f0c2aa0000000000000001',
  start: '2026-03-05T19:00:00.000Z',
  end: '2026-03-05T19:15:00.000Z',
  status: 'invited',
  displayName: 'Ava Stone',
  ...over,
});

// 14:00 to 15:30 in New York on a winter day (UTC-5): 19:00Z to 20:30Z; a 10-minute break after every two
// 15-minute segments, so the slots start at 19:00, 19:15, 19:40 and 19:55.
const DAY = {
  date: '2026-03-05',
  from: '14:00',
  to: '15:30',
  timeZone: 'America/New_York',
  segmentMinutes: 15,
  breakMinutes: 10,
  breakAfter: 2,
};
const at = (iso: string) => new Date(iso).getTime();

describe('times in a zone', () => {
  it('names the zone once for a span', () => {
    expect(formatSpan('2026-03-05T19:00:00.000Z', '2026-03-05T19:15:00.000Z', 'America/New_York')).toBe(
      '2:00 PM – 2:15 PM EST',
    );
  });
});

describe('the timeline', () => {
  it('lays the slots out as the planner does, a break after every `breakAfter`', () => {
    expect(slotsOf(DAY).map((slot) => slot.start.toISOString().slice(11, 16))).toEqual([
      '19:00',
      '19:15',
      '19:40',
      '19:55',
    ]);
  });

  it('shows the segments, the breaks as gaps and the slots nobody takes', () => {
    const entries = timelineOf({
      ...DAY,
      segments: [
        segment({ onePagerId: 'b', start: '2026-03-05T19:40:00.000Z', end: '2026-03-05T19:55:00.000Z' }),
        segment({ onePagerId: 'a' }),
      ],
    });
    expect(
      entries.map((entry) =>
        entry.kind === 'segment'
          ? `segment ${entry.segment.onePagerId} #${entry.index}`
          : entry.kind === 'break'
            ? `break ${entry.minutes} min at ${entry.start.toISOString().slice(11, 16)}`
            : `free ${entry.slots} from ${entry.start.toISOString().slice(11, 16)}`,
      ),
    ).toEqual([
      'segment a #1',
      'free 1 from 19:15',
      'break 10 min at 19:30',
      'segment b #0',
      'free 1 from 19:55',
    ]);
  });

  it('merges the free slots that follow each other', () => {
    const entries = timelineOf({ ...DAY, breakAfter: 4, segments: [segment({})] });
    // Slots at 19:00 (taken), 19:15, 19:30 and 19:45, a break, then 20:10.
    expect(entries.map((entry) => entry.kind)).toEqual(['segment', 'free', 'break', 'free']);
    expect(entries[1]).toMatchObject({ kind: 'free', slots: 3 });
    expect(entries[1]?.end.toISOString()).toBe('2026-03-05T20:00:00.000Z');
  });

  it('falls back to the segments alone when one sits on no slot, each gap a break', () => {
    const entries = timelineOf({
      ...DAY,
      segments: [
        segment({ onePagerId: 'a', start: '2026-03-05T19:03:00.000Z', end: '2026-03-05T19:18:00.000Z' }),
        segment({ onePagerId: 'b', start: '2026-03-05T19:30:00.000Z', end: '2026-03-05T19:45:00.000Z' }),
      ],
    });
    expect(entries.map((entry) => (entry.kind === 'break' ? `break ${entry.minutes}` : entry.kind))).toEqual([
      'segment',
      'break 12',
      'segment',
    ]);
  });
});

describe('the live state (an injected clock)', () => {
  const segments = [
    segment({ onePagerId: 'a', status: 'confirmed' }),
    segment({
      onePagerId: 'b',
      status: 'declined',
      start: '2026-03-05T19:15:00.000Z',
      end: '2026-03-05T19:30:00.000Z',
    }),
    segment({ onePagerId: 'c', start: '2026-03-05T19:40:00.000Z', end: '2026-03-05T19:55:00.000Z' }),
  ];

  it('counts down to the first segment before the afternoon', () => {
    expect(liveStateOf(segments, at('2026-03-05T18:58:30.000Z'))).toEqual({
      phase: 'before',
      current: null,
      next: 0,
      untilNext: 90_000,
      untilEnd: null,
    });
  });

  it('marks the segment on, from its start to just before its end', () => {
    expect(liveStateOf(segments, at('2026-03-05T19:00:00.000Z'))).toMatchObject({
      phase: 'during',
      current: 0,
    });
    expect(liveStateOf(segments, at('2026-03-05T19:14:59.000Z'))).toMatchObject({
      current: 0,
      next: 2,
      untilEnd: 1000,
      untilNext: 25 * 60_000 + 1000,
    });
  });

  it('never puts a declined segment on: its time is a gap', () => {
    expect(liveStateOf(segments, at('2026-03-05T19:20:00.000Z'))).toEqual({
      phase: 'between',
      current: null,
      next: 2,
      untilNext: 20 * 60_000,
      untilEnd: null,
    });
  });

  it('is over after the last segment', () => {
    expect(liveStateOf(segments, at('2026-03-05T19:55:00.000Z'))).toEqual({
      phase: 'after',
      current: null,
      next: null,
      untilNext: null,
      untilEnd: null,
    });
    expect(liveStateOf([], at('2026-03-05T19:55:00.000Z')).phase).toBe('after');
  });

  it('writes a countdown as a clock reads it', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(65_000)).toBe('1:05');
    expect(formatCountdown(64_001)).toBe('1:05');
    expect(formatCountdown(3_723_000)).toBe('1:02:03');
    expect(formatCountdown(2 * 86_400_000 + 3 * 3_600_000)).toBe('2 d 3 h');
  });

  it('reads a day as over once its afternoon ended, cancelled whatever the time', () => {
    const day = { ...DAY, status: 'planned' as const };
    expect(dayStateOf(day, at('2026-03-05T20:29:00.000Z'))).toBe('planned');
    expect(dayStateOf(day, at('2026-03-05T20:30:00.000Z'))).toBe('over');
    expect(dayStateOf({ ...day, status: 'cancelled' }, at('2026-03-01T00:00:00.000Z'))).toBe('cancelled');
    expect(segmentCounts(segments)).toEqual({ invited: 1, confirmed: 1, declined: 1 });
  });
});
