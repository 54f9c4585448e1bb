import { randomBytes } from 'node:crypto';
import type { TSdrProfileInput } from '@gtm/contracts/candidate-profile';
import type { TAuthAccountEvent } from '@gtm/contracts/account-events';
import { CONTACT_RATE_LIMIT } from '@gtm/contracts/contact-submissions';
import type { TAuditEvent } from '@gtm/contracts/audit';
import type { TCandidateCleanupJob } from '@gtm/contracts/candidate-cleanup';
import type { TAdminNotice, TClientShareEvent } from '@gtm/contracts/client-share-events';
import type { TEmailJob } from '@gtm/contracts/email-job';
import { QUEUES } from '@gtm/contracts/queues';
import { erasureKeyFrom } from '@gtm/service-kit/erased-person';
import type { TIdentitySigner } from '@gtm/service-kit/identity';
import { createInternalClient } from '@gtm/service-kit/internal-call';
import type { TInternalClient } from '@gtm/service-kit/internal-call';
import type { TLogger } from '@gtm/service-kit/logger';
import { createQueue } from '@gtm/service-kit/queue';
import { openTestContext, TEST_IDENTITY_SECRET, testClient } from '@gtm/service-kit/test-context';
import { createCandidatesApp } from './app.ts';
import { openCandidatesComposition } from './composition.ts';
import { runGuaranteeChecks } from './hiring/placements/guarantee-checks.ts';
import { aliasKeyFrom } from './client-privacy/anonymization.ts';
import { sweepDecisions } from './hiring/decisions/decision-reminders.job.ts';
import { sweepCombineDayReminders } from './hiring/combine-days/combine-day-reminders.job.ts';
import { startAccountEventsWorker } from './jobs/account-events.worker.ts';
import { startHiringEventsWorker } from './jobs/hiring-events.worker.ts';
import type { TContactRateLimitOptions } from './routes/contact-submissions/contact-rate-limit.ts';
import { fileStoreConfigFromEnv, ZS3Env } from './storage/file-store.ts';
import type { TFileStore } from './storage/file-store.ts';

/** How a serving process learns of erased accounts, for tests that start one after an erasure. */
export { listenForErasures } from './employer-read-model/erased-accounts.ts';

/** The queues svc-candidates' outbox relays to, for tests that read the jobs. */
const openRelayedQueues = (options: { redisUrl: string; log: TLogger }) => ({
  authEvents: createQueue<TAuthAccountEvent>(QUEUES.authAccountEvents, options),
  auditEvents: createQueue<TAuditEvent>(QUEUES.auditEvents, options),
  cleanupJobs: createQueue<TCandidateCleanupJob>(QUEUES.candidateCleanup, options),
  emailJobs: createQueue<TEmailJob>(QUEUES.email, options),
  shareEvents: createQueue<TClientShareEvent>(QUEUES.clientShareEvents, options),
  adminNotices: createQueue<TAdminNotice>(QUEUES.adminNotices, options),
});

/** Where no service listens: a call there fails as one to an unreachable service does. */
const UNREACHABLE = 'http://127.0.0.1:9';

/**
 * The other services this one calls, on behalf of the caller: none until a test points them at its own
 * (`usePeers`, e.g. svc-clients' test app on a port); meanwhile a call fails as an unreachable service does.
 */
const openTestPeers = (signer: TIdentitySigner) => {
  const opened: TInternalClient[] = [];
  const peerAt = (baseUrl = UNREACHABLE) => {
    const client = createInternalClient({ baseUrl, signer, timeoutMs: 2_000 });
    opened.push(client);
    return client;
  };
  const peers = { clients: peerAt(), auth: peerAt() };
  return {
    peers,
    usePeers(urls: { clients?: string; auth?: string }) {
      if (urls.clients) peers.clients = peerAt(urls.clients);
      if (urls.auth) peers.auth = peerAt(urls.auth);
    },
    close: () => Promise.all(opened.map((client) => client.close())),
  };
};

/**
 * svc-candidates' app on a throw-away database and the S3 endpoint the integration project started (infra/test),
 * composed as `main.ts` composes it (`composition.ts`), with its repositories, its workers on demand and a
 * client that signs requests as the gateway would. For integration tests of svc-candidates and of the gateway.
 */
