import { ZApiError } from '@gtm/contracts/api-errors';
import { ANALYTICS_ANSWERS, ZAnalytics } from '@gtm/contracts/analytics';
import type { THiringEvent } from '@gtm/contracts/hiring-events';
import type { TIdentity } from '@gtm/contracts/identity';
import { createProcessedEventsRepository } from '@gtm/service-kit/processed-events';
import { Types } from 'mongoose';
import type { CommandStartedEvent } from 'mongodb';
import { hiringEventsProcessor } from '../../jobs/hiring-events.worker.ts';
import { openCandidatesTestApp } from '../../test-app.ts';
import type { TCandidatesTestApp } from '../../test-app.ts';
import { analyticsConsumer } from './analytics.consumer.ts';

/**
 * The analytics consumer on the real MongoDB stand-in (each mark counted once, whatever is replayed) and
 * `GET /api/admin/analytics` on what it kept (filters, admins only).
 */
let t: TCandidatesTestApp;
const admin: TIdentity = { kind: 'admin', userId: new Types.ObjectId().toString(), role: null };
const employer: TIdentity = { kind: 'employer', userId: new Types.ObjectId().toString(), role: null };

beforeAll(async () => {
  t = await openCandidatesTestApp();
});
afterAll(() => t.close());

const id = () => new Types.ObjectId().toString();
const DAY1 = Date.parse('2031-03-01T09:00:00Z');
const DAY2 = Date.parse('2031-03-02T09:00:00Z');
const HOUR = 3600 * 1000;

const get = async (query: string, identity: TIdentity = admin) => {
  const response = await t.client.request('GET', `/api/admin/analytics${query}`, { identity });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as unknown };
};
const analytics = async (query: string) => {
  const { status, body } = await get(query);
  expect(status).toBe(200);
  return ZAnalytics.parse(body);
};

