import { describe, expect, it } from '@jest/globals';
import { canAnswerSegment, formatSegmentTime, meetingLinkOf, sameClock } from './combine-day-view.ts';

const SEGMENT = { start: '2031-01-14T19:00:00.000Z', end: '2031-01-14T19:15:00.000Z' };

describe("the candidate's combine day segments", () => {
  it('shows a segment in the time zone asked, the zone named', () => {
    expect(formatSegmentTime(SEGMENT, 'America/New_York')).toBe('Tue, Jan 14, 2031, 2:00 PM – 2:15 PM EST');
    expect(formatSegmentTime(SEGMENT, 'Asia/Tokyo')).toBe('Wed, Jan 15, 2031, 4:00 AM – 4:15 AM GMT+9');
    expect(formatSegmentTime({ start: 'soon', end: 'later' }, 'UTC')).toBe('Invalid date');
  });

  it('lets the candidate answer an invited or confirmed segment until it starts', () => {
    const before = Date.parse('2031-01-14T18:59:59.000Z');
    expect(canAnswerSegment({ status: 'invited', segment: SEGMENT }, before)).toBe(true);
    expect(canAnswerSegment({ status: 'confirmed', segment: SEGMENT }, before)).toBe(true);
    expect(canAnswerSegment({ status: 'declined', segment: SEGMENT }, before)).toBe(false);
    expect(canAnswerSegment({ status: 'cancelled', segment: SEGMENT }, before)).toBe(false);
    expect(canAnswerSegment({ status: 'invited', segment: SEGMENT }, Date.parse(SEGMENT.start))).toBe(false);
  });

  it('shows the meeting link once confirmed, and only an https one', () => {
    expect(meetingLinkOf({ status: 'confirmed', meetingUrl: 'https://meet.example.com/a' })).toBe(
      'https://meet.example.com/a',
    );
    expect(meetingLinkOf({ status: 'invited', meetingUrl: 'https://meet.example.com/a' })).toBeNull();
    expect(meetingLinkOf({ status: 'confirmed', meetingUrl: 'javascript:alert(1)' })).toBeNull();
    expect(meetingLinkOf({ status: 'confirmed', meetingUrl: null })).toBeNull();
  });

  it('tells whether two zones read the same clock, the day included', () => {
    expect(sameClock(SEGMENT.start, 'America/New_York', 'America/Toronto')).toBe(true);
    expect(sameClock(SEGMENT.start, 'America/New_York', 'Europe/Berlin')).toBe(false);
    // Fourteen hours ahead and ten behind read the same hour a day apart.
    expect(sameClock(SEGMENT.start, 'Pacific/Kiritimati', 'Pacific/Honolulu')).toBe(false);
  });
});
