import { randomBytes } from 'node:crypto';
import type { TSdrProfileInput } from '@gtm/contracts/candidate-profile';
import type { TAuthAccountEvent } from '@gtm/contracts/account-events';
import { CONTACT_RATE_LIMIT } from '@gtm/contracts/contact-submissions';
import type { TAuditEvent } from '@gtm/contracts/audit';
import type { TCandidateCleanupJob } from '@gtm/contracts/candidate-cleanup';
import type { TAdminNotice, TClientShareEvent } from '@gtm/contracts/client-share-events';
import type { TEmailJob } from '@gtm/contracts/email-job';
import { QUEUES } from '@gtm/contracts/queues';
import { createAuditTrail } from '@gtm/service-kit/audit-trail';
import { createInternalClient } from '@gtm/service-kit/internal-call';
import type { TInternalClient } from '@gtm/service-kit/internal-call';
import { createProcessedEventsRepository } from '@gtm/service-kit/processed-events';
import { createQueue } from '@gtm/service-kit/queue';
import { openTestContext, TEST_IDENTITY_SECRET, testClient } from '@gtm/service-kit/test-context';
import { createCandidatesApp } from './app.ts';
import { createAdminDashboardReadModel } from './routes/admin-dashboard/admin-dashboard.read-model.ts';
import { startAccountEventsWorker } from './jobs/account-events.worker.ts';
import { startHiringEventsWorker } from './jobs/hiring-events.worker.ts';
import { createCandidateAccountsRepository } from './routes/candidate-accounts/candidate-accounts.repository.ts';
import { openCandidateProfileCache } from './routes/candidate-profiles/candidate-profile-cache.ts';
import { createCandidateProfilesRepository } from './routes/candidate-profiles/candidate-profiles.repository.ts';
import { createContactRateLimit } from './routes/contact-submissions/contact-rate-limit.ts';
import type { TContactRateLimitOptions } from './routes/contact-submissions/contact-rate-limit.ts';
import { createContactSubmissionsRepository } from './routes/contact-submissions/contact-submissions.repository.ts';
import { aliasKeyFrom } from './employer-read-model/anonymization.ts';
import { openEmployerReadsCache } from './employer-read-model/employer-reads-cache.ts';
import { createEmployerRepositories } from './employer-read-model/employer-repositories.ts';
import { recipientsThroughPeers } from './routes/notifications/notification-recipients.ts';
import { notificationsConsumer } from './routes/notifications/notifications.consumer.ts';
import { createNotificationsRepository } from './routes/notifications/notifications.repository.ts';
import { createOnePagersRepository } from './routes/one-pagers/one-pagers.repository.ts';
import { createOutcomesRepository } from './routes/outcomes/outcomes.repository.ts';
import { createAnalyticsRepository } from './routes/analytics/analytics.repository.ts';
import { createTalentCombinesRepository } from './routes/talent-combines/talent-combines.repository.ts';
import { createFileStore, fileStoreConfigFromEnv, ZS3Env } from './storage/file-store.ts';
import type { TFileStore } from './storage/file-store.ts';

/**
 * svc-candidates' app on a throw-away database and the S3 endpoint the integration project started (infra/test),
 * assembled as `main.ts` does, with its repositories and a client that signs requests as the gateway would. For
 * integration tests of svc-candidates and of the gateway.
 */
