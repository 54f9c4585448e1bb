import type { TClientShareEvent } from '@gtm/contracts/client-share-events';
import type { THiringEvent } from '@gtm/contracts/hiring-events';
import type { TOutboxMessage } from '@gtm/service-kit/outbox';
import type { TCompanyZone } from './company-zones.ts';
import type { TDecisionDeadlineRecord } from './decision-deadlines.model.ts';
import { decisionFiguresOf } from './decision-figures.ts';
import { sweepDecisions } from './decision-reminders.job.ts';
import { decisionOverdueText, decisionReminderText } from './decision-texts.ts';
import type { TDecisionSweepDeps } from './decision-reminders.job.ts';

/**
 * The reminders' sweep with an injected clock, on an in-memory stand-in of the deadlines' conditional updates:
 * which reminder each moment owes (business days in the company's zone, across DST changes and weekends), and
 * that a second sweep sends nothing.
 */
const LA = 'America/Los_Angeles';

const meeting = (id: string, metAt: string, companyId = 'company-la'): TDecisionDeadlineRecord => ({
  _id: id,
  companyId,
  companyName: 'Acme (as agreed)',
  shareId: 'share1',
  combineId: 'combine1',
  onePagerId: 'op1',
  candidateUserId: 'cand1',
  metAt: new Date(metAt),
  decidedAt: null,
  decision: null,
  businessDays: null,
  onTime: null,
  decisionTimeZone: null,
  remindersSent: { thirdDay: null, dueDay: null },
  overdueNotifiedAt: null,
  createdAt: new Date(metAt),
  updatedAt: new Date(metAt),
});

const setUp = (meetings: TDecisionDeadlineRecord[], zones: Record<string, TCompanyZone>) => {
  const rows = new Map(meetings.map((row) => [row._id, row]));
  const published: TOutboxMessage[] = [];
  /** The first id of every publish, kept or not. */
  const attempts: string[] = [];
  const ids = new Set<string>();
  const deps: TDecisionSweepDeps = {
    deadlines: {
      toSweep: async () =>
        [...rows.values()]
          .filter((row) => row.decidedAt === null && row.overdueNotifiedAt === null)
          .map((row) => structuredClone(row)),
      markReminded: async (id, metAt, which, at) => {
        const row = rows.get(id);
        if (!row || row.decidedAt || row.metAt.getTime() !== metAt.getTime() || row.remindersSent[which])
          return false;
        row.remindersSent[which] = at;
        return true;
      },
      markOverdueNotified: async (id, metAt, at) => {
        const row = rows.get(id);
        if (!row || row.decidedAt || row.metAt.getTime() !== metAt.getTime() || row.overdueNotifiedAt)
          return false;
        row.overdueNotifiedAt = at;
        return true;
      },
    },
    zones: {
      zonesOf: async (companyIds) =>
        new Map(companyIds.filter((id) => zones[id]).map((id) => [id, zones[id]!])),
    },
    onePagers: { findById: async () => ({ candidateName: 'Jane Doe' }) as never },
    outbox: {
      // As the outbox keeps a row once per first id.
      publish: async (messages) => {
        const list = Array.isArray(messages) ? messages : [messages as TOutboxMessage];
        attempts.push(list[0]!.id);
        if (ids.has(list[0]!.id)) return;
        ids.add(list[0]!.id);
        published.push(...list);
      },
    },
    log: { info: () => undefined } as never,
  };
  const sweep = (at: string) => sweepDecisions(deps, new Date(at));
  return { deps, rows, published, attempts, sweep };
};
const la: TCompanyZone = { zone: LA, name: 'Acme Analytics', deleted: false };

