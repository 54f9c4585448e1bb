import { loadEnv } from '@gtm/service-kit/env';
import { runWorkerService } from '@gtm/service-kit/service-main';
import { ZCandidatesEnv } from './env.ts';
import { startAccountEventsWorker } from './jobs/account-events.worker.ts';
import { startCandidateCleanupWorker } from './jobs/candidate-cleanup.worker.ts';
import { startHiringEventsWorker } from './jobs/hiring-events.worker.ts';
import type { THiringEventConsumer } from '@gtm/contracts/hiring-events';
import { createCandidateAccountsRepository } from './routes/candidate-accounts/candidate-accounts.repository.ts';
import { announceCandidateProfilesThrough } from './routes/candidate-profiles/candidate-profile-cache.ts';
import { createCandidateProfilesRepository } from './routes/candidate-profiles/candidate-profiles.repository.ts';
import { announceEmployerReadsThrough } from './employer-read-model/employer-reads-cache.ts';
import { createEmployerRepositories } from './employer-read-model/employer-repositories.ts';
import { openNotificationsConsumer } from './routes/notifications/notifications.consumer.ts';
import { createNotificationsRepository } from './routes/notifications/notifications.repository.ts';
import { createOnePagersRepository } from './routes/one-pagers/one-pagers.repository.ts';
import { analyticsConsumer } from './routes/analytics/analytics.consumer.ts';
import { createOutcomesRepository } from './routes/outcomes/outcomes.repository.ts';
import { createAnalyticsRepository } from './routes/analytics/analytics.repository.ts';
import { createFileStore, fileStoreConfigFromEnv } from './storage/file-store.ts';
import { createProcessedEventsRepository } from '@gtm/service-kit/processed-events';

const env = loadEnv(ZCandidatesEnv);

await runWorkerService({
  service: 'svc-candidates',
  env,
  async start(context) {
    // The worker changes what employers read (renames, deletions): every serving process hears it.
    announceEmployerReadsThrough(context.redis, context.log);
    // And what candidates read as their own profile (registrations, deletions).
    announceCandidateProfilesThrough(context.redis, context.log);
    const inbox = await createProcessedEventsRepository(context.mongo);
    const accounts = await createCandidateAccountsRepository(context.mongo);
    // An account's deletion removes its profile, one-pagers and files in S3.
    const files = createFileStore(fileStoreConfigFromEnv(env), context.log);
    const profiles = await createCandidateProfilesRepository(context.mongo);
    const onePagers = await createOnePagersRepository(context.mongo);
    // And what clients did with the candidate (evaluations, comments, interview requests, views).
    const employer = await createEmployerRepositories(context.mongo);
    // And the outcomes they recorded.
    const outcomes = await createOutcomesRepository(context.mongo);
    // And the account's notifications (of any kind of user).
    const notificationsStore = await createNotificationsRepository(context.mongo, context.redis);
    const accountEvents = startAccountEventsWorker({
      inbox,
      accounts,
      profiles,
      onePagers,
      ...employer,
      outcomes,
      notifications: notificationsStore,
      files,
      outbox: context.outbox,
      log: context.log,
      redisUrl: env.REDIS_URL,
    });
    context.onClose('account-events worker', () => accountEvents.close());
    // A profile an admin deleted: its files in S3 and its one-pagers.
    const cleanup = startCandidateCleanupWorker({
      profiles,
      onePagers,
      ...employer,
      outcomes,
      files,
      log: context.log,
      redisUrl: env.REDIS_URL,
    });
    context.onClose('candidate-cleanup worker', () => cleanup.close());
    // The hiring loop's events: each consumer keeps its own records (analytics rollups, notifications).
    const notifications = await openNotificationsConsumer({
      ...context,
      notifications: notificationsStore,
      urls: { clients: env.SVC_CLIENTS_URL, auth: env.SVC_AUTH_URL },
      onePagers,
      interviewRequests: employer.interviewRequests,
      profiles,
    });
    // The admins' analytics: funnel rollups per day, company and share.
    const analytics = analyticsConsumer(await createAnalyticsRepository(context.mongo));
    const hiringConsumers: THiringEventConsumer[] = [analytics, notifications];
    const hiringEvents = startHiringEventsWorker({
      consumers: hiringConsumers,
      inbox,
      log: context.log,
      redisUrl: env.REDIS_URL,
    });
    context.onClose('hiring-events worker', () => hiringEvents.close());
    // After the worker: a deletion in progress finishes with S3 still open.
    context.onClose('s3', async () => files.close());
  },
});
