import { describe, expect, it } from '@jest/globals';
import { formatMoment, statusOf } from './decision-view.ts';

describe('decision view', () => {
  it("shows a deadline in the company's zone as 11:59 PM local, with the zone's abbreviation", () => {
    expect(formatMoment('2027-03-20T06:59:59.999Z', 'America/Los_Angeles')).toBe(
      'Fri, Mar 19, 2027, 11:59 PM PDT',
    );
    expect(formatMoment('2027-03-12T23:00:00.000Z', 'America/Los_Angeles')).toBe(
      'Fri, Mar 12, 2027, 3:00 PM PST',
    );
    expect(formatMoment('2027-03-20T06:59:59.999Z', 'UTC')).toBe('Sat, Mar 20, 2027, 6:59 AM UTC');
    expect(formatMoment('not a date')).toBe('Invalid date');
    // The viewer's own clock names its zone too ('Met', issue 47).
    expect(formatMoment('2027-03-20T06:59:59.999Z').replace(/\s/g, ' ')).toMatch(
      / [AP]M [A-Z]+(?:[+-]\d+)?$/,
    );
    expect(formatMoment('2027-03-20T06:59:59.999Z', 'Not/AZone')).toMatch(/\(Not\/AZone\)$/);
  });

  it('reads the status filter from the address', () => {
    expect(statusOf('due')).toBe('due');
    expect(statusOf('overdue')).toBe('overdue');
    expect(statusOf('late')).toBe('all');
    expect(statusOf(null)).toBe('all');
  });
});
