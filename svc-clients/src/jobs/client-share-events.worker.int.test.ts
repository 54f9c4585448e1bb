import type { TClientShareEvent } from '@gtm/contracts/client-share-events';
import { ZEmailJob } from '@gtm/contracts/email-job';
import { QUEUES } from '@gtm/contracts/queues';
import { openQueueDriver } from '@gtm/service-kit/test-context';
import { openClientsTestApp } from '../test-app.ts';
import type { TClientsTestApp } from '../test-app.ts';
import { sharedJobId } from './client-share-events.worker.ts';

let app: TClientsTestApp;
let driver: Awaited<ReturnType<typeof openQueueDriver>>;
let ids: Map<string, string>;
const run = `${Date.now()}`;

const settle = (event: TClientShareEvent) =>
  driver.settle(event.type, event, { jobId: event.eventId, attempts: 2 });
const shared = (
  n: string,
  company: string,
  extra: Partial<Extract<TClientShareEvent, { type: 'combine.shared' }>> = {},
): TClientShareEvent => ({
  eventId: `combine.shared.${run}.${n}`,
  type: 'combine.shared',
  shareId: `share-${run}-${n}`,
  companyId: ids.get(company) as string,
  combineName: `Combine ${n}`,
  candidateCount: 7,
  at: Date.now(),
  ...extra,
});
const emailsOf = async (shareId: string) =>
  (await app.emailJobs.getJobs(['waiting', 'prioritized', 'delayed', 'completed', 'failed']))
    .filter((job) => job.data.ref === `share:${shareId}`)
    .map((job) => ({ id: job.id, data: ZEmailJob.parse(job.data) }))
    .sort((a, b) => a.data.to.localeCompare(b.data.to));

beforeAll(async () => {
  app = await openClientsTestApp();
  await app.seedDemo();
  ids = await app.companies.idsByName([
    'Acme Analytics',
    'Brightpath Software',
    'Granite Security',
    'Ion Robotics',
  ]);
  await app.companies.update(ids.get('Acme Analytics') as string, { email_frequency: 'immediately' });
  await app.companies.update(ids.get('Ion Robotics') as string, { email_frequency: 'never' });
  driver = await openQueueDriver(QUEUES.clientShareEvents, app.ctx);
  await app.startShareEventsWorker();
});
afterAll(async () => {
  const mine = (await app.emailJobs.getJobs()).filter((job) => job.data.ref.includes(run));
  await Promise.all(mine.map((job) => job.remove()));
  await app.close();
  await driver.close();
});

describe('client-share-events worker', () => {
  it("e-mails each enabled user of an 'immediately' company at once, once per share event", async () => {
    const event = shared('1', 'Acme Analytics');
    expect((await settle(event))?.returnvalue).toEqual({ applied: true, outcome: 'notified' });
    // Delivered again (another job of the same event): the inbox has it.
    const again = await driver.settle(event.type, event, { jobId: `${event.eventId}.again`, attempts: 1 });
    expect(again?.returnvalue).toEqual({ applied: false });
    const emails = await emailsOf(event.shareId);
    expect(emails.map((email) => email.data.to)).toEqual([
      'alicia.gomez@acme-analytics.test',
      'ben.carter@acme-analytics.test',
    ]);
    const alicia = (await app.users.findByEmail('alicia.gomez@acme-analytics.test'))!;
    expect(emails[0]).toEqual({
      id: sharedJobId(event.eventId, alicia._id.toString()),
      data: {
        template: 'combine-shared',
        to: 'alicia.gomez@acme-analytics.test',
        ref: `share:${event.shareId}`,
        params: {
          name: 'Alicia Gomez',
          companyName: 'Acme Analytics',
          combineName: 'Combine 1',
          candidateCount: '7',
          shareId: event.shareId,
        },
      },
    });
    expect(emails[0]?.id).not.toContain(':');
    expect(await app.notices.find({ companyId: event.companyId, shareId: event.shareId })).toMatchObject({
      status: 'notified',
      combineName: 'Combine 1',
    });
  });

  it('a replay after a crash (the inbox not yet written) queues no second e-mail', async () => {
    const event = shared('2', 'Acme Analytics');
    await settle(event);
    await app.ctx.mongo.collection('processed_events').deleteOne({ _id: event.eventId as never });
    await driver.settle(event.type, event, { jobId: `${event.eventId}.again`, attempts: 1 });
    expect(await emailsOf(event.shareId)).toHaveLength(2);
  });

  it("keeps a share for a 'weekly' or 'daily' company's digest, sending nothing now", async () => {
    const event = shared('3', 'Brightpath Software');
    expect((await settle(event))?.returnvalue).toEqual({ applied: true, outcome: 'pending' });
    expect(await emailsOf(event.shareId)).toEqual([]);
    expect(await app.notices.find({ companyId: event.companyId, shareId: event.shareId })).toMatchObject({
      status: 'pending',
      candidateCount: 7,
    });
  });

  it("sends nothing for a 'never' company or a deleted one", async () => {
    for (const [n, company] of [
      ['4', 'Ion Robotics'],
      ['5', 'Granite Security'],
    ] as const) {
      const event = shared(n, company);
      expect((await settle(event))?.returnvalue).toEqual({ applied: true, outcome: 'muted' });
      expect(await emailsOf(event.shareId)).toEqual([]);
    }
  });

  it('a withdrawal takes a pending notice out of the digests; an older share arriving late changes nothing', async () => {
    const event = shared('6', 'Brightpath Software', { at: Date.now() - 60_000 });
    await settle(event);
    const withdrawn: TClientShareEvent = {
      eventId: `combine.share-withdrawn.${run}.6`,
      type: 'combine.share-withdrawn',
      shareId: event.shareId,
      companyId: event.companyId,
      at: Date.now(),
    };
    expect((await settle(withdrawn))?.returnvalue).toEqual({ applied: true, outcome: 'withdrawn' });
    expect(await app.notices.find({ companyId: event.companyId, shareId: event.shareId })).toMatchObject({
      status: 'withdrawn',
    });
    const late = { ...event, eventId: `${event.eventId}.late` };
    expect((await settle(late))?.returnvalue).toEqual({ applied: true, outcome: 'stale' });
    expect((await app.notices.find({ companyId: event.companyId, shareId: event.shareId }))?.status).toBe(
      'withdrawn',
    );
  });

  it('a withdrawal of a share e-mailed already changes nothing; a bad event fails for good', async () => {
    const event = shared('7', 'Acme Analytics');
    await settle(event);
    const withdrawn: TClientShareEvent = {
      eventId: `combine.share-withdrawn.${run}.7`,
      type: 'combine.share-withdrawn',
      shareId: event.shareId,
      companyId: event.companyId,
      at: Date.now() + 1,
    };
    expect((await settle(withdrawn))?.returnvalue).toEqual({ applied: true, outcome: 'unchanged' });
    const bad = await driver.settle('combine.shared', { type: 'combine.shared' }, { attempts: 3 });
    expect(await bad?.getState()).toBe('failed');
    expect(bad?.attemptsMade).toBe(1);
  });
});
