import type { TAdminNotice } from '@gtm/contracts/client-share-events';
import { ZBulkEmailJob } from '@gtm/contracts/email-job';
import { QUEUES } from '@gtm/contracts/queues';
import { openQueueDriver } from '@gtm/service-kit/test-context';
import { openAuthTestApp } from '../test-app.ts';
import type { TAuthMailTestApp } from '../test-app.ts';
import { noticeEmailJobId } from './admin-notices.worker.ts';

let auth: TAuthMailTestApp;
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
/** The notice's e-mail jobs, once the mail worker has sent its e-mail (no job moves between states meanwhile). */
const emailsOf = async (noticeId: string) => {
  const queue = auth.queues.email;
  for (let tries = 0; tries < 300; tries++) {
    const state = await (await queue.getJob(noticeEmailJobId(noticeId)))?.getState();
    if (state === 'completed' || state === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return (await queue.getJobs(['waiting', 'prioritized', 'delayed', 'active', 'completed', 'failed']))
    .filter((job) => job.data.ref === `notice:${noticeId}`)
    .map((job) => {
      const data = ZBulkEmailJob.parse(job.data);
      // The admins come in the order of their ids, which the server assigns: compared by address.
      const recipients = [...data.recipients].sort((a, b) => a.to.localeCompare(b.to));
      return { id: job.id, name: job.name, data: { ...data, recipients } };
    });
};

beforeAll(async () => {
  // With the mail round trip: the e-mail worker delivers the notices' e-mails to aws-ses-v2-local's mailbox.
  auth = await openAuthTestApp({ mail: true });
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
  it('queues one e-mail job to the admins whose e-mail notifications are on, greeted by name, once per notice', async () => {
    const event = notice('1');
    const job = await driver.settle(event.template, event, { jobId: event.noticeId, attempts: 2 });
    expect(job?.returnvalue).toEqual({ emails: 2 });
    expect(await emailsOf(event.noticeId)).toEqual([
      {
        id: noticeEmailJobId(event.noticeId),
        name: 'bulk:client-decision',
        data: {
          template: 'client-decision',
          ref: `notice:${event.noticeId}`,
          params: event.params,
          recipients: [
            { to: `ada.${run}@gtmcombine.test`, params: { name: 'Ada Admin' } },
            { to: `bo.${run}@gtmcombine.test`, params: { name: 'Bo Admin' } },
          ],
        },
      },
    ]);
    expect(noticeEmailJobId(event.noticeId)).toBe(`${event.noticeId}.admins`);
    // The notice delivered again (a retried job): the same e-mail job, no other.
    await driver.settle(event.template, event, { jobId: `${event.noticeId}.again`, attempts: 1 });
    expect(await emailsOf(event.noticeId)).toHaveLength(1);
  });

  it("e-mails a notice to 120 admins in 3 SES bulk calls: each admin's message once, greeted by name", async () => {
    const admins = Array.from({ length: 118 }, (_, index) => ({
      email: `many${index}.${run}@gtmcombine.test`,
      name: `Many Admin ${index}`,
    }));
    for (const admin of admins) await auth.users.ensureAccount(admin.email, 'admin', admin.name);
    admins.push(
      { email: `ada.${run}@gtmcombine.test`, name: 'Ada Admin' },
      { email: `bo.${run}@gtmcombine.test`, name: 'Bo Admin' },
    );
    const event = { ...notice('many'), params: { ...notice('many').params, candidateName: 'Sam Many' } };
    const job = await driver.settle(event.template, event, { jobId: event.noticeId, attempts: 2 });
    expect(job?.returnvalue).toEqual({ emails: 120 });
    const received = async () => {
      const mailbox = await auth.mailbox();
      return admins.map((admin) =>
        mailbox.filter(
          (message) =>
            message.destination.to.includes(admin.email) &&
            message.subject === 'Acme Analytics: Interested on Sam Many',
        ),
      );
    };
    for (
      let tries = 0;
      tries < 300 && (await received()).some((messages) => messages.length === 0);
      tries++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const messages = await received();
    messages.forEach((ofAdmin, index) => {
      expect(ofAdmin).toHaveLength(1);
      expect(ofAdmin[0]!.body.text).toContain(`Hello ${admins[index]!.name},`);
      expect(ofAdmin[0]!.body.text).toContain('Demo Employer (Acme Analytics) marked Sam Many as Interested');
    });
    expect(await auth.mailsTo(`quiet.${run}@gtmcombine.test`)).toEqual([]);
    // One delivery record per SES call (50, 50, 20 recipients), under the notice's e-mail job.
    const records = await auth.ctx.mongo
      .collection<{ _id: string; recipients: string[] }>('delivered_emails')
      .find({ _id: { $regex: `^${noticeEmailJobId(event.noticeId).replace(/\./g, '\\.')}#` } })
      .toArray();
    expect(records.map((record) => record.recipients.length).sort()).toEqual([20, 50, 50]);
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
