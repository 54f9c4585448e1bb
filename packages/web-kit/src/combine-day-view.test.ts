import { describe, expect, it } from '@jest/globals';
import {
  COMBINE_DAY_STATES,
  combineDayStateOf,
  formatAfternoon,
  formatAfternoonStart,
  formatSegmentCounts,
  SEGMENT_STATUS_LABELS,
  viewerReadsDayClock,
} from './combine-day-view.ts';
import { combineDayFixture as day } from './test-fixtures/combine-day.ts';

describe('a combine day in words, for every area', () => {
  it("shows the afternoon the API answers (its first slot's start to its last slot's end) in its own zone and the viewer's", () => {
    expect(formatAfternoon(day(), 'America/New_York')).toBe('2:00 PM – 2:55 PM EST');
    expect(formatAfternoon(day(), 'Europe/Berlin')).toBe('8:00 PM – 8:55 PM GMT+1');
    expect(formatAfternoonStart(day(), 'Europe/Berlin')).toBe('8:00 PM');
    // A zone this browser does not know: the afternoon as the day wrote it.
    expect(formatAfternoon(day(), 'Not/AZone')).toBe('14:00 – 15:00 America/New_York');
    expect(formatAfternoonStart(day(), 'Not/AZone')).toBe('14:00');
    expect(viewerReadsDayClock(day(), 'America/Toronto')).toBe(true);
    expect(viewerReadsDayClock(day(), 'UTC')).toBe(false);
  });

  it('reads a day as over once its afternoon ended, cancelled whatever the time', () => {
    expect(combineDayStateOf(day(), Date.parse('2031-01-14T19:54:00.000Z'))).toBe('planned');
    expect(combineDayStateOf(day(), Date.parse('2031-01-14T19:55:00.000Z'))).toBe('over');
    expect(combineDayStateOf(day({ status: 'cancelled' }), 0)).toBe('cancelled');
    expect(COMBINE_DAY_STATES.over.label).toBe('Over');
  });

  it("words the API's counts and a segment's status", () => {
    expect(formatSegmentCounts(day().counts)).toBe('1 confirmed · 1 invited · 1 declined');
    expect(SEGMENT_STATUS_LABELS.confirmed).toBe('Confirmed');
    expect(SEGMENT_STATUS_LABELS.cancelled).toBe('Cancelled');
  });
});
