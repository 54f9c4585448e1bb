import type { THiringEvent } from '@gtm/contracts/hiring-events';
import {
  analyticsAnswer,
  firstViewBucketOf,
  incrementsOf,
  markIdOf,
  splitRange,
  stepsOf,
} from './analytics-steps.ts';

const scope = {
  shareId: 's1',
  combineId: 'c1',
  companyId: 'co1',
  companyName: 'Acme',
  onePagerId: 'p1',
  candidateUserId: 'u1',
};
const HOUR = 3600 * 1000;

describe('analytics steps', () => {
  it('maps each event to the funnel marks it sets', () => {
    const outcome = (stage: 'offer' | 'hired' | 'interviewing' | 'not-selected', by: 'employer' | 'admin') =>
      stepsOf({
        eventId: 'e',
        type: 'outcome.recorded',
        at: 0,
        ...scope,
        stage,
        previousStage: null,
        by,
      }).map((step) => `${step.op} ${step.stage}`);
    // A stage reached implies every stage before it, each once.
    const before = [
      'add shared',
      'add viewed',
      'add interested',
      'add interviewRequested',
      'add interviewAccepted',
    ];
    expect(outcome('hired', 'employer')).toEqual([...before, 'add offer', 'add hired']);
    expect(outcome('not-selected', 'employer')).toEqual([]);
    expect(outcome('offer', 'admin')).toEqual([...before, 'add offer', 'remove hired']);
    expect(outcome('interviewing', 'admin')).toEqual(['remove offer', 'remove hired']);
    const decided = (decision: 'interested' | 'pass' | null) =>
      stepsOf({
        eventId: 'e',
        type: 'evaluation.decided',
        at: 0,
        ...scope,
        decision,
        previousDecision: null,
      }).length;
    expect([decided('interested'), decided('pass'), decided(null)]).toEqual([3, 0, 0]);
    const interview = (type: 'interview.answered' | 'interview.updated', action: string) =>
      stepsOf({ eventId: 'e', type, at: 0, ...scope, requestId: 'r', action } as THiringEvent).map(
        (step) => step.stage,
      );
    const accepted = ['shared', 'viewed', 'interested', 'interviewRequested', 'interviewAccepted'];
    expect(interview('interview.answered', 'accept')).toEqual(accepted);
    expect(interview('interview.answered', 'decline')).toEqual([]);
    expect(interview('interview.updated', 'confirm')).toEqual(accepted);
    expect(interview('interview.updated', 'cancel')).toEqual([]);
    const viewed = stepsOf({
      eventId: 'e',
      type: 'candidate.viewed',
      at: 5 * HOUR,
      sharedAt: 2 * HOUR,
      ...scope,
    });
    expect(viewed).toEqual([
      expect.objectContaining({ op: 'add', stage: 'shared' }),
      expect.objectContaining({ op: 'add', stage: 'viewed', firstViewMs: 3 * HOUR }),
    ]);
    expect(viewed[0]).not.toHaveProperty('firstViewMs');
    expect(markIdOf(viewed[1]!)).toBe('viewed|s1|p1');
    expect(
      stepsOf({ eventId: 'e', type: 'candidate.registered', at: 0, candidateUserId: 'u', name: 'N' }),
    ).toEqual([]);
  });

  it('buckets first views and signs increments', () => {
    expect([0, HOUR, HOUR + 1, 24 * HOUR, 50 * HOUR, 100 * HOUR, 1000 * HOUR].map(firstViewBucketOf)).toEqual(
      ['hour', 'hour', 'day', 'day', 'days3', 'week', 'later'],
    );
    expect(incrementsOf({ op: 'remove', stage: 'viewed', firstViewMs: 2 * HOUR })).toEqual({
      viewed: -1,
      firstViewCount: -1,
      firstViewMs: -2 * HOUR,
      firstView_day: -1,
    });
  });

  it('adds rows up per day and per company, the busiest company first', () => {
    const answer = analyticsAnswer({
      from: null,
      to: null,
      days: [
        { day: '2031-01-02', shared: 2, hired: 1 },
        { day: '2031-01-01', shared: 3, firstViewCount: 2, firstViewMs: 6 * HOUR, firstView_day: 2 },
        { day: '2031-01-02', shared: 1 },
      ],
      companies: [
        { companyId: 'a', companyName: 'A', shared: 1 },
        { companyId: 'b', companyName: 'B', shared: 4, firstViewCount: 1, firstViewMs: HOUR },
        { companyId: 'a', companyName: 'A', shared: 1 },
      ],
    });
    // Whoever was hired was viewed, interested, ...: no stage is below a later one, whatever the rows say.
    expect(answer.funnel).toEqual({
      shared: 6,
      viewed: 1,
      interested: 1,
      interviewRequested: 1,
      interviewAccepted: 1,
      offer: 1,
      hired: 1,
    });
    expect(answer.overTime.map((row) => [row.day, row.shared])).toEqual([
      ['2031-01-01', 3],
      ['2031-01-02', 3],
    ]);
    expect(answer.byCompany.map((row) => [row.companyId, row.shared, row.averageHoursToFirstView])).toEqual([
      ['b', 4, 1],
      ['a', 2, null],
    ]);
    expect(answer.timeToFirstView).toMatchObject({ count: 2, averageHours: 3 });
  });
});

describe('a range as whole months and end days', () => {
  it('reads whole months by month and only the ends by day', () => {
    expect(splitRange('2031-01-15', '2031-04-10')).toEqual({
      months: { from: '2031-02', to: '2031-03' },
      days: [
        { from: '2031-01-15', to: '2031-01-31' },
        { from: '2031-04-01', to: '2031-04-10' },
      ],
    });
    expect(splitRange('2031-02-01', '2031-02-28')).toEqual({
      months: { from: '2031-02', to: '2031-02' },
      days: [],
    });
    expect(splitRange('2032-02-01', '2032-02-28')).toEqual({
      months: null,
      days: [{ from: '2032-02-01', to: '2032-02-28' }],
    });
    expect(splitRange('2031-03-05', '2031-03-20')).toEqual({
      months: null,
      days: [{ from: '2031-03-05', to: '2031-03-20' }],
    });
    expect(splitRange(undefined, '2031-03-20')).toEqual({
      months: { from: '0000-01', to: '2031-02' },
      days: [{ from: '2031-03-01', to: '2031-03-20' }],
    });
    expect(splitRange('2031-12-31', undefined)).toEqual({
      months: { from: '2032-01', to: '9999-12' },
      days: [{ from: '2031-12-31', to: '2031-12-31' }],
    });
  });
});
