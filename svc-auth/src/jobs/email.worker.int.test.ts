import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QUEUES } from '@gtm/contracts/queues';
import { Queue } from 'bullmq';
import { createLogger } from '@gtm/service-kit/logger';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import { QUEUE_PREFIX } from '@gtm/service-kit/queue';
import { openQueueDriver, openTestContext, TEST_IDENTITY_SECRET } from '@gtm/service-kit/test-context';
import type { TTestContext } from '@gtm/service-kit/test-context';
import { createSesMailer } from '../mail/ses-mailer.ts';
import { deriveCodeKeys, sealCode } from '../routes/sign-in/code-crypto.ts';
import { createDeliveredEmailsRepository } from './delivered-emails.ts';
import type { TDeliveredEmailsRepository } from './delivered-emails.ts';
import { startEmailWorker } from './email.worker.ts';

type TSesLocal = (config: { host: string; port: number }) => Promise<Server>;
type TStoredEmail = {
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  attachments?: { filename: string; contentType: string; content: string }[];
};

// aws-ses-v2-local is CommonJS with its server factory as `exports.default`.
const startSesLocal = (createRequire(import.meta.url)('aws-ses-v2-local') as { default: TSesLocal }).default;

const redisUrl = process.env.REDIS_URL as string;
const keys = deriveCodeKeys(TEST_IDENTITY_SECRET);
const log = createLogger({ name: 'svc-auth-worker', level: 'silent' });
let ses: Server;
let sesUrl: string;
let driver: Awaited<ReturnType<typeof openQueueDriver>>;
let worker: ReturnType<typeof startEmailWorker>;
let ctx: TTestContext;
let deliveries: TDeliveredEmailsRepository;

const mailbox = async (): Promise<TStoredEmail[]> =>
  ((await (await fetch(`${sesUrl}/store`)).json()) as { emails: TStoredEmail[] }).emails;

const settle = (data: unknown, jobId: string) => driver.settle('send', data, { jobId, attempts: 3 });

beforeAll(async () => {
  ses = await startSesLocal({ host: '127.0.0.1', port: 0 });
  sesUrl = `http://127.0.0.1:${(ses.address() as AddressInfo).port}`;
  ctx = await openTestContext('svc-auth');
  deliveries = await createDeliveredEmailsRepository(ctx.mongo);
  driver = await openQueueDriver(QUEUES.email, { redisUrl, log });
  const mailer = createSesMailer({
    region: 'us-east-1',
    endpoint: sesUrl,
    from: 'GTM Combine <no-reply@gtmcombine.test>',
  });
  worker = startEmailWorker({ mailer, log, redisUrl, keys, deliveries });
});

afterAll(async () => {
  await worker.close();
  await driver.close();
  await ctx.close();
  await new Promise<void>((resolve) => {
    ses.closeAllConnections();
    ses.close(() => resolve());
  });
});

const mailsTo = async (address: string) =>
  (await mailbox()).filter((email) => email.destination.to.includes(address));