describe('sweepDecisions', () => {
  it('reminds a Los Angeles company on the 3rd business day and the due day (09:00 local), across spring-forward, then tells the admins once', async () => {
    // Friday 6 March 2026, 15:00 PST: due Friday 13 March, 23:59:59.999 PDT (2026-03-14T06:59:59.999Z).
    const { published, sweep } = setUp([meeting('m1', '2026-03-06T23:00:00Z')], { 'company-la': la });
    // The weekend, Monday and Tuesday owe nothing; Wednesday 11 March before 09:00 PDT (16:00Z) neither.
    for (const at of [
      '2026-03-07T18:00:00Z',
      '2026-03-09T17:00:00Z',
      '2026-03-10T23:00:00Z',
      '2026-03-11T15:59:00Z',
    ])
      expect(await sweep(at)).toEqual({ reminders: 0, overdue: 0 });
    expect(published).toEqual([]);

    expect(await sweep('2026-03-11T16:00:00Z')).toEqual({ reminders: 1, overdue: 0 });
    expect(await sweep('2026-03-11T16:15:00Z')).toEqual({ reminders: 0, overdue: 0 });
    expect(published.map((message) => [message.queue, message.id])).toEqual([
      ['hiring-events', 'decision.reminder.m1.1772838000000.third-day'],
      ['client-share-events', 'decision-notice.m1.1772838000000.third-day'],
    ]);
    const reminder = published[0]!.data as Extract<THiringEvent, { type: 'decision.reminder' }>;
    expect(reminder).toMatchObject({
      which: 'third-day',
      companyName: 'Acme Analytics',
      timeZone: LA,
      dueAt: Date.parse('2026-03-14T06:59:59.999Z'),
    });
    // The company's notification and e-mail: the same words, no candidate name, the candidate's page.
    const notice = decisionReminderText(reminder);
    const email = published[1]!.data as Extract<TClientShareEvent, { type: 'company.notice' }>;
    expect(notice).toMatchObject({
      title: 'Decision due by Friday 13 March on a candidate you met',
      link: '/employer/combines/share1/candidates/op1',
    });
    expect(notice.body).toContain('by Friday 13 March, 23:59 (America/Los_Angeles time)');
    expect(email).toMatchObject({ title: notice.title, body: notice.body, link: notice.link });
    expect(JSON.stringify([notice, email])).not.toContain('Jane');

    // Friday 13 March: nothing before 09:00 PDT, the due day's reminder from then, once.
    expect(await sweep('2026-03-13T15:45:00Z')).toEqual({ reminders: 0, overdue: 0 });
    expect(await sweep('2026-03-13T16:00:00Z')).toEqual({ reminders: 1, overdue: 0 });
    expect(await sweep('2026-03-14T06:59:59.999Z')).toEqual({ reminders: 0, overdue: 0 });
    expect((published[2]!.data as { which: string }).which).toBe('due-day');
    expect(
      decisionReminderText(published[2]!.data as Extract<THiringEvent, { type: 'decision.reminder' }>).title,
    ).toBe('Decision due today on a candidate you met');

    // Past 23:59:59.999 local: the admins, once (a notification and an e-mail naming the candidate).
    expect(await sweep('2026-03-14T07:00:00Z')).toEqual({ reminders: 0, overdue: 1 });
    expect(await sweep('2026-03-16T07:00:00Z')).toEqual({ reminders: 0, overdue: 0 });
    expect(published.slice(4).map((message) => [message.queue, message.id])).toEqual([
      ['hiring-events', 'decision.overdue.m1.1772838000000'],
      ['admin-notices', 'decision-overdue.m1.1772838000000'],
    ]);
    const overdue = published[4]!.data as Extract<THiringEvent, { type: 'decision.overdue' }>;
    const adminNotice = decisionOverdueText(overdue, 'Jane Doe');
    expect(adminNotice).toMatchObject({
      title: 'Acme Analytics’s decision on Jane Doe is overdue',
      link: '/admin/dashboard/decisions?companyId=company-la',
    });
    expect(published[5]!.data).toEqual({
      noticeId: 'decision-overdue.m1.1772838000000',
      template: 'notice',
      params: { title: adminNotice.title, body: adminNotice.body, link: adminNotice.link },
    });
  });

  it('counts from the Monday after a weekend meeting, across fall-back, in the company zone', async () => {
    // Saturday 31 October 2026, 11:00 PDT; the clocks fall back on Sunday 1 November.
    const { published, sweep } = setUp([meeting('m2', '2026-10-31T18:00:00Z')], { 'company-la': la });
    // Mon 2 (1), Tue 3 (2), Wed 4 (3): 09:00 PST is 17:00Z.
    expect(await sweep('2026-11-04T16:59:00Z')).toEqual({ reminders: 0, overdue: 0 });
    expect(await sweep('2026-11-04T17:00:00Z')).toEqual({ reminders: 1, overdue: 0 });
    // Fri 6 November (5), due 23:59:59.999 PST (2026-11-07T07:59:59.999Z).
    expect(await sweep('2026-11-06T17:00:00Z')).toEqual({ reminders: 1, overdue: 0 });
    expect(await sweep('2026-11-07T07:59:59.999Z')).toEqual({ reminders: 0, overdue: 0 });
    expect(await sweep('2026-11-07T08:00:00Z')).toEqual({ reminders: 0, overdue: 1 });
    expect(published.filter((message) => message.queue === 'hiring-events')).toHaveLength(3);
  });

  it('does not send a missed third-day reminder late, and skips deleted or unknown companies', async () => {
    const { rows, published, sweep } = setUp(
      [
        meeting('late', '2026-06-05T15:00:00Z'),
        meeting('gone', '2026-06-05T15:00:00Z', 'company-deleted'),
        meeting('unknown', '2026-06-05T15:00:00Z', 'company-unknown'),
      ],
      {
        'company-la': { zone: 'UTC', name: 'Acme', deleted: false },
        'company-deleted': { zone: 'UTC', name: 'Gone', deleted: true },
      },
    );
    // First sweep on the due day (Friday 12 June, UTC): only the due day's reminder.
    expect(await sweep('2026-06-12T10:00:00Z')).toEqual({ reminders: 1, overdue: 0 });
    expect(published.map((message) => message.id)).toEqual([
      'decision.reminder.late.1780671600000.due-day',
      'decision-notice.late.1780671600000.due-day',
    ]);
    expect(rows.get('late')!.remindersSent.thirdDay).toBeNull();
    expect(rows.get('gone')!.remindersSent.dueDay).toBeNull();
  });

  it('a decided meeting is owed nothing', async () => {
    const { rows, published, sweep } = setUp([meeting('m3', '2026-06-05T15:00:00Z')], {
      'company-la': { zone: 'UTC', name: 'Acme', deleted: false },
    });
    rows.get('m3')!.decidedAt = new Date('2026-06-08T10:00:00Z');
    expect(await sweep('2026-06-20T10:00:00Z')).toEqual({ reminders: 0, overdue: 0 });
    expect(published).toEqual([]);
  });

  it('a sweep that died before its mark publishes the same ids again, which the outbox keeps once', async () => {
    const { deps, published, attempts, sweep } = setUp([meeting('m4', '2026-06-05T15:00:00Z')], {
      'company-la': { zone: 'UTC', name: 'Acme', deleted: false },
    });
    const mark = deps.deadlines.markReminded;
    deps.deadlines.markReminded = () => Promise.reject(new Error('worker died'));
    await expect(sweep('2026-06-10T09:30:00Z')).rejects.toThrow('worker died');
    deps.deadlines.markReminded = mark;
    expect(await sweep('2026-06-10T09:45:00Z')).toEqual({ reminders: 1, overdue: 0 });
    expect(await sweep('2026-06-10T10:00:00Z')).toEqual({ reminders: 0, overdue: 0 });
    expect(attempts).toEqual([
      'decision.reminder.m4.1780671600000.third-day',
      'decision.reminder.m4.1780671600000.third-day',
    ]);
    expect(published).toHaveLength(2);
  });
});

describe('decisionFiguresOf', () => {
  it('counts the decided, those on time, their median business days and the overdue', () => {
    const row = (decided: boolean, businessDays: number | null, onTime: boolean | null, overdue = false) => ({
      decidedAt: decided ? new Date() : null,
      businessDays,
      onTime,
      overdueNotifiedAt: overdue ? new Date() : null,
    });
    expect(
      decisionFiguresOf([
        row(true, 1, true),
        row(true, 4, true),
        row(true, 7, false),
        row(true, 2, true),
        row(false, null, null, true),
        row(false, null, null),
      ]),
    ).toEqual({ decided: 4, withinFiveBusinessDays: 3, medianBusinessDays: 3, overdue: 1 });
    expect(decisionFiguresOf([])).toEqual({
      decided: 0,
      withinFiveBusinessDays: 0,
      medianBusinessDays: null,
      overdue: 0,
    });
  });
});