export const openCandidatesTestApp = async (
  options: {
    contactRateLimit?: Omit<TContactRateLimitOptions, 'keyPrefix'>;
    /** The connection emits the driver's command events (`ctx.mongo.getClient().on('commandStarted', ...)`). */
    monitorCommands?: boolean | undefined;
  } = {},
) => {
  const ctx = await openTestContext('svc-candidates', { monitorCommands: options.monitorCommands });
  const fileStoreConfig = fileStoreConfigFromEnv(ZS3Env.parse(process.env));
  const queues = openRelayedQueues(ctx);
  const peers = openTestPeers(ctx.signer);
  const composition = openCandidatesComposition({
    ...ctx,
    settings: {
      aliasKey: aliasKeyFrom(TEST_IDENTITY_SECRET),
      erasureKey: erasureKeyFrom(TEST_IDENTITY_SECRET),
      // As behind the ingress: one proxy appends to X-Forwarded-For before the gateway.
      trustedProxies: 1,
      fileStore: fileStoreConfig,
      // Redis outlives the run (unlike the database), so budgets get a per-run prefix: earlier runs spent none.
      contactRateLimit: {
        ...(options.contactRateLimit ?? CONTACT_RATE_LIMIT),
        keyPrefix: `rl:contact:test:${randomBytes(4).toString('hex')}`,
      },
    },
    peers: peers.peers,
  });
  const deps = await composition.appDeps();
  const app = createCandidatesApp(deps);
  const workers: { close: () => Promise<void> }[] = [];
  /**
   * Starts the `account-events` worker on this app's database and S3, as `worker.ts` does (`files` replaces the
   * store it deletes through: an S3 outage). `close` closes it, unless the caller did first.
   */
  const startWorker = async (options: { files?: Pick<TFileStore, 'listKeys' | 'delete'> } = {}) => {
    const started = startAccountEventsWorker({
      ...(await composition.workers.accountEvents()),
      files: options.files ?? deps.files,
    });
    let closing: Promise<void> | undefined;
    const worker = { ...started, close: (deadlineMs?: number) => (closing ??= started.close(deadlineMs)) };
    workers.push(worker);
    return worker;
  };
  /**
   * Starts the `hiring-events` worker with the notification centre's consumer alone, as `worker.ts` runs it
   * (readers asked of the peers `usePeers` points at). `close` closes it with the app.
   */
  const startNotificationsWorker = async () => {
    const consumer = await composition.hiringConsumers.notifications();
    const workerDeps = await composition.workers.hiringEvents([consumer]);
    const worker = startHiringEventsWorker(workerDeps);
    workers.push(worker);
    return { consumer, inbox: workerDeps.inbox, worker };
  };
  const close = async () => {
    await Promise.all(workers.map((worker) => worker.close()));
    await composition.close();
    await Promise.all(Object.values(queues).map((queue) => queue.close()));
    await peers.close();
    await ctx.close();
  };
  return {
    ctx,
    app,
    client: testClient(app, ctx),
    close,
    submissions: deps.submissions,
    deps,
    fileStoreConfig,
    startAccountEventsWorker: startWorker,
    startNotificationsWorker,
    /**
     * The decisions due (issue 34, part 4), as the worker runs them: their hiring-events consumer (its
     * companies' zones asked of the peers), and one sweep of the reminders as of `at` (the worker's clock).
     */
    decisions: {
      consumer: () => composition.hiringConsumers.decisions(),
      sweep: async (at: Date) => sweepDecisions(await composition.workers.decisionReminders(), at),
    },
    /** One sweep of the combine days' reminders as of `at` (the worker's clock), as the worker runs it. */
    sweepCombineDayReminders: async (at: Date) =>
      sweepCombineDayReminders(await composition.workers.combineDayReminders(), at),
    /** One sweep of the placements' 90-day checks at `at` (the worker runs it hourly): how many were asked. */
    runGuaranteeChecks: (at: Date) =>
      runGuaranteeChecks({ placements: deps.placements, outbox: deps.outbox }, at),
    /** The `audit-events` queue the app publishes admin writes to (tests read the jobs of their targets). */
    auditEvents: queues.auditEvents.queue,
    /** The `candidate-cleanup` queue deleted profiles' cleanups go to (tests run them with `cleanupDeletedProfile`). */
    cleanupJobs: queues.cleanupJobs.queue,
    /** The `email` queue reminders go to (svc-auth's worker sends them). */
    emailJobs: queues.emailJobs.queue,
    /** The `auth-account-events` queue svc-auth reads (a removed registration's event). */
    authEvents: queues.authEvents.queue,
    /** The `client-share-events` queue svc-clients reads (combines shared and withdrawn). */
    shareEvents: queues.shareEvents.queue,
    /** The `admin-notices` queue svc-auth reads (client decisions, interview requests). */
    adminNotices: queues.adminNotices.queue,
    /** Points the internal calls at running services: svc-clients (required by the employer routes), svc-auth. */
    usePeers: peers.usePeers,
    /** The admin dashboard's recount, as the nightly job runs it (after a test wrote records around the repositories). */
    recountDashboard: async () => (await composition.dashboardRecount()).recount(),
  };
};
export type TCandidatesTestApp = Awaited<ReturnType<typeof openCandidatesTestApp>>;

/** The smallest files whose bytes `file-type` reads as a PDF and a PNG: what test uploads send. */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
export const SAMPLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A valid SDR form, for tests that need a profile to exist rather than to check the form. */
export const SAMPLE_SDR_PROFILE: TSdrProfileInput = {
  location: 'Austin, TX',
  headline: 'Aspiring SDR',
  workPreference: ['Remote'],
  expectedSalary: '60k-80k',
  salesCareerReason: 'I enjoy helping buyers solve real problems.',
  education: { school: 'UT Austin', graduationDate: '2024-05', major: 'Economics', gpa: '3.6' },
  passions: ['Running'],
  moduleSeen: true,
};
