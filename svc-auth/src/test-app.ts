import type { Redis } from 'ioredis';
import type { TAccountEvent } from '@gtm/contracts/account-events';
import type { TEmailJob } from '@gtm/contracts/email-job';
import { QUEUES } from '@gtm/contracts/queues';
import { createInternalClient } from '@gtm/service-kit/internal-call';
import type { TInternalClient } from '@gtm/service-kit/internal-call';
import type { TLogger } from '@gtm/service-kit/logger';
import { createQueue } from '@gtm/service-kit/queue';
import { openTestContext, TEST_IDENTITY_SECRET, testClient } from '@gtm/service-kit/test-context';
import { createAuthApp } from './app.ts';
import { openAuthComposition } from './composition.ts';
import { ZAuthEnv } from './env.ts';
import type { TAuthEnv } from './env.ts';
import { startAdminNoticesWorker } from './jobs/admin-notices.worker.ts';
import { startAuditEventsWorker } from './jobs/audit-events.worker.ts';
import { startAuthAccountEventsWorker } from './jobs/auth-account-events.worker.ts';
import { openMailHarness } from './test-mail.ts';
import type { TMailHarness } from './test-mail.ts';

export { freshEmail } from './test-mail.ts';
/** The audit-events worker's processor, for tests that run its jobs by hand. */
export { auditEventsProcessor } from './jobs/audit-events.worker.ts';
export type { TCookieJar, TMailHarness, TSendOptions, TStoredEmail } from './test-mail.ts';

/** What a test may change in svc-auth's test app. */
export type TAuthTestOverrides = {
  /** Environment values over the test defaults (rate limits, lifetimes). */
  env?: Record<string, string>;
  /** The logger of the app, its queues and (with `mail`) the e-mail worker, for a test that reads the log lines. */
  log?: TLogger;
  /** The command Redis of sessions and rate limits: a dead one is a Redis outage. */
  redis?: Redis;
  /**
   * Also run the mail round trip: an aws-ses-v2-local server, the e-mail worker delivering to it, and the
   * mailbox and gateway-signed request helpers (`send`, `signIn`, `codeFor`, `jar`...) of `TMailHarness`.
   */
  mail?: boolean;
};

/** svc-auth's environment in tests: the test defaults (this run's Redis, the test identity secret) and `overrides`. */
const testEnvOf = (redisUrl: string, overrides: Record<string, string> = {}): TAuthEnv =>
  ZAuthEnv.parse({
    MONGODB_URI: 'mongodb://test',
    REDIS_URL: redisUrl,
    IDENTITY_SECRET: TEST_IDENTITY_SECRET,
    ...overrides,
  });

/** svc-auth's app on its own test context, composed as `main.ts` composes it (`composition.ts`). */
const openAuthApp = async (overrides: TAuthTestOverrides) => {
  const ctx = await openTestContext('svc-auth');
  const log = overrides.log ?? ctx.log;
  const env = testEnvOf(ctx.redisUrl, overrides.env);
  const composition = openAuthComposition({ ...ctx, log, env, sessionsRedis: overrides.redis });
  // The queues the outbox relays to, for tests that read the jobs (and the admin-notices worker's e-mails).
  const queueOptions = { redisUrl: ctx.redisUrl, log };
  const email = createQueue<TEmailJob>(QUEUES.email, queueOptions);
  const candidateEvents = createQueue<TAccountEvent>(QUEUES.accountEvents, queueOptions);
  const clientEvents = createQueue<TAccountEvent>(QUEUES.clientAccountEvents, queueOptions);
  // svc-clients' API at env's SVC_CLIENTS_URL (nothing listens there in tests: a 503) until `useClients`.
  let clientsApi: TInternalClient = createInternalClient({
    baseUrl: env.SVC_CLIENTS_URL,
    signer: ctx.signer,
  });
  const deps = await composition.appDeps({
    clientsApi: { call: (operation, input) => clientsApi.call(operation, input) },
  });
  const app = createAuthApp(deps);
  // What these two workers need is the app's already (its audit log, its accounts): they start synchronously.
  const auditEventsDeps = await composition.workers.auditEvents();
  const adminNoticesDeps = await composition.workers.adminNotices();
  const workers: { close: () => Promise<void> }[] = [];
  /** Keeps a started worker for `close`; closing twice would quit its Redis connection twice: once only. */
  const keep = <T extends { close: (deadlineMs?: number) => Promise<void> }>(started: T) => {
    let closing: Promise<void> | undefined;
    const worker = { ...started, close: (deadlineMs?: number) => (closing ??= started.close(deadlineMs)) };
    workers.push(worker);
    return worker;
  };
  return {
    ctx,
    app,
    env,
    users: deps.users,
    deps,
    /**
     * The queues svc-auth's outbox relays to: `email` (codes, invitations), `candidateEvents` (svc-candidates'
     * `account-events`) and `clientEvents` (svc-clients' `client-account-events`), for tests reading the jobs.
     */
    queues: { email: email.queue, candidateEvents: candidateEvents.queue, clientEvents: clientEvents.queue },
    client: testClient(app, ctx),
    /** Points the app's svc-clients calls at `baseUrl` (a svc-clients test app served on a free port). */
    async useClients(baseUrl: string) {
      await clientsApi.close();
      clientsApi = createInternalClient({ baseUrl, signer: ctx.signer });
    },
    /**
     * Starts the `auth-account-events` worker on this app's database, as `worker.ts` does: the events other
     * services publish for svc-auth reach `users`. `close` closes it, unless the caller did first.
     */
    async startAccountEventsWorker() {
      return keep(startAuthAccountEventsWorker(await composition.workers.accountEvents()));
    },
    /** Starts the `audit-events` worker into this app's audit log, as `worker.ts` does. */
    startAuditEventsWorker() {
      return keep(startAuditEventsWorker(auditEventsDeps));
    },
    /** Starts the `admin-notices` worker on this app's accounts and e-mail queue, as `worker.ts` does. */
    startAdminNoticesWorker() {
      return keep(startAdminNoticesWorker(adminNoticesDeps));
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.close()));
      await clientsApi.close();
      await Promise.all([email.close(), candidateEvents.close(), clientEvents.close()]);
      await composition.close();
      await ctx.close();
    },
  };
};
export type TAuthTestApp = Awaited<ReturnType<typeof openAuthApp>>;
/** svc-auth's test app with the mail round trip (`openAuthTestApp({ mail: true })`). */
export type TAuthMailTestApp = TAuthTestApp & TMailHarness;

/**
 * svc-auth's app on its own test context (a throw-away database), assembled exactly as `main.ts` does. For
 * integration tests of svc-auth, of the gateway in front of it and of the services its events reach; `close`
 * closes the mail round trip (with `mail`), the queues and the context.
 */
export async function openAuthTestApp(
  overrides: TAuthTestOverrides & { mail: true },
): Promise<TAuthMailTestApp>;
export async function openAuthTestApp(overrides?: TAuthTestOverrides): Promise<TAuthTestApp>;
export async function openAuthTestApp(
  overrides: TAuthTestOverrides = {},
): Promise<TAuthTestApp | TAuthMailTestApp> {
  const auth = await openAuthApp(overrides);
  if (!overrides.mail) return auth;
  const mail = await openMailHarness({
    ctx: auth.ctx,
    log: overrides.log ?? auth.ctx.log,
    target: auth,
  }).catch(async (error: unknown) => {
    await auth.close();
    throw error;
  });
  return {
    ...auth,
    ...mail.harness,
    async close() {
      await mail.close();
      await auth.close();
    },
  };
}
