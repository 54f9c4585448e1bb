import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QUEUES } from '@gtm/contracts/queues';
import { createLogger } from '@gtm/service-kit/logger';
import { openQueueDriver } from '@gtm/service-kit/test-context';
import { createSesMailer } from '../mail/ses-mailer.ts';
import { deriveCodeKeys, sealCode } from '../sign-in/code-crypto.ts';
import { startEmailWorker } from './email.worker.ts';

type TSesLocal = (config: { host: string; port: number }) => Promise<Server>;
type TStoredEmail = {
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
};

// aws-ses-v2-local is CommonJS with its server factory as `exports.default`.
const startSesLocal = (createRequire(import.meta.url)('aws-ses-v2-local') as { default: TSesLocal }).default;

const redisUrl = process.env.REDIS_URL as string;
const keys = deriveCodeKeys('email-worker-test-secret-0123456789-abcdef');
const log = createLogger({ name: 'svc-auth-worker', level: 'silent' });
let ses: Server;
let sesUrl: string;
let driver: Awaited<ReturnType<typeof openQueueDriver>>;
let worker: ReturnType<typeof startEmailWorker>;

const mailbox = async (): Promise<TStoredEmail[]> =>
  ((await (await fetch(`${sesUrl}/store`)).json()) as { emails: TStoredEmail[] }).emails;

const settle = (data: unknown, jobId: string) => driver.settle('send', data, { jobId, attempts: 3 });

beforeAll(async () => {
  ses = await startSesLocal({ host: '127.0.0.1', port: 0 });
  sesUrl = `http://127.0.0.1:${(ses.address() as AddressInfo).port}`;
  driver = await openQueueDriver(QUEUES.email, { redisUrl, log });
  const mailer = createSesMailer({
    region: 'us-east-1',
    endpoint: sesUrl,
    from: 'GTM Combine <no-reply@gtmcombine.test>',
  });
  worker = startEmailWorker({ mailer, log, redisUrl, keys });
});

afterAll(async () => {
  await worker.close();
  await driver.close();
  await new Promise<void>((resolve) => {
    ses.closeAllConnections();
    ses.close(() => resolve());
  });
});

describe('email worker', () => {
  it('renders a notice and sends it through the SES API', async () => {
    const job = await settle(
      {
        template: 'notice',
        to: 'jane@example.com',
        ref: 'user:665f1c0ffee0000000000001',
        params: { subject: 'Your profile is live', message: 'Recruiters can now see it.', name: 'Jane <3' },
      },
      'notice-1',
    );
    expect(await job?.getState()).toBe('completed');
    expect(job?.returnvalue).toEqual({ messageId: expect.any(String) });
    const sent = (await mailbox()).find((email) => email.subject === 'Your profile is live');
    expect(sent).toMatchObject({
      from: 'GTM Combine <no-reply@gtmcombine.test>',
      destination: { to: ['jane@example.com'] },
    });
    expect(sent?.body.text).toContain('Hello Jane <3,\n\nRecruiters can now see it.');
    expect(sent?.body.html).toContain('Hello Jane &#60;3,');
    expect(sent?.body.html).not.toContain('<3');
  });

  it('opens a sealed code and mails it; a code sealed for another address fails at once', async () => {
    const sealed = sealCode(keys, 'coder@example.com', '042917');
    const job = await settle(
      { template: 'sign-in-code', to: 'coder@example.com', ref: 'code:sign-in', params: {}, sealed },
      'code-1',
    );
    expect(await job?.getState()).toBe('completed');
    const sent = (await mailbox()).find((email) => email.destination.to.includes('coder@example.com'));
    expect(sent?.body.text).toContain('042917');
    expect(sent?.body.html).toContain('042917');

    const stolen = await settle(
      { template: 'sign-in-code', to: 'thief@example.com', ref: 'code:sign-in', params: {}, sealed },
      'code-2',
    );
    expect(await stolen?.getState()).toBe('failed');
    expect(stolen?.attemptsMade).toBe(1);
    expect(stolen?.failedReason).toMatch(/does not open/);
  });

  it('fails a job with an invalid address at once, without retrying', async () => {
    const job = await settle(
      { template: 'notice', to: 'not-an-address', ref: 'user:1', params: { subject: 'x', message: 'y' } },
      'bad-address',
    );
    expect(await job?.getState()).toBe('failed');
    expect(job?.attemptsMade).toBe(1);
    expect(job?.failedReason).toMatch(/invalid email job: to/);
  });

  it('fails a job whose params do not fit its template at once', async () => {
    const job = await settle(
      { template: 'notice', to: 'ok@example.com', ref: 'user:2', params: {} },
      'bad-params',
    );
    expect(await job?.getState()).toBe('failed');
    expect(job?.attemptsMade).toBe(1);
    expect(job?.failedReason).toMatch(/params for template "notice"/);
  });

  it('retries when SES is unreachable', async () => {
    await worker.close();
    const deadMailer = createSesMailer({
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:1',
      from: 'a@b.test',
    });
    worker = startEmailWorker({ mailer: deadMailer, log, redisUrl, keys });
    const job = await settle(
      { template: 'notice', to: 'ok@example.com', ref: 'user:3', params: { subject: 's', message: 'm' } },
      'ses-down',
    );
    expect(await job?.getState()).toBe('failed');
    expect(job?.attemptsMade).toBe(3);
  });
});
