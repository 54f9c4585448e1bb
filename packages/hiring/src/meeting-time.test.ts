import { formatMeetingTime } from './meeting-time.ts';

describe('formatMeetingTime (issue 47)', () => {
  const start = new Date('2026-12-09T19:10:00Z');
  const end = new Date('2026-12-09T19:25:00Z');

  it("writes the reader's own time in words, with the day's zone beside it when they differ", () => {
    expect(formatMeetingTime(start, end, 'America/Chicago')).toBe('Wednesday, December 9, 1:10-1:25 PM CST');
    expect(formatMeetingTime(start, end, 'America/Chicago', 'America/New_York')).toBe(
      "Wednesday, December 9, 1:10-1:25 PM CST (2:10-2:25 PM EST, the day's time)",
    );
    // The same zone (by any name Intl accepts) is written once.
    expect(formatMeetingTime(start, end, 'America/New_York', 'america/new_york')).toBe(
      'Wednesday, December 9, 2:10-2:25 PM EST',
    );
  });

  it('names both periods across noon, and the dates across midnight', () => {
    expect(
      formatMeetingTime(
        new Date('2026-12-09T16:50:00Z'),
        new Date('2026-12-09T17:05:00Z'),
        'America/New_York',
      ),
    ).toBe('Wednesday, December 9, 11:50 AM-12:05 PM EST');
    expect(formatMeetingTime(start, end, 'Asia/Kolkata', 'America/New_York')).toBe(
      "Thursday, December 10, 12:40-12:55 AM GMT+5:30 (Wednesday, December 9, 2:10-2:25 PM EST, the day's time)",
    );
    expect(
      formatMeetingTime(
        new Date('2026-12-10T04:50:00Z'),
        new Date('2026-12-10T05:05:00Z'),
        'America/New_York',
      ),
    ).toBe('Wednesday, December 9, 11:50 PM EST-Thursday, December 10, 12:05 AM EST');
  });

  it('reads a missing or unknown zone as UTC', () => {
    expect(formatMeetingTime(start, end, null)).toBe('Wednesday, December 9, 7:10-7:25 PM UTC');
    expect(formatMeetingTime(start, end, 'Mars/Olympus')).toBe('Wednesday, December 9, 7:10-7:25 PM UTC');
  });
});
