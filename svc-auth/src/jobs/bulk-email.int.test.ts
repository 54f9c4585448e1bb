import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BULK_EMAIL_JOB_PREFIX } from '@gtm/contracts/email-job';
import type { TBulkEmailJob } from '@gtm/contracts/email-job';
import { QUEUES } from '@gtm/contracts/queues';
import { createLogger } from '@gtm/service-kit/logger';
import { openQueueDriver, openTestContext, TEST_IDENTITY_SECRET } from '@gtm/service-kit/test-context';
import type { TTestContext } from '@gtm/service-kit/test-context';
import type { TBulkMessage } from '../mail/bulk-content.ts';
import { createSesMailer } from '../mail/ses-mailer.ts';
import type { TMailer } from '../mail/ses-mailer.ts';
import { deriveCodeKeys } from '../routes/sign-in/code-crypto.ts';
import { createDeliveredEmailsRepository } from './delivered-emails.ts';
import type { TDeliveredEmailsRepository } from './delivered-emails.ts';
import { startEmailWorker } from './email.worker.ts';

type TSesLocal = (config: { host: string; port: number }) => Promise<Server>;
type TStoredEmail = {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
};

// aws-ses-v2-local is CommonJS with its server factory as `exports.default`.
const startSesLocal = (createRequire(import.meta.url)('aws-ses-v2-local') as { default: TSesLocal }).default;

const redisUrl = process.env.REDIS_URL as string;
const log = createLogger({ name: 'svc-auth-worker', level: 'silent' });
let ses: Server;
let sesUrl: string;
let ctx: TTestContext;
let deliveries: TDeliveredEmailsRepository;
let driver: Awaited<ReturnType<typeof openQueueDriver>>;
let worker: ReturnType<typeof startEmailWorker> | undefined;
let real: TMailer;
/** Each SES bulk call the worker made (its destinations' addresses), in order. */
let calls: string[][] = [];

const mailbox = async (): Promise<TStoredEmail[]> =>
  ((await (await fetch(`${sesUrl}/store`)).json()) as { emails: TStoredEmail[] }).emails;

/** Starts the e-mail worker on aws-ses-v2-local, its bulk calls counted and (with `sendBulk`) changed. */
const startWorker = async (sendBulk: TMailer['sendBulk'] = (message) => real.sendBulk(message)) => {
  await worker?.close();
  const mailer: TMailer = {
    send: (message) => real.send(message),
    async sendBulk(message: TBulkMessage) {
      calls.push(message.destinations.map((destination) => destination.to));
      return sendBulk(message);
    },
    close: () => undefined,
  };
  worker = startEmailWorker({
    mailer,
    log,
    redisUrl,
    keys: deriveCodeKeys(TEST_IDENTITY_SECRET),
    deliveries,
  });
};

let run = 0;
/** A notice to `count` admins, each greeted by name, under a fresh job id. */
const noticeTo = (count: number) => {
  run++;
  const recipients = Array.from({ length: count }, (_, index) => ({
    to: `admin${index}.${run}.${Date.now()}@example.com`,
    params: { name: `Admin ${index} <${run}>` },
  }));
  const job: TBulkEmailJob = {
    template: 'client-decision',
    ref: `notice:bulk.${run}`,
    params: {
      companyName: 'Acme {{p0}} Analytics',
      employerName: 'Demo Employer',
      combineName: 'Q3 SDRs',
      candidateName: 'Jordan Lee',
      combineId: '665f1c0ffee0000000000c01',
      decision: 'Interested',
    },
    recipients,
  };
  return { job, jobId: `client-decision.bulk.${run}.${Date.now()}.admins` };
};
const settle = (job: TBulkEmailJob, jobId: string) =>
  driver.settle(`${BULK_EMAIL_JOB_PREFIX}${job.template}`, job, { jobId, attempts: 3 });

/** Each recipient's messages in the mailbox. */
const messagesOf = async (job: TBulkEmailJob) => {
  const all = await mailbox();
  return job.recipients.map(({ to }) => all.filter((message) => message.destination.to.includes(to)));
};

beforeAll(async () => {
  ses = await startSesLocal({ host: '127.0.0.1', port: 0 });
  sesUrl = `http://127.0.0.1:${(ses.address() as AddressInfo).port}`;
  ctx = await openTestContext('svc-auth');
  deliveries = await createDeliveredEmailsRepository(ctx.mongo);
  driver = await openQueueDriver(QUEUES.email, { redisUrl, log });
  real = createSesMailer({
    region: 'us-east-1',
    endpoint: sesUrl,
    from: 'GTM Combine <no-reply@gtmcombine.test>',
  });
});
beforeEach(() => {
  calls = [];
});
afterAll(async () => {
  await worker?.close();
  await driver.close();
  real.close();
  await ctx.close();
  await new Promise<void>((resolve) => {
    ses.closeAllConnections();
    ses.close(() => resolve());
  });
});

