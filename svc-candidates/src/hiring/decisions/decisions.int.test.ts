import { Hono } from 'hono';
import { Types } from 'mongoose';
import { ZAnalytics } from '@gtm/contracts/analytics';
import type { TAdminNotice, TClientShareEvent } from '@gtm/contracts/client-share-events';
import { CLIENT_BILLING_DEFAULTS } from '@gtm/contracts/clients';
import type { TClientCompany } from '@gtm/contracts/clients';
import { ZDecisionsDue } from '@gtm/contracts/decisions';
import type { THiringEvent } from '@gtm/contracts/hiring-events';
import type { TIdentity } from '@gtm/contracts/identity';
import { ZNotificationFeed } from '@gtm/contracts/notifications';
import { QUEUES } from '@gtm/contracts/queues';
import { createQueue } from '@gtm/service-kit/queue';
import { startHttpServer } from '@gtm/service-kit/serve';
import type { THttpServer } from '@gtm/service-kit/serve';
import { createServiceApp } from '@gtm/service-kit/service-app';
import { openQueueDriver, testClient } from '@gtm/service-kit/test-context';
import { openCandidatesTestApp } from '../../test-app.ts';
import type { TCandidatesTestApp } from '../../test-app.ts';
import { companyZonesThroughPeers } from './company-zones.ts';
import {
  DECISION_SWEEP_EVERY_MS,
  DECISION_SWEEP_SCHEDULER_ID,
  registerDecisionSweepScheduler,
  startDecisionRemindersWorker,
} from './decision-reminders.job.ts';
import type { TDecisionSweep } from './decision-reminders.job.ts';
import { decisionsRoutes } from './decisions.routes.ts';

/**
 * Decisions within five business days (issue 34, part 4) on the real MongoDB stand-in and Redis, with a stand-in
 * of svc-clients (the companies' time zones, their users) and svc-auth (the admins) over HTTP: a Friday 15:00
 * interview in Los Angeles is due the next Friday 23:59 Los Angeles time (across the spring-forward), its
 * reminders go out once each on the third business day and the due day, the admins hear once when it is
 * overdue, and a decision after the meeting closes it.
 */
let t: TCandidatesTestApp;
let peer: THttpServer;
let hiring: ReturnType<typeof createQueue<THiringEvent>>;
const id = () => new Types.ObjectId().toString();
const admin: TIdentity = { kind: 'admin', userId: id(), role: null };
const companyUser = id();

const companies: TClientCompany[] = [
  {
    _id: id(),
    name: 'Acme Analytics',
    email_frequency: 'immediately',
    view_type: 'anonymized',
    fee_percent: 20,
    time_zone: 'America/Los_Angeles',
    ...CLIENT_BILLING_DEFAULTS,
    deleted: false,
    created_at: '2026-01-01T00:00:00.000Z',
  },
  {
    _id: id(),
    name: 'Bolt Data',
    email_frequency: 'immediately',
    view_type: 'full',
    fee_percent: 20,
    time_zone: 'UTC',
    ...CLIENT_BILLING_DEFAULTS,
    deleted: false,
    created_at: '2026-01-02T00:00:00.000Z',
  },
];
const [A, B] = companies as [TClientCompany, TClientCompany];

/** svc-clients' and svc-auth's operations the decisions and notifications call, answered as they answer. */
const peerApp = () => {
  const app = new Hono();
  app.get('/api/admin/client-companies/:id/notification-recipients', (c) =>
    c.json({ userIds: c.req.param('id') === A._id ? [companyUser] : [] }),
  );
  app.get('/api/admin/client-companies/:id', (c) => {
    const company = companies.find((row) => row._id === c.req.param('id'));
    return company ? c.json(company) : c.json({ error: 'NOT_FOUND', message: 'No such company' }, 404);
  });
  app.get('/api/admin/client-companies', (c) =>
    c.json({ items: companies, total: companies.length, page: 1, pageSize: 100 }),
  );
  app.get('/api/admin/notification-recipients', (c) =>
    c.json({
      items: [
        { userId: admin.userId, emailNotifications: true, newCandidateAlerts: true, marketingEmails: false },
      ],
    }),
  );
  return app;
};

