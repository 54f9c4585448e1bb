import { describe, expect, it } from '@jest/globals';
import { adminCombineDayFixture as day } from '@gtm/web-kit/test-fixtures/combine-day.ts';
import { daysByDate, monthGridRange, yearRange } from './combine-day-calendar.ts';

describe("the admins' calendar of combine days", () => {
  it("asks for the six weeks a month's calendar shows, Sunday first", () => {
    // 1 January 2031 is a Wednesday.
    expect(monthGridRange(2031, 0)).toEqual({ from: '2030-12-29', to: '2031-02-08' });
    // 1 June 2031 is a Sunday.
    expect(monthGridRange(2031, 5)).toEqual({ from: '2031-06-01', to: '2031-07-12' });
    expect(yearRange(2031)).toEqual({ from: '2031-01-01', to: '2031-12-31' });
  });

  it('groups the days by date, each date by the start the API answers', () => {
    const late = day({ id: 'late', from: '16:00', startsAt: '2031-01-14T21:00:00.000Z' });
    // 14:00 in Berlin (13:00Z) comes before 16:00 in New York.
    const early = day({
      id: 'early',
      companyName: 'Globex',
      timeZone: 'Europe/Berlin',
      startsAt: '2031-01-14T13:00:00.000Z',
    });
    const other = day({ id: 'other', date: '2031-01-15', startsAt: '2031-01-15T19:00:00.000Z' });
    const grouped = daysByDate([late, other, early]);
    expect([...grouped.keys()]).toEqual(['2031-01-14', '2031-01-15']);
    expect(grouped.get('2031-01-14')?.map((item) => item.id)).toEqual(['early', 'late']);
  });
});