/** How a serving process learns of erased accounts, for tests that start one after an erasure. */
export { listenForErasures } from './employer-read-model/erased-accounts.ts';
export const openCandidatesTestApp = async (
  options: {
    contactRateLimit?: Omit<TContactRateLimitOptions, 'keyPrefix'>;
    /** The connection emits the driver's command events (`ctx.mongo.getClient().on('commandStarted', ...)`). */
    monitorCommands?: boolean | undefined;
  } = {},
) => {
  const ctx = await openTestContext('svc-candidates', { monitorCommands: options.monitorCommands });
  const submissions = await createContactSubmissionsRepository(ctx.mongo);
  // Redis outlives the run (unlike the database), so budgets get a per-run prefix: earlier runs spent none of it.
  const contactRateLimit = createContactRateLimit(ctx.redis, {
    ...(options.contactRateLimit ?? CONTACT_RATE_LIMIT),
    keyPrefix: `rl:contact:test:${randomBytes(4).toString('hex')}`,
  });
  const fileStoreConfig = fileStoreConfigFromEnv(ZS3Env.parse(process.env));
  const files = createFileStore(fileStoreConfig, ctx.log);
  // The queues the app's outbox relays to, for tests that read the jobs.
  const authEvents = createQueue<TAuthAccountEvent>(QUEUES.authAccountEvents, {
    redisUrl: ctx.redisUrl,
    log: ctx.log,
  });
  const auditEvents = createQueue<TAuditEvent>(QUEUES.auditEvents, { redisUrl: ctx.redisUrl, log: ctx.log });
  const cleanupJobs = createQueue<TCandidateCleanupJob>(QUEUES.candidateCleanup, {
    redisUrl: ctx.redisUrl,
    log: ctx.log,
  });
  const emailJobs = createQueue<TEmailJob>(QUEUES.email, { redisUrl: ctx.redisUrl, log: ctx.log });
  const shareEvents = createQueue<TClientShareEvent>(QUEUES.clientShareEvents, {
    redisUrl: ctx.redisUrl,
    log: ctx.log,
  });
  const adminNotices = createQueue<TAdminNotice>(QUEUES.adminNotices, {
    redisUrl: ctx.redisUrl,
    log: ctx.log,
  });
  /**
   * The other services this one calls, on behalf of the caller: none until a test points them at its own
   * (`usePeers`, e.g. svc-clients' test app on a port); meanwhile a call fails as an unreachable service does.
   */
  const unreachable = 'http://127.0.0.1:9';
  const peerClients: TInternalClient[] = [];
  const peerAt = (baseUrl: string | undefined) => {
    const client = createInternalClient({
      baseUrl: baseUrl ?? unreachable,
      signer: ctx.signer,
      timeoutMs: 2_000,
    });
    peerClients.push(client);
    return client;
  };
  const peers = { clients: peerAt(undefined), auth: peerAt(undefined) };
  // The employer reads kept in memory, announced over this test's Redis, as main.ts keeps them.
  const employerReads = await openEmployerReadsCache(ctx.redis, ctx.log);
  // The candidates' own profile reads kept in memory, as main.ts keeps them.
  const profileReads = await openCandidateProfileCache(ctx.redis, ctx.log);
  const profiles = await createCandidateProfilesRepository(ctx.mongo);
  const accounts = await createCandidateAccountsRepository(ctx.mongo);
  const onePagers = await createOnePagersRepository(ctx.mongo);
  const talentCombines = await createTalentCombinesRepository(ctx.mongo);
  const employer = await createEmployerRepositories(ctx.mongo);
  const deps = {
    ...ctx,
    submissions,
    contactRateLimit,
    // As behind the ingress: one proxy appends to X-Forwarded-For before the gateway.
    trustedProxies: 1,
    profiles,
    accounts,
    onePagers,
    talentCombines,
    files,
    audit: createAuditTrail(ctx.outbox),
    dashboard: createAdminDashboardReadModel({
      profiles,
      accounts,
      onePagers,
      talentCombines,
      submissions,
      onePagerViews: employer.onePagerViews,
      combineShares: employer.combineShares,
    }),
    ...employer,
    aliasKey: aliasKeyFrom(TEST_IDENTITY_SECRET),
    peers,
    employerReads: employerReads.cache,
    erased: employerReads.erased,
    profileReads: profileReads.cache,
    outcomes: await createOutcomesRepository(ctx.mongo),
    analytics: await createAnalyticsRepository(ctx.mongo),
    notifications: await createNotificationsRepository(ctx.mongo, ctx.redis),
  };
  const app = createCandidatesApp(deps);
  const workers: { close: () => Promise<void> }[] = [];
  /**
   * Starts the `account-events` worker on this app's database and S3, as `worker.ts` does (`files` replaces the
   * store it deletes through: an S3 outage). `close` closes it, unless the caller did first.
   */
  const startWorker = async (options: { files?: Pick<TFileStore, 'listKeys' | 'delete'> } = {}) => {
    const started = startAccountEventsWorker({
      inbox: await createProcessedEventsRepository(ctx.mongo),
      accounts: deps.accounts,
      profiles: deps.profiles,
      onePagers: deps.onePagers,
      clientEvaluations: deps.clientEvaluations,
      clientComments: deps.clientComments,
      interviewRequests: deps.interviewRequests,
      onePagerViews: deps.onePagerViews,
      outcomes: deps.outcomes,
      files: options.files ?? files,
      outbox: ctx.outbox,
      log: ctx.log,
      redisUrl: ctx.redisUrl,
    });
    let closing: Promise<void> | undefined;
    const worker = { ...started, close: (deadlineMs?: number) => (closing ??= started.close(deadlineMs)) };
    workers.push(worker);
    return worker;
  };
  /**
   * Starts the `hiring-events` worker with the notification centre's consumer, as `worker.ts` does (readers
   * asked of the peers `usePeers` points at). `close` closes it with the app.
   */
  const startNotificationsWorker = async () => {
    const consumer = notificationsConsumer({
      notifications: deps.notifications,
      recipients: recipientsThroughPeers(peers),
      onePagers: deps.onePagers,
      interviewRequests: deps.interviewRequests,
      profiles: deps.profiles,
    });
    const inbox = await createProcessedEventsRepository(ctx.mongo);
    const worker = startHiringEventsWorker({
      consumers: [consumer],
      inbox,
      log: ctx.log,
      redisUrl: ctx.redisUrl,
    });
    workers.push(worker);
    return { consumer, inbox, worker };
  };
  const close = async () => {
    await Promise.all(workers.map((worker) => worker.close()));
    files.close();
    await authEvents.close();
    await auditEvents.close();
    await cleanupJobs.close();
    await emailJobs.close();
    await shareEvents.close();
    await adminNotices.close();
    await Promise.all(peerClients.map((client) => client.close()));
    await employerReads.close();
    await profileReads.close();
    await ctx.close();
  };
  return {
    ctx,
    app,
    client: testClient(app, ctx),
    close,
    submissions,
    deps,
    fileStoreConfig,
    startAccountEventsWorker: startWorker,
    startNotificationsWorker,
    /** The `audit-events` queue the app publishes admin writes to (tests read the jobs of their targets). */
    auditEvents: auditEvents.queue,
    /** The `candidate-cleanup` queue deleted profiles' cleanups go to (tests run them with `cleanupDeletedProfile`). */
    cleanupJobs: cleanupJobs.queue,
    /** The `email` queue reminders go to (svc-auth's worker sends them). */
    emailJobs: emailJobs.queue,
    /** The `auth-account-events` queue svc-auth reads (a removed registration's event). */
    authEvents: authEvents.queue,
    /** The `client-share-events` queue svc-clients reads (combines shared and withdrawn). */
    shareEvents: shareEvents.queue,
    /** The `admin-notices` queue svc-auth reads (client decisions, interview requests). */
    adminNotices: adminNotices.queue,
    /** Points the internal calls at running services: svc-clients (required by the employer routes), svc-auth. */
    usePeers(urls: { clients?: string; auth?: string }) {
      if (urls.clients) peers.clients = peerAt(urls.clients);
      if (urls.auth) peers.auth = peerAt(urls.auth);
    },
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