beforeAll(async () => {
  t = await openCandidatesTestApp();
  peer = await startHttpServer({ fetch: peerApp().fetch, port: 0 });
  t.usePeers({ clients: `http://127.0.0.1:${peer.port}`, auth: `http://127.0.0.1:${peer.port}` });
  hiring = createQueue<THiringEvent>(QUEUES.hiringEvents, t.ctx);
  notifications = (await t.startNotificationsWorker()).consumer;
});
afterAll(async () => {
  await hiring?.close();
  await peer?.stop(1_000);
  await t?.close();
});

/**
 * The hiring events as svc-candidates' worker applies them: the decisions' consumer, then the notification
 * centre's (both as composed, their companies and readers asked of the peers). Each is idempotent on its own.
 */
let notifications: Awaited<ReturnType<TCandidatesTestApp['startNotificationsWorker']>>['consumer'];
const apply = async (...events: THiringEvent[]) => {
  const decisions = await t.decisions.consumer();
  for (const event of events) {
    await decisions.apply(event);
    await notifications.apply(event);
  }
};

const sweepDeps = () => ({
  deadlines: t.deps.decisionDeadlines,
  zones: companyZonesThroughPeers(t.deps.peers),
  onePagers: t.deps.onePagers,
  outbox: t.ctx.outbox,
  log: t.ctx.log,
});
const sweep = (at: string) => t.decisions.sweep(new Date(at));

/** `GET /api/admin/decisions` as of `now` (the route's clock), or of the system's clock. */
const listDecisions = async (query: string, now?: string, identity: TIdentity = admin) => {
  const app = now
    ? createServiceApp(t.deps, [decisionsRoutes({ ...t.deps, decisionsNow: () => new Date(now) })])
    : t.app;
  const response = await testClient(app, t.ctx).request('GET', `/api/admin/decisions${query}`, { identity });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as unknown };
};
const decisions = async (query: string, now?: string) => {
  const { status, body } = await listDecisions(query, now);
  expect({ status, body }).toMatchObject({ status: 200 });
  return ZDecisionsDue.parse(body).items;
};
const analyticsDecisions = async (query: string) => {
  const response = await t.client.request('GET', `/api/admin/analytics${query}`, { identity: admin });
  expect(response.status).toBe(200);
  return ZAnalytics.parse(await response.json()).decisions;
};
const feedOf = async (userId: string, kind: TIdentity['kind']) => {
  const response = await t.client.request('GET', '/api/user/notifications', {
    identity: { kind, userId, role: null },
  });
  return ZNotificationFeed.parse(await response.json()).items;
};

/** An interview request of `company` agreed (accepted) for `start`: the record and its `interview.answered`. */
const agreed = async (company: TClientCompany, start: string, combineId: string) => {
  const createdAt = new Date('2026-11-20T10:00:00Z');
  const request = await t.deps.interviewRequests.addRequest({
    companyId: company._id,
    companyName: company.name,
    shareId: id(),
    combineId,
    onePagerId: id(),
    candidateUserId: id(),
    slots: [{ start: new Date(start), durationMinutes: 45 }],
    note: '',
    requestedBy: { id: id(), name: 'Hiring Manager' },
    createdAt,
    status: 'pending',
    history: [],
  });
  const slot = { start: new Date(start), durationMinutes: 45 };
  const at = new Date('2026-11-21T10:00:00Z');
  await t.deps.interviewRequests.changeRequest(
    request._id.toString(),
    ['pending'],
    { status: 'accepted', acceptedSlot: slot, updatedAt: at },
    { at, by: 'candidate', action: 'accept', slots: [slot], note: '' },
  );
  const ref = {
    shareId: request.shareId,
    combineId,
    companyId: company._id,
    companyName: company.name,
    onePagerId: request.onePagerId,
    candidateUserId: request.candidateUserId,
    requestId: request._id.toString(),
  };
  const answered: THiringEvent = {
    eventId: `test.answered.${ref.requestId}`,
    type: 'interview.answered',
    at: at.getTime(),
    ...ref,
    action: 'accept',
  };
  return { request, ref, answered };
};

