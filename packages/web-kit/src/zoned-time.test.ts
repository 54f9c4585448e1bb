import { describe, expect, it } from '@jest/globals';
import {
  formatCalendarDay,
  formatTime,
  sameClock,
  zonedInstant,
  zoneName,
  zoneOffsetMinutes,
} from './zoned-time.ts';

describe('times in a zone', () => {
  it('reads a local time of a zone as its instant, on either side of a change of offset', () => {
    expect(zonedInstant('2026-03-05', '14:00', 'America/New_York').toISOString()).toBe(
      '2026-03-05T19:00:00.000Z',
    );
    // New York moves to summer time on 8 March 2026 at 2:00: the afternoon is UTC-4.
    expect(zonedInstant('2026-03-08', '14:00', 'America/New_York').toISOString()).toBe(
      '2026-03-08T18:00:00.000Z',
    );
    expect(zonedInstant('2026-07-01', '09:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-07-01T07:30:00.000Z',
    );
    expect(zonedInstant('2026-07-01', '09:30', 'UTC').toISOString()).toBe('2026-07-01T09:30:00.000Z');
    expect(zoneOffsetMinutes(new Date('2026-01-10T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
  });

  it('shows an instant in the zone asked, and names the zone', () => {
    expect(formatTime('2026-03-05T19:00:00.000Z', 'America/New_York')).toBe('2:00 PM');
    expect(formatTime('2026-03-05T19:00:00.000Z', 'Europe/Berlin')).toBe('8:00 PM');
    expect(zoneName('2026-03-05T19:00:00.000Z', 'America/New_York')).toBe('EST');
    expect(zoneName('2026-03-05T19:00:00.000Z', 'Not/AZone')).toBe('Not/AZone');
    expect(formatTime('not a time', 'UTC')).toBe('Invalid date');
    expect(formatCalendarDay('2026-03-05')).toBe('Thu, Mar 5, 2026');
  });

  it('tells whether two zones read the same clock then', () => {
    expect(sameClock('2026-03-05T19:00:00.000Z', 'America/New_York', 'America/Toronto')).toBe(true);
    expect(sameClock('2026-03-05T19:00:00.000Z', 'America/New_York', 'Europe/Berlin')).toBe(false);
  });
});