describe('the analytics consumer and GET /api/admin/analytics', () => {
  const combineId = id();
  const otherCombineId = id();
  const companyA = { id: id(), name: 'Acme Analytics' };
  const companyB = { id: id(), name: 'Bolt Analytics' };
  const shareA = id();
  const shareB = id();
  const shareOther = id();
  const [kim, raj] = [id(), id()];
  const inShare = (shareId: string, company: typeof companyA, onePagerId: string, cid = combineId) => ({
    shareId,
    combineId: cid,
    companyId: company.id,
    companyName: company.name,
    onePagerId,
    candidateUserId: `user-${onePagerId}`,
  });
  const events: THiringEvent[] = [
    {
      eventId: `test.shared.${shareA}`,
      type: 'combine.shared',
      at: DAY1,
      shareId: shareA,
      combineId,
      combineName: 'Q1',
      companyId: companyA.id,
      companyName: companyA.name,
      candidates: [kim, raj].map((onePagerId) => ({ onePagerId, candidateUserId: `user-${onePagerId}` })),
    },
    {
      eventId: `test.shared.${shareB}`,
      type: 'combine.shared',
      at: DAY1,
      shareId: shareB,
      combineId,
      combineName: 'Q1',
      companyId: companyB.id,
      companyName: companyB.name,
      candidates: [{ onePagerId: kim, candidateUserId: `user-${kim}` }],
    },
    {
      eventId: `test.shared.${shareOther}`,
      type: 'combine.shared',
      at: DAY2,
      shareId: shareOther,
      combineId: otherCombineId,
      combineName: 'Q2',
      companyId: companyA.id,
      companyName: companyA.name,
      candidates: [{ onePagerId: raj, candidateUserId: `user-${raj}` }],
    },
    {
      eventId: `test.viewed.${shareA}.${kim}`,
      type: 'candidate.viewed',
      at: DAY1 + 2 * HOUR,
      sharedAt: DAY1,
      ...inShare(shareA, companyA, kim),
    },
    {
      eventId: `test.decided.${shareA}.${kim}`,
      type: 'evaluation.decided',
      at: DAY2,
      ...inShare(shareA, companyA, kim),
      decision: 'interested',
      previousDecision: null,
    },
    {
      eventId: `test.requested.${shareA}.${kim}`,
      type: 'interview.requested',
      at: DAY2,
      ...inShare(shareA, companyA, kim),
      requestId: id(),
    },
    {
      eventId: `test.answered.${shareA}.${kim}`,
      type: 'interview.answered',
      at: DAY2,
      ...inShare(shareA, companyA, kim),
      requestId: id(),
      action: 'accept',
    },
    {
      eventId: `test.hired.${shareA}.${kim}`,
      type: 'outcome.recorded',
      at: DAY2,
      ...inShare(shareA, companyA, kim),
      stage: 'hired',
      previousStage: null,
      by: 'employer',
    },
  ];

  it('counts each stage once, whatever is delivered twice', async () => {
    const consumer = analyticsConsumer(t.deps.analytics);
    const process = hiringEventsProcessor([consumer], {
      inbox: await createProcessedEventsRepository(t.ctx.mongo),
      log: t.ctx.log,
    });
    for (const event of events) await process({ data: event } as never);
    // Delivered again (the worker's inbox skips it) and applied again by the consumer itself (a crash before
    // the inbox was written): nothing counts twice.
    for (const event of events) await process({ data: event } as never);
    for (const event of events) await consumer.apply(event);
    // A second event reaching a stage already reached (another "first" view) counts nothing either.
    await consumer.apply({ ...events[3]!, eventId: 'test.viewed.again', at: DAY2 } as THiringEvent);

    const all = await analytics(`?combineId=${combineId}`);
    expect(all.funnel).toEqual({
      shared: 3,
      viewed: 1,
      interested: 1,
      interviewRequested: 1,
      interviewAccepted: 1,
      offer: 1,
      hired: 1,
    });
    expect(all.overTime.map((row) => [row.day, row.shared, row.viewed, row.hired])).toEqual([
      ['2031-03-01', 3, 1, 0],
      ['2031-03-02', 0, 0, 1],
    ]);
    expect(
      all.byCompany.map((row) => [row.companyName, row.shared, row.hired, row.averageHoursToFirstView]),
    ).toEqual([
      [companyA.name, 2, 1, 2],
      [companyB.name, 1, 0, null],
    ]);
    expect(all.timeToFirstView).toMatchObject({ count: 1, averageHours: 2 });
    expect(all.timeToFirstView.buckets.find((bucket) => bucket.key === 'day')?.count).toBe(1);
  });

  it('filters by company, combine and day range', async () => {
    const ofA = await analytics(`?companyId=${companyA.id}&from=2031-03-01&to=2031-03-02`);
    expect(ofA.funnel.shared).toBe(3);
    expect(ofA.byCompany.map((row) => row.companyId)).toEqual([companyA.id]);
    const ofAInCombine = await analytics(`?companyId=${companyA.id}&combineId=${combineId}`);
    expect(ofAInCombine.funnel.shared).toBe(2);
    const day2 = await analytics(`?from=2031-03-02&to=2031-03-02&combineId=${combineId}`);
    // Who was hired that day had been shared before it: the funnel counts them at every stage they reached.
    expect(day2.funnel).toMatchObject({ shared: 1, hired: 1, interested: 1 });
    const ranged = await analytics('?from=2031-03-01&to=2031-03-02');
    expect(ranged.byCompany.find((row) => row.companyId === companyA.id)).toMatchObject({
      companyName: companyA.name,
      shared: 3,
      hired: 1,
      averageHoursToFirstView: 2,
    });
    // Whole months read per company and month, the ends per day: the same figures.
    for (const range of [
      '?from=2031-02-15&to=2031-04-30',
      '?from=2031-01-01&to=2031-03-31',
      '?to=2031-03-31',
    ]) {
      const months = await analytics(range);
      expect(months.byCompany.find((row) => row.companyId === companyA.id)).toMatchObject({
        shared: 3,
        hired: 1,
        averageHoursToFirstView: 2,
      });
    }
    // Both ends read per day in one query (an `$or` of their ranges), the month between per month: the rows of
    // the first end's day count, the day before it does not.
    const day2ByCompany = (await analytics('?from=2031-03-02&to=2031-03-02')).byCompany;
    const bothEnds = await analytics('?from=2031-03-02&to=2031-05-10');
    expect(bothEnds.byCompany).toEqual(day2ByCompany);
    expect(bothEnds.byCompany.length).toBeGreaterThan(0);
    const before = await analytics('?to=2000-01-01');
    expect(before.funnel.shared).toBe(0);
    expect(before.overTime).toEqual([]);
  });

  it("takes a hire back on an admin's correction, once", async () => {
    const correction: THiringEvent = {
      eventId: `test.corrected.${shareA}.${kim}`,
      type: 'outcome.recorded',
      at: DAY2 + HOUR,
      ...inShare(shareA, companyA, kim),
      stage: 'interviewing',
      previousStage: 'hired',
      by: 'admin',
    };
    const consumer = analyticsConsumer(t.deps.analytics);
    await consumer.apply(correction);
    await consumer.apply(correction);
    const after = await analytics(`?combineId=${combineId}`);
    expect(after.funnel).toMatchObject({ offer: 0, hired: 0, interviewAccepted: 1 });
  });

  it("reads a range's end days' companies from the day rows, and from the company rows for a day kept before them", async () => {
    const company = { id: id(), name: 'Legacy Analytics' };
    const newer = { id: id(), name: 'Newer Analytics' };
    const sharedOn = (at: number, of: typeof company): THiringEvent => {
      const shareId = id();
      return {
        eventId: `test.shared.${shareId}`,
        type: 'combine.shared',
        at,
        shareId,
        combineId: otherCombineId,
        combineName: 'Q2',
        companyId: of.id,
        companyName: of.name,
        candidates: [kim, raj].map((onePagerId) => ({ onePagerId, candidateUserId: `user-${onePagerId}` })),
      };
    };
    const consumer = analyticsConsumer(t.deps.analytics);
    // 2032-05-10 as a release before this one kept it: the day's figures and the company's rows, no breakdown.
    await t.ctx.mongo
      .collection('analytics_days')
      .insertOne({ _id: '2032-05-10' as never, day: '2032-05-10', shared: 3 });
    await t.ctx.mongo.collection('analytics_company_days').insertOne({
      _id: `${company.id}|2032-05-10` as never,
      day: '2032-05-10',
      companyId: company.id,
      companyName: company.name,
      shared: 3,
    });
    await t.ctx.mongo.collection('analytics_company_months').insertOne({
      _id: `${company.id}|2032-05` as never,
      month: '2032-05',
      companyId: company.id,
      companyName: company.name,
      shared: 3,
    });
    // Then shares of this release, that day and the next: the old day's breakdown holds only the newer share.
    await consumer.apply(sharedOn(Date.parse('2032-05-10T12:00:00Z'), company));
    await consumer.apply(sharedOn(Date.parse('2032-05-11T12:00:00Z'), newer));
    const stored = await t.ctx.mongo.collection('analytics_days').findOne({ _id: '2032-05-11' as never });
    expect(stored).toMatchObject({
      shared: 2,
      companies: { [newer.id]: { companyName: newer.name, shared: 2 } },
    });

    const ends = await analytics('?from=2032-05-10&to=2032-05-11');
    expect(ends.funnel.shared).toBe(7);
    expect(ends.byCompany.map(({ companyName, shared }) => ({ companyName, shared }))).toEqual([
      { companyName: company.name, shared: 5 },
      { companyName: newer.name, shared: 2 },
    ]);
    // The same figures whether the days are an end of the range or inside a whole month of it.
    const wholeMonth = await analytics('?from=2032-04-15&to=2032-06-10');
    expect(wholeMonth.byCompany.filter((row) => row.shared > 0)).toEqual(ends.byCompany);

    // A company id that cannot name a field is kept out of the breakdown: its day is read from the company rows.
    const dotted = { id: 'dotted.company', name: 'Dotted Analytics' };
    await consumer.apply(sharedOn(Date.parse('2032-07-03T12:00:00Z'), dotted));
    const storedDay = await t.ctx.mongo.collection('analytics_days').findOne({ _id: '2032-07-03' as never });
    expect(storedDay).toMatchObject({ shared: 2 });
    expect(storedDay?.companies).toBeUndefined();
    const ofDotted = await analytics('?from=2032-07-03&to=2032-07-03');
    expect(ofDotted.byCompany.map(({ companyName, shared }) => ({ companyName, shared }))).toEqual([
      { companyName: dotted.name, shared: 2 },
    ]);
  });

  it('a retry after a failure part-way counts only the rollups still missing', async () => {
    const shareId = id();
    const company = { id: id(), name: 'Crash Analytics' };
    const event: THiringEvent = {
      eventId: `test.shared.${shareId}`,
      type: 'combine.shared',
      at: DAY1,
      shareId,
      combineId: otherCombineId,
      combineName: 'Q2',
      companyId: company.id,
      companyName: company.name,
      candidates: [{ onePagerId: kim, candidateUserId: `user-${kim}` }],
    };
    const consumer = analyticsConsumer(t.deps.analytics);
    await consumer.apply(event);
    // As if the process stopped after counting the day, before the company and the share were counted.
    const markId = `shared|${shareId}|${kim}`;
    await t.ctx.mongo
      .collection('analytics_marks')
      .updateOne({ _id: markId as never }, { $set: { done: ['day'] } });
    await t.ctx.mongo
      .collection('analytics_companies')
      .updateOne({ _id: company.id as never }, { $inc: { shared: -1 } });
    await t.ctx.mongo
      .collection('analytics_company_days')
      .updateOne({ _id: `${company.id}|2031-03-01` as never }, { $inc: { shared: -1 } });
    await t.ctx.mongo
      .collection('analytics_company_months')
      .updateOne({ _id: `${company.id}|2031-03` as never }, { $inc: { shared: -1 } });
    await t.ctx.mongo
      .collection('analytics_share_days')
      .updateOne({ _id: `${shareId}|2031-03-01` as never }, { $inc: { shared: -1 } });
    const dayBefore = (await analytics('?from=2031-03-01&to=2031-03-01')).funnel.shared;
    await consumer.apply(event);
    const after = await analytics(`?companyId=${company.id}`);
    expect(after.funnel.shared).toBe(1);
    expect((await analytics('?from=2031-03-01&to=2031-03-01')).funnel.shared).toBe(dayBefore);
    expect((await analytics(`?combineId=${otherCombineId}&companyId=${company.id}`)).funnel.shared).toBe(1);
    expect(
      (await analytics('?from=2031-03-01&to=2031-03-31')).byCompany.find(
        (row) => row.companyId === company.id,
      )?.shared,
    ).toBe(1);
    // Applied whole: a third delivery counts nothing.
    await consumer.apply(event);
    expect((await analytics(`?companyId=${company.id}`)).funnel.shared).toBe(1);
  });

  it("applies a hire's seven marks with one bulk write per rollup level and one note of it on the marks: 12 commands", async () => {
    const monitored = await openCandidatesTestApp({ monitorCommands: true });
    try {
      const commands: { name: string; collection: string; at: number }[] = [];
      let recording = false;
      monitored.ctx.mongo.getClient().on('commandStarted', (event: CommandStartedEvent) => {
        // The outbox's relay runs on its own clock; the consumer's commands are what is counted.
        if (recording && event.command[event.commandName] !== 'outbox') {
          commands.push({
            name: event.commandName,
            collection: String(event.command[event.commandName]),
            at: event.requestId,
          });
        }
      });
      const consumer = analyticsConsumer(monitored.deps.analytics);
      const shareId = id();
      const hire: THiringEvent = {
        eventId: `test.hired.${shareId}`,
        type: 'outcome.recorded',
        at: DAY2,
        ...inShare(shareId, companyB, kim),
        stage: 'hired',
        previousStage: null,
        by: 'employer',
      };
      // Shared and viewed before: two of the seven marks a hire reaches are set already.
      await consumer.apply({
        eventId: `test.viewed.${shareId}`,
        type: 'candidate.viewed',
        at: DAY1,
        ...inShare(shareId, companyB, kim),
      });
      recording = true;
      await consumer.apply(hire);
      recording = false;
      // Per-step writes took 11 sequential commands per mark: 22 for the offer and the hire alone.
      expect(commands.map((command) => `${command.name} ${command.collection}`).sort()).toEqual(
        [
          'insert analytics_marks',
          'find analytics_marks',
          ...['days', 'company_days', 'company_months', 'share_days', 'companies'].flatMap((level) => [
            `update analytics_${level}`,
            'update analytics_marks',
          ]),
        ].sort(),
      );
      const funnel = (
        await monitored.client
          .request('GET', `/api/admin/analytics?companyId=${companyB.id}`, {
            identity: admin,
          })
          .then(async (response) => ZAnalytics.parse(JSON.parse(await response.text())))
      ).funnel;
      expect(funnel).toMatchObject({ interested: 1, offer: 1, hired: 1 });
    } finally {
      await monitored.close();
    }
  });

  it('answers admins only, and refuses a bad query with 400', async () => {
    expect((await get('', employer)).status).toBe(403);
    const badDay = await get('?from=2031-02-30');
    expect(badDay.status).toBe(400);
    expect(JSON.stringify(ZApiError.parse(badDay.body))).toContain(ANALYTICS_ANSWERS.dateInvalid);
    const reversed = await get('?from=2031-03-02&to=2031-03-01');
    expect(reversed.status).toBe(400);
    expect(ZApiError.parse(reversed.body).message).toBe(ANALYTICS_ANSWERS.rangeInvalid);
    expect((await get('?companyId=nope')).status).toBe(400);
  });
});