/** The data of the job of this id on a queue (whatever its state), if there is one. */
const jobData = async (queue: { getJob: (id: string) => Promise<unknown> }, jobId: string) =>
  ((await queue.getJob(jobId)) as { data?: unknown } | undefined)?.data;

describe('decisions within five business days', () => {
  // Friday 12 March 2027, 15:00 PST; the US clocks spring forward on Sunday 14 March.
  const FRIDAY_1500_LA = '2027-03-12T23:00:00.000Z';
  // Friday 19 March 2027, 23:59:59.999 PDT.
  const DUE = '2027-03-20T06:59:59.999Z';
  let meeting: Awaited<ReturnType<typeof agreed>>;
  let combine: { id: string; name: string };
  let metMs: number;

  beforeAll(async () => {
    const row = await t.deps.talentCombines.create({
      name: 'Spring SDRs',
      description: 'Pre-vetted.',
      status: 'active',
      targetDate: '2027-06-30',
    });
    combine = { id: row._id.toString(), name: row.name };
    meeting = await agreed(A, FRIDAY_1500_LA, combine.id);
    metMs = Date.parse(FRIDAY_1500_LA);
  });

  it('lists an interview agreed for a Friday 15:00 in Los Angeles, due the next Friday 23:59 Los Angeles time', async () => {
    // Delivered twice: one meeting.
    await apply(meeting.answered, meeting.answered);
    const expected = {
      id: meeting.ref.requestId,
      shareId: meeting.ref.shareId,
      companyId: A._id,
      companyName: 'Acme Analytics',
      timeZone: 'America/Los_Angeles',
      combineId: combine.id,
      combineName: 'Spring SDRs',
      onePagerId: meeting.ref.onePagerId,
      // No one-pager of that id in this test's database: no name.
      candidateName: '',
      metAt: FRIDAY_1500_LA,
      dueAt: DUE,
      overdue: false,
    };
    expect(await decisions(`?companyId=${A._id}`)).toEqual([expected]);
    expect(await decisions(`?companyId=${A._id}&status=due`)).toEqual([expected]);
    expect(await decisions(`?companyId=${A._id}&status=overdue`)).toEqual([]);
    expect(await decisions(`?companyId=${B._id}`)).toEqual([]);
    expect((await decisions('')).map((item) => item.id)).toContain(meeting.ref.requestId);
    expect((await listDecisions('?status=late')).status).toBe(400);
    expect((await listDecisions('', undefined, { kind: 'employer', userId: id(), role: null })).status).toBe(
      403,
    );
  });

  it('reminds the company on the third business day and the due day from 09:00 local, each once', async () => {
    // Wednesday 17 March, 08:59 PDT: nothing yet.
    expect(await sweep('2027-03-17T15:59:00Z')).toEqual({ reminders: 0, overdue: 0 });
    expect(await sweep('2027-03-17T16:00:00Z')).toEqual({ reminders: 1, overdue: 0 });
    expect(await sweep('2027-03-17T16:15:00Z')).toEqual({ reminders: 0, overdue: 0 });
    const key = `${meeting.ref.requestId}.${metMs}`;
    const third = (await jobData(hiring.queue, `decision.reminder.${key}.third-day`)) as THiringEvent;
    expect(third).toMatchObject({
      type: 'decision.reminder',
      which: 'third-day',
      meetingId: meeting.ref.requestId,
      metAt: metMs,
      dueAt: Date.parse(DUE),
      timeZone: 'America/Los_Angeles',
    });
    const email = (await jobData(t.shareEvents, `decision-notice.${key}.third-day`)) as Extract<
      TClientShareEvent,
      { type: 'company.notice' }
    >;
    expect(email).toMatchObject({
      type: 'company.notice',
      companyId: A._id,
      title: 'Decision due by Friday 19 March on a candidate you met',
      link: `/employer/combines/${meeting.ref.shareId}/candidates/${meeting.ref.onePagerId}`,
    });
    expect(email.body).toContain('Friday 19 March, 23:59 (America/Los_Angeles time)');

    // The notification centre: the company's users read the same words.
    await apply(third);
    const [notice] = await feedOf(companyUser, 'employer');
    expect(notice).toMatchObject({ kind: 'decision-reminder', title: email.title, body: email.body });

    // Friday 19 March, 09:00 PDT: the due day's.
    expect(await sweep('2027-03-19T15:59:00Z')).toEqual({ reminders: 0, overdue: 0 });
    expect(await sweep('2027-03-19T16:00:00Z')).toEqual({ reminders: 1, overdue: 0 });
    expect(await sweep('2027-03-20T06:59:59.999Z')).toEqual({ reminders: 0, overdue: 0 });
    expect(await jobData(hiring.queue, `decision.reminder.${key}.due-day`)).toMatchObject({
      which: 'due-day',
    });
    expect(await jobData(t.shareEvents, `decision-notice.${key}.due-day`)).toMatchObject({
      title: 'Decision due today on a candidate you met',
    });
  });

  it('past 23:59 Los Angeles time it is overdue: listed so, and the admins hear once', async () => {
    expect(await decisions(`?companyId=${A._id}`, DUE)).toEqual([
      expect.objectContaining({ overdue: false }),
    ]);
    const after = '2027-03-20T07:00:00.000Z';
    expect(await decisions(`?companyId=${A._id}&status=overdue`, after)).toEqual([
      expect.objectContaining({ id: meeting.ref.requestId, overdue: true }),
    ]);
    expect(await decisions(`?companyId=${A._id}&status=due`, after)).toEqual([]);

    expect(await sweep(after)).toEqual({ reminders: 0, overdue: 1 });
    expect(await sweep('2027-03-22T16:00:00Z')).toEqual({ reminders: 0, overdue: 0 });
    const key = `${meeting.ref.requestId}.${metMs}`;
    const notice = (await jobData(t.adminNotices, `decision-overdue.${key}`)) as TAdminNotice;
    expect(notice).toMatchObject({
      template: 'notice',
      params: {
        title: 'Acme Analytics’s decision on a candidate is overdue',
        link: `/admin/dashboard/decisions?companyId=${A._id}`,
      },
    });
    const overdue = (await jobData(hiring.queue, `decision.overdue.${key}`)) as THiringEvent;
    await apply(overdue, overdue);
    const mine = (await feedOf(admin.userId!, 'admin')).filter((item) => item.kind === 'decision-overdue');
    expect(mine).toEqual([expect.objectContaining({ title: notice.params.title, link: notice.params.link })]);
    expect(await analyticsDecisions(`?companyId=${A._id}`)).toEqual({
      decided: 0,
      withinFiveBusinessDays: 0,
      medianBusinessDays: null,
      overdue: 1,
    });
  });

  it('a decision before the meeting leaves it open; one after it closes it, counted in business days', async () => {
    const decided = (at: string, decision: 'interested' | 'pass' | 'maybe'): THiringEvent => ({
      eventId: `test.decided.${meeting.ref.requestId}.${at}`,
      type: 'evaluation.decided',
      at: Date.parse(at),
      ...meeting.ref,
      decision,
      previousDecision: null,
    });
    await apply(decided('2027-03-10T18:00:00Z', 'interested'), decided('2027-03-22T17:00:00Z', 'maybe'));
    expect(await decisions(`?companyId=${A._id}`)).toHaveLength(1);
    // Monday 22 March: six business days after the meeting's Friday.
    await apply(decided('2027-03-22T18:00:00Z', 'pass'));
    expect(await decisions(`?companyId=${A._id}`)).toEqual([]);
    expect(await t.deps.decisionDeadlines.openMet(A._id, meeting.ref.onePagerId, new Date())).toEqual([]);
    expect(await sweep('2027-03-23T16:00:00Z')).toEqual({ reminders: 0, overdue: 0 });
    expect(await analyticsDecisions(`?companyId=${A._id}`)).toEqual({
      decided: 1,
      withinFiveBusinessDays: 0,
      medianBusinessDays: 6,
      overdue: 0,
    });
    // The analytics' range is the meetings': none on 1 March.
    expect(await analyticsDecisions(`?companyId=${A._id}&from=2027-03-01&to=2027-03-01`)).toMatchObject({
      decided: 0,
    });
  });

  it('a moved interview moves its deadline; a cancelled one goes; an outcome decides', async () => {
    const other = await agreed(B, '2027-04-01T10:00:00Z', combine.id);
    await apply(other.answered);
    expect(await decisions(`?companyId=${B._id}`)).toEqual([
      expect.objectContaining({ timeZone: 'UTC', dueAt: '2027-04-08T23:59:59.999Z' }),
    ]);
    // The company confirms another time: Monday 5 April.
    const at = new Date('2026-11-25T10:00:00Z');
    const slot = { start: new Date('2027-04-05T10:00:00Z'), durationMinutes: 30 };
    await t.deps.interviewRequests.changeRequest(
      other.ref.requestId,
      ['accepted'],
      { status: 'accepted', acceptedSlot: slot, updatedAt: at },
      { at, by: 'employer', action: 'confirm', slots: [slot], note: '' },
    );
    await apply({ ...other.answered, eventId: 'test.confirm', type: 'interview.updated', action: 'confirm' });
    expect(await decisions(`?companyId=${B._id}`)).toEqual([
      expect.objectContaining({ metAt: '2027-04-05T10:00:00.000Z', dueAt: '2027-04-12T23:59:59.999Z' }),
    ]);
    // An outcome the day after the meeting decides it, on time.
    await apply({
      eventId: `test.outcome.${other.ref.requestId}`,
      type: 'outcome.recorded',
      at: Date.parse('2027-04-06T12:00:00Z'),
      ...other.ref,
      stage: 'not-selected',
      previousStage: null,
      by: 'employer',
    });
    expect(await decisions(`?companyId=${B._id}`)).toEqual([]);
    expect(await analyticsDecisions(`?companyId=${B._id}`)).toEqual({
      decided: 1,
      withinFiveBusinessDays: 1,
      medianBusinessDays: 1,
      overdue: 0,
    });

    // A third interview, cancelled: its meeting goes.
    const cancelled = await agreed(B, '2027-05-03T10:00:00Z', combine.id);
    await apply(cancelled.answered);
    expect(await decisions(`?companyId=${B._id}`)).toHaveLength(1);
    const when = new Date('2026-11-26T10:00:00Z');
    await t.deps.interviewRequests.changeRequest(
      cancelled.ref.requestId,
      ['accepted'],
      { status: 'cancelled', updatedAt: when },
      { at: when, by: 'employer', action: 'cancel', slots: [], note: '' },
    );
    await apply({
      ...cancelled.answered,
      eventId: 'test.cancel',
      type: 'interview.updated',
      action: 'cancel',
    });
    expect(await decisions(`?companyId=${B._id}`)).toEqual([]);
    // A replay of the old acceptance reads the request as it is now: still none.
    await apply({ ...cancelled.answered, eventId: 'test.accept-again' });
    expect(await decisions(`?companyId=${B._id}`)).toEqual([]);
  });

  it('registers one job scheduler every 15 minutes, and its worker runs a sweep as of the time asked', async () => {
    const driver = await openQueueDriver(QUEUES.decisionReminders, t.ctx);
    const sweeps = createQueue<TDecisionSweep>(QUEUES.decisionReminders, t.ctx);
    const worker = startDecisionRemindersWorker({ ...sweepDeps(), redisUrl: t.ctx.redisUrl });
    try {
      await registerDecisionSweepScheduler(sweeps.queue);
      await registerDecisionSweepScheduler(sweeps.queue);
      expect(
        (await sweeps.queue.getJobSchedulers()).filter(
          (scheduler) => scheduler.key === DECISION_SWEEP_SCHEDULER_ID,
        ),
      ).toEqual([expect.objectContaining({ every: DECISION_SWEEP_EVERY_MS })]);
      await sweeps.queue.removeJobScheduler(DECISION_SWEEP_SCHEDULER_ID);
      const late = await agreed(A, '2027-06-04T22:00:00Z', combine.id);
      await apply(late.answered);
      const job = await driver.settle(
        'sweep-decisions',
        { at: Date.parse('2027-06-09T16:00:00Z') },
        { attempts: 1 },
      );
      expect(job?.returnvalue).toEqual({ reminders: 1, overdue: 0 });
    } finally {
      await worker.close();
      await sweeps.close();
      await driver.close();
    }
  });
});
