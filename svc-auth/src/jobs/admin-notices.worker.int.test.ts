import type { TAdminNotice } from '@gtm/contracts/client-share-events';
import { ZEmailJob } from '@gtm/contracts/email-job';
import { QUEUES } from '@gtm/contracts/queues';
import { openQueueDriver } from '@gtm/service-kit/test-context';
import { openAuthTestApp } from '../test-app.ts';
import type { TAuthTestApp } from '../test-app.ts';
import { noticeJobId } from './admin-notices.worker.ts';

let auth: TAuthTestApp;
let driver: Awaited<ReturnType<typeof openQueueDriver>>;
const run = `${Date.now()}`;

const notice = (n: string): TAdminNotice => ({
  noticeId: `client-decision.${run}.${n}`,
  template: 'client-decision',
  params: {
    companyName: 'Acme Analytics',
    employerName: 'Demo Employer',
    combineName: 'Q3 SDRs',
    candidateName: 'Jordan Lee',
    combineId: '665f1c0ffee0000000000c01',
    decision: 'Interested',
  },
});
const emailsOf = async (noticeId: string) =>
  (await auth.queues.email.getJobs(['waiting', 'prioritized', 'delayed', 'completed', 'failed']))
    .filter((job) => job.data.ref === `notice:${noticeId}`)
    .map((job) => ({ id: job.id, data: ZEmailJob.parse(job.data) }))
    .sort((a, b) => a.data.to.localeCompare(b.data.to));

beforeAll(async () => {
  auth = await openAuthTestApp();
  await auth.users.ensureAccount(`ada.${run}@gtmcombine.test`, 'admin', 'Ada Admin');
  await auth.users.ensureAccount(`bo.${run}@gtmcombine.test`, 'admin', 'Bo Admin');
  await auth.users.ensureAccount(`quiet.${run}@gtmcombine.test`, 'admin', 'Quiet Admin');
  const quiet = await auth.users.findByEmail(`quiet.${run}@gtmcombine.test`);
  await auth.users.update(quiet!._id.toString(), { 'notifications.emailNotifications': false });
  await auth.users.create({ email: `employer.${run}@client.test`, kind: 'employer', name: 'Not An Admin' });
  driver = await openQueueDriver(QUEUES.adminNotices, auth.ctx);
  auth.startAdminNoticesWorker();
});
afterAll(async () => {
  const mine = (await auth.queues.email.getJobs()).filter((job) => job.data.ref.includes(run));
  await Promise.all(mine.map((job) => job.remove()));
  await auth.close();
  await driver.close();
});

describe('admin-notices worker', () => {
  it('queues one e-mail per admin whose e-mail notifications are on, greeted by name, once per notice', async () => {
    const event = notice('1');
    const job = await driver.settle(event.template, event, { jobId: event.noticeId, attempts: 2 });
    expect(job?.returnvalue).toEqual({ emails: 2 });
    const ada = (await auth.users.findByEmail(`ada.${run}@gtmcombine.test`))!._id.toString();
    const emails = await emailsOf(event.noticeId);
    expect(emails.map((email) => email.data.to)).toEqual([
      `ada.${run}@gtmcombine.test`,
      `bo.${run}@gtmcombine.test`,
    ]);
    expect(emails[0]).toEqual({
      id: noticeJobId(event.noticeId, ada),
      data: {
        template: 'client-decision',
        to: `ada.${run}@gtmcombine.test`,
        ref: `notice:${event.noticeId}`,
        params: { ...event.params, name: 'Ada Admin' },
      },
    });
    expect(emails[0]!.id).toBe(`${event.noticeId}.${ada}`);
    // The notice delivered again (a retried job): the same e-mail jobs, no others.
    await driver.settle(event.template, event, { jobId: `${event.noticeId}.again`, attempts: 1 });
    expect(await emailsOf(event.noticeId)).toHaveLength(2);
  });

  it('fails a notice that is not one for good', async () => {
    const job = await driver.settle(
      'client-decision',
      { noticeId: 'x', template: 'nope', params: {} },
      { attempts: 3 },
    );
    expect(await job?.getState()).toBe('failed');
    expect(job?.attemptsMade).toBe(1);
  });
});
