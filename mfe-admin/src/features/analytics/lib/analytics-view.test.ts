import { activityRows, companyRows, funnelRows, queryOf } from './analytics-view.ts';

const NOW = Date.parse('2031-03-31T22:00:00Z');

describe('the analytics screen’s query and chart rows', () => {
  it('asks for the last N UTC days, today included, or all time', () => {
    expect(queryOf('30', null, NOW)).toEqual({ from: '2031-03-02', to: '2031-03-31' });
    expect(queryOf('all', 'abc', NOW)).toEqual({ companyId: 'abc' });
  });

  it('lays the figures out for the charts', () => {
    const funnel = {
      shared: 5,
      viewed: 4,
      interested: 3,
      interviewRequested: 2,
      interviewAccepted: 1,
      offer: 1,
      hired: 1,
    };
    expect(funnelRows(funnel).map((row) => row.stage)).toEqual([
      'Shared',
      'Viewed',
      'Interested',
      'Interview requested',
      'Interview accepted',
      'Offer',
      'Hired',
    ]);
    expect(activityRows([{ day: '2031-03-01', ...funnel }])).toContainEqual({
      day: '2031-03-01',
      stage: 'Hired',
      count: 1,
    });
    const companies = Array.from({ length: 12 }, (_, index) => ({
      companyId: `c${index}`,
      companyName: `Company ${index}`,
      averageHoursToFirstView: null,
      ...funnel,
    }));
    expect(new Set(companyRows(companies).map((row) => row.company)).size).toBe(10);
  });
});
