import { describe, expect, it } from '@jest/globals';
import {
  formatCalendarDay,
  formatInstantDay,
  formatSpan,
  formatTime,
  sameClock,
  zoneName,
} from './zoned-time.ts';

describe('times in a zone', () => {
  it('shows an instant in the zone asked, and names the zone', () => {
    expect(formatTime('2026-03-05T19:00:00.000Z', 'America/New_York')).toBe('2:00 PM');
    expect(formatTime('2026-03-05T19:00:00.000Z', 'Europe/Berlin')).toBe('8:00 PM');
    expect(zoneName('2026-03-05T19:00:00.000Z', 'America/New_York')).toBe('EST');
    expect(zoneName('2026-03-05T19:00:00.000Z', 'Not/AZone')).toBe('Not/AZone');
    expect(formatTime('not a time', 'UTC')).toBe('Invalid date');
  });

  it('names the zone once for a span, and reads the day of an instant where it is', () => {
    expect(formatSpan('2026-03-05T19:00:00.000Z', '2026-03-05T19:15:00.000Z', 'America/New_York')).toBe(
      '2:00 PM – 2:15 PM EST',
    );
    // New York is on summer time from 8 March 2026.
    expect(formatSpan('2026-03-09T18:00:00.000Z', '2026-03-09T18:15:00.000Z', 'America/New_York')).toBe(
      '2:00 PM – 2:15 PM EDT',
    );
    expect(formatInstantDay('2031-01-14T19:00:00.000Z', 'Asia/Tokyo')).toBe('Wed, Jan 15, 2031');
    expect(formatInstantDay('soon', 'UTC')).toBe('Invalid date');
  });

  it('shows a calendar day the same wherever the reader is', () => {
    expect(formatCalendarDay('2026-03-05')).toBe('Thu, Mar 5, 2026');
    expect(formatCalendarDay('someday')).toBe('Invalid date');
  });

  it('tells whether two zones read the same clock then, the day included', () => {
    expect(sameClock('2026-03-05T19:00:00.000Z', 'America/New_York', 'America/Toronto')).toBe(true);
    expect(sameClock('2026-03-05T19:00:00.000Z', 'America/New_York', 'Europe/Berlin')).toBe(false);
    // Fourteen hours ahead and ten behind read the same hour a day apart.
    expect(sameClock('2026-03-05T19:00:00.000Z', 'Pacific/Kiritimati', 'Pacific/Honolulu')).toBe(false);
    expect(sameClock('2026-03-05T19:00:00.000Z', 'UTC', 'Not/AZone')).toBe(false);
  });
});