describe('bulk e-mail jobs', () => {
  it('sends a notice to 120 admins in 3 SES bulk calls, each admin greeted by name once, a retry sending none', async () => {
    await startWorker();
    const { job, jobId } = noticeTo(120);
    const done = await settle(job, jobId);
    expect(await done?.getState()).toBe('completed');
    expect(done?.returnvalue).toEqual({ calls: 3, sent: 120, rejected: 0, alreadyDelivered: 0 });
    expect(calls.map((call) => call.length)).toEqual([50, 50, 20]);
    // One delivery record per call, not per recipient.
    expect(await deliveries.count({ template: 'client-decision' })).toBe(3);
    const messages = await messagesOf(job);
    messages.forEach((received, index) => {
      expect(received).toHaveLength(1);
      const [message] = received;
      expect(message!.subject).toBe('Acme {{p0}} Analytics: Interested on Jordan Lee');
      expect(message!.body.text).toContain(`Hello Admin ${index} <${run}>,`);
      expect(message!.body.text).toContain(
        'Demo Employer (Acme {{p0}} Analytics) marked Jordan Lee as Interested',
      );
      expect(message!.body.html).toContain(`Hello Admin ${index} &#60;${run}&#62;,`);
    });

    // The same job again (its worker died before BullMQ heard it was done): no call, nobody e-mailed twice.
    await done!.remove();
    calls = [];
    const again = await settle(job, jobId);
    expect(again?.returnvalue).toEqual({ calls: 0, sent: 0, rejected: 0, alreadyDelivered: 120 });
    expect(calls).toEqual([]);
    expect((await messagesOf(job)).every((received) => received.length === 1)).toBe(true);
  });

  it('retries after a failed call, sending only to those no call reached', async () => {
    let failures = 1;
    await startWorker(async (message) => {
      if (calls.length === 2 && failures-- > 0) throw new Error('connection reset');
      return real.sendBulk(message);
    });
    const { job, jobId } = noticeTo(120);
    const done = await settle(job, jobId);
    expect(await done?.getState()).toBe('completed');
    expect(done?.attemptsMade).toBe(2);
    // The first try's first call went out; the retry sends the other 70 in two calls.
    expect(calls.map((call) => call.length)).toEqual([50, 50, 50, 20]);
    expect(done?.returnvalue).toEqual({ calls: 2, sent: 70, rejected: 0, alreadyDelivered: 50 });
    expect((await messagesOf(job)).map((received) => received.length)).toEqual(Array(120).fill(1));
  });

  it('sends again later only to the recipients SES put off', async () => {
    let throttled = true;
    await startWorker(async (message) => {
      if (!throttled) return real.sendBulk(message);
      throttled = false;
      // SES throttled the last 10 of the call: those were not sent.
      const sent = await real.sendBulk({ ...message, destinations: message.destinations.slice(0, 10) });
      return [
        ...sent,
        ...message.destinations
          .slice(10)
          .map(({ to }) => ({ to, outcome: 'retry' as const, status: 'ACCOUNT_THROTTLED' })),
      ];
    });
    const { job, jobId } = noticeTo(20);
    const done = await settle(job, jobId);
    expect(await done?.getState()).toBe('completed');
    expect(calls.map((call) => call.length)).toEqual([20, 10]);
    expect(calls[1]).toEqual(job.recipients.slice(10).map(({ to }) => to));
    expect((await messagesOf(job)).map((received) => received.length)).toEqual(Array(20).fill(1));
  });

  it('leaves out a recipient whose params do not fit, and fails for good when none fits', async () => {
    await startWorker();
    const { job, jobId } = noticeTo(3);
    job.recipients[1]!.params = { name: 'x'.repeat(300) };
    const done = await settle(job, jobId);
    expect(done?.returnvalue).toEqual({ calls: 1, sent: 2, rejected: 0, alreadyDelivered: 0 });
    expect((await messagesOf(job)).map((received) => received.length)).toEqual([1, 0, 1]);

    const none = noticeTo(1);
    none.job.recipients[0]!.params = { name: 'x'.repeat(300) };
    const failed = await settle(none.job, none.jobId);
    expect(await failed?.getState()).toBe('failed');
    expect(failed?.attemptsMade).toBe(1);
  });
});