describe('email worker', () => {
  it('renders a code e-mail, escaping its name in HTML, and sends it through the SES API', async () => {
    const to = 'jane@example.com';
    const job = await settle(
      {
        template: 'registration-code',
        to,
        ref: 'code:register',
        params: { name: 'Jane <3' },
        sealed: sealCode(keys, to, '318205'),
      },
      'registration-1',
    );
    expect(await job?.getState()).toBe('completed');
    expect(job?.returnvalue).toEqual({ messageId: expect.any(String) });
    const [sent, ...more] = await mailsTo(to);
    expect(more).toEqual([]);
    expect(sent).toMatchObject({
      from: 'GTM Combine <no-reply@gtmcombine.test>',
      destination: { to: [to] },
      subject: 'Your GTM Combine verification code',
    });
    expect(sent?.body.text).toContain(
      'Hello Jane <3,\n\nYour verification code to complete your GTM Combine registration is:\n318205',
    );
    expect(sent?.body.html).toContain('Hello Jane &#60;3,');
    expect(sent?.body.html).toContain('318205');
    expect(sent?.body.html).not.toContain('<3');
  });

  it('sends an invoice with its PDF attached (raw MIME) and no link in its words (issue 46)', async () => {
    const to = 'ap@northwind.test';
    const pdf = Buffer.from('%PDF-1.3\n% an invoice\n%%EOF\n');
    const job = await settle(
      {
        template: 'invoice',
        to,
        ref: 'invoice:GTM-2026-00042',
        params: {
          kind: 'invoice',
          number: 'GTM-2026-00042',
          seller: 'GTM Combine Europe GmbH',
          companyName: 'Northwind Robotics SE',
          description: 'Success fee: placement of Erin Invoiced, starting Mon, Jan 4, 2027',
          total: 'EUR 19,040.00',
          dueOn: 'Fri, Jan 8, 2027',
        },
        attachments: [
          {
            filename: 'invoice-GTM-2026-00042.pdf',
            contentType: 'application/pdf',
            contentBase64: pdf.toString('base64'),
          },
        ],
      },
      'invoice-1',
    );
    expect(await job?.getState()).toBe('completed');
    const [sent] = await mailsTo(to);
    expect(sent).toMatchObject({ subject: 'Invoice GTM-2026-00042 from GTM Combine Europe GmbH' });
    expect(sent?.body.text).toContain('Total due: EUR 19,040.00, by Fri, Jan 8, 2027.');
    expect(`${sent?.body.text}${sent?.body.html}`).not.toMatch(/\/api\/|https?:\/\//);
    expect(sent?.attachments).toEqual([
      expect.objectContaining({ filename: 'invoice-GTM-2026-00042.pdf', contentType: 'application/pdf' }),
    ]);
    expect(Buffer.from(sent!.attachments![0]!.content, 'base64').equals(pdf)).toBe(true);
  });

  it('opens a sealed code and mails it; a code sealed for another address fails at once', async () => {
    const sealed = sealCode(keys, 'coder@example.com', '042917');
    const job = await settle(
      { template: 'sign-in-code', to: 'coder@example.com', ref: 'code:sign-in', params: {}, sealed },
      'code-1',
    );
    expect(await job?.getState()).toBe('completed');
    const sent = (await mailbox()).find((email) => email.destination.to.includes('coder@example.com'));
    expect(sent?.body.text).toContain(
      'Hello,\n\nYour verification code to sign in to GTM Combine is:\n042917',
    );
    expect(sent?.body.html).toContain('042917');

    const stolen = await settle(
      { template: 'sign-in-code', to: 'thief@example.com', ref: 'code:sign-in', params: {}, sealed },
      'code-2',
    );
    expect(await stolen?.getState()).toBe('failed');
    expect(stolen?.attemptsMade).toBe(1);
    expect(stolen?.failedReason).toMatch(/does not open/);
    expect(await mailsTo('thief@example.com')).toEqual([]);
  });

  it('completes a sign-in-unknown job without sending anything', async () => {
    const to = 'nobody@example.com';
    const job = await settle(
      {
        template: 'sign-in-unknown',
        to,
        ref: 'code:sign-in',
        params: {},
        sealed: sealCode(keys, to, '555123'),
      },
      'unknown-1',
    );
    expect(await job?.getState()).toBe('completed');
    expect(job?.attemptsMade).toBe(1);
    expect(job?.returnvalue).toEqual({ messageId: null });
    expect(await mailsTo(to)).toEqual([]);
  });

  it('fails a job with an invalid address at once, without retrying', async () => {
    const job = await settle(
      {
        template: 'sign-in-code',
        to: 'not-an-address',
        ref: 'code:sign-in',
        params: {},
        sealed: sealCode(keys, 'not-an-address', '123456'),
      },
      'bad-address',
    );
    expect(await job?.getState()).toBe('failed');
    expect(job?.attemptsMade).toBe(1);
    expect(job?.failedReason).toBe('invalid email job: to');
  });

  it.each([
    {
      case: 'a name too long for the template',
      id: 'bad-params-long-name',
      template: 'sign-in-code',
      params: { name: 'x'.repeat(201) },
      code: '123456',
      reason: /^params for template "sign-in-code" are invalid: [\s\S]*at name/,
    },
    {
      case: 'a blank name',
      id: 'bad-params-blank-name',
      template: 'registration-code',
      params: { name: '   ' },
      code: '123456',
      reason: /^params for template "registration-code" are invalid: [\s\S]*at name/,
    },
    {
      case: 'a sealed secret that is not a code',
      id: 'bad-params-not-a-code',
      template: 'sign-in-code',
      params: {},
      code: 'not-a-code',
      reason: /^params for template "sign-in-code" are invalid: [\s\S]*at code/,
    },
    {
      case: 'no sealed code at all',
      id: 'bad-params-no-code',
      template: 'registration-code',
      params: {},
      code: undefined,
      reason: /^registration-code job without a sealed code$/,
    },
  ])('fails a job with $case at once, without retrying', async ({ id, template, params, code, reason }) => {
    const to = `${id}@example.com`;
    const job = await settle(
      {
        template,
        to,
        ref: 'code:sign-in',
        params,
        ...(code === undefined ? {} : { sealed: sealCode(keys, to, code) }),
      },
      id,
    );
    expect(await job?.getState()).toBe('failed');
    expect(job?.attemptsMade).toBe(1);
    expect(job?.failedReason).toMatch(reason);
    expect(await mailsTo(to)).toEqual([]);
  });

  it('sends a job once: the same job processed again after its e-mail went out (a worker died) sends nothing', async () => {
    const to = 'once@example.com';
    const data = {
      template: 'combine-shared',
      to,
      ref: 'share:s1',
      params: {
        name: 'Olive',
        companyName: 'Acme',
        combineName: 'Q3 SDRs',
        candidateCount: '6',
        shareId: 's1',
      },
    };
    const job = await settle(data, 'combine-shared.e1.u1');
    expect(await job?.getState()).toBe('completed');
    expect(await mailsTo(to)).toHaveLength(1);
    // BullMQ hands the same job to a worker again (as after a stalled, dead worker): it is skipped.
    await job!.retry('completed');
    for (let tries = 0; tries < 100 && (await job!.getState()) !== 'completed'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    const again = await driver.settle('send', data, { jobId: 'combine-shared.e1.u1', attempts: 1 });
    expect(again?.returnvalue).toEqual({ messageId: null, alreadyDelivered: true });
    // The same job id queued anew, once BullMQ forgot the first (completed jobs are trimmed): still once.
    await again!.remove();
    const requeued = await settle(data, 'combine-shared.e1.u1');
    expect(requeued?.returnvalue).toEqual({ messageId: null, alreadyDelivered: true });
    const [mail, ...more] = await mailsTo(to);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('New talent combine for Acme: Q3 SDRs');
    expect(mail?.body.text).toContain('http://localhost:8080/employer/combines/s1');
    expect(await deliveries.has('combine-shared.e1.u1')).toBe(true);
  });

  it('keys a job BullMQ numbered by its number and creation time (numbers restart when a queue is emptied)', async () => {
    const to = 'numbered@example.com';
    const data = {
      template: 'sign-in-code',
      to,
      ref: 'code:sign-in',
      params: {},
      sealed: sealCode(keys, to, '161803'),
    };
    const producer = new Queue(QUEUES.email, { connection: { url: redisUrl }, prefix: QUEUE_PREFIX });
    const numbered = await producer.add('send', data);
    await producer.close();
    expect(numbered.id).toMatch(/^\d+$/);
    for (let tries = 0; tries < 100 && (await mailsTo(to)).length === 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    expect(await deliveries.has(`${numbered.id}@${numbered.timestamp}`)).toBe(true);
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it("sends a code before a fan-out's e-mails queued ahead of it, and at most maxPerSecond a second", async () => {
    // Queued through the outbox, as the services queue them, while no worker runs.
    await worker.close();
    const run = Date.now();
    const admins = Array.from({ length: 12 }, (_, index) => `admin${index}.${run}@example.com`);
    await ctx.outbox.publish(
      admins.map((to, index) =>
        outboxMessage.fanOutEmail(
          { template: 'candidate-invitation', to, ref: `notice:${run}`, params: { name: `Admin ${index}` } },
          `notice.${run}.${index}`,
        ),
      ),
    );
    const to = `waiting.${run}@example.com`;
    const code = outboxMessage.email(
      { template: 'sign-in-code', to, ref: 'code:sign-in', params: {}, sealed: sealCode(keys, to, '577215') },
      `code.${run}`,
    );
    await ctx.outbox.publish(code);
    const mailer = createSesMailer({ region: 'us-east-1', endpoint: sesUrl, from: 'a@b.test' });
    worker = startEmailWorker({ mailer, log, redisUrl, keys, deliveries, maxPerSecond: 4 });

    for (let tries = 0; tries < 300 && (await mailsTo(admins[11] as string)).length === 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await mailsTo(to)).toHaveLength(1);
    const queue = new Queue(QUEUES.email, { connection: { url: redisUrl }, prefix: QUEUE_PREFIX });
    const started = async (id: string) => (await queue.getJob(id))?.processedOn ?? Number.NaN;
    const codeStarted = await started(code.id);
    const noticesStarted = await Promise.all(admins.map((_, index) => started(`notice.${run}.${index}`)));
    await queue.close();
    for (const at of noticesStarted) expect(at).toBeGreaterThanOrEqual(codeStarted);
    // 13 e-mails at 4 a second (paced one per 250 ms): the last starts at least 3 s after the first.
    expect(Math.max(...noticesStarted) - codeStarted).toBeGreaterThanOrEqual(2_500);
  });

  it('retries when SES is unreachable', async () => {
    await worker.close();
    const deadMailer = createSesMailer({
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:1',
      from: 'a@b.test',
    });
    worker = startEmailWorker({ mailer: deadMailer, log, redisUrl, keys, deliveries });
    const to = 'ok@example.com';
    const job = await settle(
      { template: 'sign-in-code', to, ref: 'code:sign-in', params: {}, sealed: sealCode(keys, to, '271828') },
      'ses-down',
    );
    expect(await job?.getState()).toBe('failed');
    expect(job?.attemptsMade).toBe(3);
  });
});
