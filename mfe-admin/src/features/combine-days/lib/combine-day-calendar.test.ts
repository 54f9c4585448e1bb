import { describe, expect, it } from '@jest/globals';
import type { TAdminCombineDay } from '../api/combine-days.ts';
import {
  daysByDate,
  dayStateOf,
  formatAfternoon,
  formatCalendarDay,
  monthGridRange,
  sameClock,
  segmentCounts,
  yearRange,
} from './combine-day-calendar.ts';

const day = (over: Partial<TAdminCombineDay> = {}): TAdminCombineDay => ({
  id: '64f0c2aa00000000000000d1',
  shareId: '64f0c2aa00000000000000b1',
  companyId: '64f0c2aa0000000000000001',
  combineId: '64f0c2aa00000000000000c1',
  combineName: 'Spring SDRs',
  companyName: 'Acme Analytics',
  date: '2031-01-14',
  from: '14:00',
  to: '15:00',
  timeZone: 'America/New_York',
  segmentMinutes: 15,
  breakMinutes: 10,
  breakAfter: 4,
  meetingUrl: null,
  status: 'planned',
  segments: [],
  unplaced: [],
  ...over,
});

describe("the admins' calendar of combine days", () => {
  it("asks for the six weeks a month's calendar shows, Sunday first", () => {
    // 1 January 2031 is a Wednesday.
    expect(monthGridRange(2031, 0)).toEqual({ from: '2030-12-29', to: '2031-02-08' });
    // 1 June 2031 is a Sunday.
    expect(monthGridRange(2031, 5)).toEqual({ from: '2031-06-01', to: '2031-07-12' });
    expect(yearRange(2031)).toEqual({ from: '2031-01-01', to: '2031-12-31' });
  });

  it('groups the days by date, each date by its afternoons', () => {
    const late = day({ id: 'late', from: '16:00', to: '17:00' });
    const early = day({ id: 'early', companyName: 'Globex', timeZone: 'Europe/Berlin' });
    const other = day({ id: 'other', date: '2031-01-15' });
    const grouped = daysByDate([late, other, early]);
    expect([...grouped.keys()]).toEqual(['2031-01-14', '2031-01-15']);
    // 14:00 in Berlin comes before 16:00 in New York.
    expect(grouped.get('2031-01-14')?.map((item) => item.id)).toEqual(['early', 'late']);
  });

  it("shows an afternoon in its own zone and the viewer's", () => {
    // A zone this browser does not know reads as UTC.
    expect(formatAfternoon(day({ timeZone: 'Not/AZone' }), 'UTC')).toBe('2:00 PM – 3:00 PM UTC');
    expect(formatAfternoon(day(), 'America/New_York')).toBe('2:00 PM – 3:00 PM EST');
    expect(formatAfternoon(day(), 'Europe/Berlin')).toBe('8:00 PM – 9:00 PM GMT+1');
    expect(sameClock(day(), 'America/Toronto')).toBe(true);
    expect(sameClock(day(), 'UTC')).toBe(false);
    expect(formatCalendarDay('2031-01-14')).toBe('Tue, Jan 14, 2031');
  });

  it('counts the segments by answer and reads the day as over once its afternoon ended', () => {
    const segment = (status: 'invited' | 'confirmed' | 'declined') => ({
      onePagerId: 'x',
      start: '2031-01-14T19:00:00.000Z',
      end: '2031-01-14T19:15:00.000Z',
      status,
      displayName: 'Candidate K7Q2',
    });
    expect(
      segmentCounts(day({ segments: [segment('confirmed'), segment('invited'), segment('confirmed')] })),
    ).toEqual({
      confirmed: 2,
      invited: 1,
      declined: 0,
    });
    expect(dayStateOf(day(), Date.parse('2031-01-14T19:59:00.000Z'))).toBe('planned');
    expect(dayStateOf(day(), Date.parse('2031-01-14T20:00:00.000Z'))).toBe('over');
    expect(dayStateOf(day({ status: 'cancelled' }), 0)).toBe('cancelled');
  });
});
