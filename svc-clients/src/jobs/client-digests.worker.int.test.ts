import { QueueEvents } from 'bullmq';
import { ZEmailJob } from '@gtm/contracts/email-job';
import { QUEUES } from '@gtm/contracts/queues';
import { QUEUE_PREFIX } from '@gtm/service-kit/queue';
import { openQueueDriver } from '@gtm/service-kit/test-context';
import { runDigests } from '../share-notices/digests.ts';
import { openClientsTestApp } from '../test-app.ts';
import type { TClientsTestApp } from '../test-app.ts';
import { DIGEST_SCHEDULE, DIGEST_SCHEDULER_ID, registerDigestScheduler } from './client-digests.worker.ts';

let app: TClientsTestApp;
let driver: Awaited<ReturnType<typeof openQueueDriver>>;
let ids: Map<string, string>;

/** Monday 1 June 2026, 08:00 UTC: daily, weekly and monthly digests are all due. */
const MONDAY_FIRST = Date.UTC(2026, 5, 1, 8);
/** Tuesday 2 June 2026, 08:00 UTC: only the daily ones. */
const TUESDAY = Date.UTC(2026, 5, 2, 8);
const HOUR = 3600_000;

const share = (company: string, n: number, at: number, combineName = `Combine ${n}`) =>
  app.notices.shared(
    {
      companyId: ids.get(company) as string,
      shareId: `share-${company}-${n}`,
      combineName,
      candidateCount: n,
    },
    new Date(at),
    'pending',
  );
/** The digest e-mails queued for this test's companies. */
const digests = async () => {
  const companyIds = new Set(ids.values());
  return (await app.emailJobs.getJobs(['waiting', 'prioritized', 'delayed', 'completed', 'failed']))
    .filter((job) => job.data.template === 'combine-digest' && companyIds.has(job.data.ref.split(':')[1]!))
    .map((job) => ({ id: job.id as string, data: ZEmailJob.parse(job.data) }))
    .sort((a, b) => a.id.localeCompare(b.id));
};
const runJob = async (at: number, jobId: string) => {
  const job = await driver.settle('run-digests', { at }, { jobId, attempts: 2 });
  expect(await job?.getState()).toBe('completed');
  return job?.returnvalue as { digests: number; emails: number };
};

beforeAll(async () => {
  app = await openClientsTestApp();
  await app.seedDemo();
  ids = await app.companies.idsByName([
    'Acme Analytics',
    'Brightpath Software',
    'Driftwood Data',
    'Ion Robotics',
    'Granite Security',
  ]);
  driver = await openQueueDriver(QUEUES.clientDigests, app.ctx);
  app.startDigestsWorker();
});
afterAll(async () => {
  const mine = await digests();
  await Promise.all(mine.map((job) => app.emailJobs.remove(job.id)));
  await app.digestRuns.removeJobScheduler(DIGEST_SCHEDULER_ID);
  await app.close();
  await driver.close();
});

describe('client digests', () => {
  it('a Tuesday run sends the daily digests only, listing combines by name and count, one e-mail per enabled user', async () => {
    await share('Brightpath Software', 3, TUESDAY - 30 * HOUR, 'Enterprise AEs <East>');
    await share('Brightpath Software', 5, TUESDAY - 20 * HOUR);
    // Shared after midnight: the next day's digest.
    await share('Brightpath Software', 9, TUESDAY - 2 * HOUR);
    await share('Acme Analytics', 4, TUESDAY - 30 * HOUR);
    expect(await runJob(TUESDAY, 'tuesday-1')).toEqual({ digests: 1, emails: 1 });
    const sent = await digests();
    const chloe = (await app.users.findByEmail('chloe.nguyen@brightpath.test'))!;
    const brightpath = ids.get('Brightpath Software') as string;
    expect(sent).toEqual([
      {
        id: `combine-digest.${brightpath}.daily-2026-06-02.${chloe._id.toString()}`,
        data: {
          template: 'combine-digest',
          to: 'chloe.nguyen@brightpath.test',
          ref: `digest:${brightpath}:daily-2026-06-02`,
          params: {
            name: 'Chloe Nguyen',
            companyName: 'Brightpath Software',
            frequency: 'daily',
            combineCount: '2',
            moreCount: '0',
            combine1Name: 'Enterprise AEs <East>',
            combine1Count: '3',
            combine1ShareId: 'share-Brightpath Software-3',
            combine2Name: 'Combine 5',
            combine2Count: '5',
            combine2ShareId: 'share-Brightpath Software-5',
          },
        },
      },
    ]);
    expect(
      (await app.notices.find({ companyId: brightpath, shareId: 'share-Brightpath Software-3' }))
        ?.digest_period,
    ).toBe('daily-2026-06-02');
    expect(
      (await app.notices.find({ companyId: brightpath, shareId: 'share-Brightpath Software-9' }))?.status,
    ).toBe('pending');
  });

  it('running the same period again sends nothing new', async () => {
    expect(await runJob(TUESDAY + 5 * HOUR, 'tuesday-2')).toEqual({ digests: 0, emails: 0 });
    expect(await digests()).toHaveLength(1);
  });

  it('a crash between the e-mails and the marking: the re-run queues the same e-mails, no others', async () => {
    const wednesday = TUESDAY + 24 * HOUR;
    const crashing = {
      ...app,
      notices: {
        ...app.notices,
        settle: () => Promise.reject(new Error('worker died')),
      },
      outbox: app.ctx.outbox,
      log: app.ctx.log,
    };
    await expect(runDigests(crashing, new Date(wednesday))).rejects.toThrow('worker died');
    const afterCrash = await digests();
    expect(afterCrash).toHaveLength(2);
    const brightpath = ids.get('Brightpath Software') as string;
    expect(
      (await app.notices.find({ companyId: brightpath, shareId: 'share-Brightpath Software-9' }))?.status,
    ).toBe('pending');
    // Another share after the crash, before the re-run: it waits for the next period.
    await share('Brightpath Software', 11, wednesday - HOUR);
    expect(await runJob(wednesday + HOUR, 'wednesday-rerun')).toEqual({ digests: 1, emails: 1 });
    expect((await digests()).map((job) => job.id)).toEqual(afterCrash.map((job) => job.id));
    expect(
      (await app.notices.find({ companyId: brightpath, shareId: 'share-Brightpath Software-9' }))
        ?.digest_period,
    ).toBe('daily-2026-06-03');
    expect(
      (await app.notices.find({ companyId: brightpath, shareId: 'share-Brightpath Software-11' }))?.status,
    ).toBe('pending');
  });

  it('a Monday the 1st sends weekly and monthly digests; withdrawn, muted and deleted companies send none', async () => {
    await share('Driftwood Data', 2, MONDAY_FIRST - 50 * HOUR);
    await share('Acme Analytics', 12, MONDAY_FIRST - 100 * HOUR);
    await share('Ion Robotics', 6, MONDAY_FIRST - 50 * HOUR);
    await share('Granite Security', 8, MONDAY_FIRST - 50 * HOUR);
    await app.notices.shared(
      {
        companyId: ids.get('Acme Analytics') as string,
        shareId: 'share-withdrawn',
        combineName: 'W',
        candidateCount: 1,
      },
      new Date(MONDAY_FIRST - 40 * HOUR),
      'pending',
    );
    await app.notices.withdrawn(
      { companyId: ids.get('Acme Analytics') as string, shareId: 'share-withdrawn' },
      new Date(MONDAY_FIRST - 30 * HOUR),
    );
    // 'never' since the share: muted, not sent.
    await app.companies.update(ids.get('Ion Robotics') as string, { email_frequency: 'never' });
    const before = (await digests()).length;
    expect(await runJob(MONDAY_FIRST, 'monday-first')).toEqual({ digests: 2, emails: 3 });
    const monday = (await digests()).filter(
      (job) => job.id.includes('2026-06-01') || job.id.includes('monthly'),
    );
    expect((await digests()).length).toBe(before + 3);
    expect(monday.map((job) => [job.data.to, job.id.split('.')[2], job.data.params.combineCount])).toEqual(
      expect.arrayContaining([
        ['alicia.gomez@acme-analytics.test', 'weekly-2026-06-01', '1'],
        ['ben.carter@acme-analytics.test', 'weekly-2026-06-01', '1'],
        ['emma.rossi@driftwood-data.test', 'monthly-2026-06', '1'],
      ]),
    );
    const ion = await app.notices.find({
      companyId: ids.get('Ion Robotics') as string,
      shareId: 'share-Ion Robotics-6',
    });
    expect(ion?.status).toBe('muted');
    const granite = await app.notices.find({
      companyId: ids.get('Granite Security') as string,
      shareId: 'share-Granite Security-8',
    });
    expect(granite?.status).toBe('pending');
    // Names and counts of combines only: nothing of a candidate travels in a digest.
    for (const job of await digests()) {
      expect(
        Object.keys(job.data.params ?? {}).every((key) =>
          /^(name|companyName|frequency|combineCount|moreCount|combine\d+(Name|Count|ShareId))$/.test(key),
        ),
      ).toBe(true);
    }
  });

  it('registers one job scheduler, every day at 08:00 UTC, whose runs the worker takes', async () => {
    await registerDigestScheduler(app.digestRuns);
    await registerDigestScheduler(app.digestRuns);
    const schedulers = await app.digestRuns.getJobSchedulers();
    expect(schedulers.filter((scheduler) => scheduler.key === DIGEST_SCHEDULER_ID)).toEqual([
      expect.objectContaining({ key: DIGEST_SCHEDULER_ID, pattern: DIGEST_SCHEDULE.pattern, tz: 'UTC' }),
    ]);
    // The same scheduler firing every 300 ms: its runs reach the worker and complete.
    const events = new QueueEvents(QUEUES.clientDigests, {
      connection: { url: app.ctx.redisUrl },
      prefix: QUEUE_PREFIX,
    });
    await events.waitUntilReady();
    const completed = new Promise<string>((resolve) =>
      events.on('completed', ({ jobId }) => {
        if (jobId.startsWith('repeat:')) resolve(jobId);
      }),
    );
    await registerDigestScheduler(app.digestRuns, { every: 300 });
    expect(await completed).toContain(DIGEST_SCHEDULER_ID);
    await app.digestRuns.removeJobScheduler(DIGEST_SCHEDULER_ID);
    await events.close();
  });
});
