import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import type { THiringEventConsumer } from '@gtm/contracts/hiring-events';
import { QUEUES } from '@gtm/contracts/queues';
import { createAuditTrail } from '@gtm/service-kit/audit-trail';
import { erasureKeyFrom } from '@gtm/service-kit/erased-person';
import type { TIdentitySigner } from '@gtm/service-kit/identity';
import { createInternalClient } from '@gtm/service-kit/internal-call';
import type { TInternalClient } from '@gtm/service-kit/internal-call';
import type { TOutbox } from '@gtm/service-kit/outbox';
import { createQueue } from '@gtm/service-kit/queue';
import { createProcessedEventsRepository } from '@gtm/service-kit/processed-events';
import type { TServiceAppDeps } from '@gtm/service-kit/service-app';
import type { TCandidatesAppDeps } from './app.ts';
import type { TCandidatesEnv } from './env.ts';
import { aliasKeyFrom } from './client-privacy/anonymization.ts';
import {
  announceEmployerReadsThrough,
  openEmployerReadsCache,
} from './employer-read-model/employer-reads-cache.ts';
import { createEmployerRepositories } from './employer-read-model/employer-repositories.ts';
import { flushHeldViewsOn } from './routes/one-pager-views/one-pager-views.repository.ts';
import type { startAccountEventsWorker } from './jobs/account-events.worker.ts';
import type { startCandidateCleanupWorker } from './jobs/candidate-cleanup.worker.ts';
import type { startHiringEventsWorker } from './jobs/hiring-events.worker.ts';
import { dashboardCountersOn } from './dashboard-counters/dashboard-counters.repository.ts';
import type { startDashboardRecountWorker } from './jobs/dashboard-recount.worker.ts';
import { createAdminDashboardReadModel } from './routes/admin-dashboard/admin-dashboard.read-model.ts';
import { createDashboardRecount } from './routes/admin-dashboard/admin-dashboard.recount.ts';
import { analyticsConsumer } from './across-hiring/analytics/analytics.consumer.ts';
import { createAnalyticsRepository } from './across-hiring/analytics/analytics.repository.ts';
import { createAvailabilityRepository } from './routes/availability/availability.repository.ts';
import { createCombineDaysRepository } from './hiring/combine-days/combine-days.repository.ts';
import { createBookingLedger } from './hiring/booking-ledger/booking-ledger.ts';
import { createBookingLedgerRepository } from './hiring/booking-ledger/booking-ledger.repository.ts';
import { recordedHoldsFrom } from './hiring/booking-ledger/recorded-holds.ts';
import { isActivePlacement } from '@gtm/hiring/placement-lifecycle';
import type { TPlacementStatus } from '@gtm/hiring/placement-lifecycle';
import { createCandidateAccountsRepository } from './routes/candidate-accounts/candidate-accounts.repository.ts';
import {
  announceCandidateProfilesThrough,
  openCandidateProfileCache,
} from './routes/candidate-profiles/candidate-profile-cache.ts';
import { createCandidateProfilesRepository } from './routes/candidate-profiles/candidate-profiles.repository.ts';
import { createContactRateLimit } from './routes/contact-submissions/contact-rate-limit.ts';
import type { TContactRateLimitOptions } from './routes/contact-submissions/contact-rate-limit.ts';
import { createContactSubmissionsRepository } from './routes/contact-submissions/contact-submissions.repository.ts';
import { companyZonesThroughPeers } from './hiring/decisions/company-zones.ts';
import { createDecisionDeadlinesRepository } from './hiring/decisions/decision-deadlines.repository.ts';
import { registerDecisionSweepScheduler } from './hiring/decisions/decision-reminders.job.ts';
import {
  COMBINE_DAY_REMINDERS_JOB,
  registerCombineDayRemindersScheduler,
  sweepCombineDayReminders,
} from './hiring/combine-days/combine-day-reminders.job.ts';
import type { TCombineDayReminderDeps } from './hiring/combine-days/combine-day-reminders.job.ts';
import type {
  startDecisionRemindersWorker,
  TDecisionSweep,
} from './hiring/decisions/decision-reminders.job.ts';
import { decisionsConsumer } from './hiring/decisions/decisions.consumer.ts';
import { recipientsThroughPeers } from './across-hiring/notifications/notification-recipients.ts';
import { notificationsConsumer } from './across-hiring/notifications/notifications.consumer.ts';
import { createNotificationsRepository } from './across-hiring/notifications/notifications.repository.ts';
import { createOnePagersRepository } from './routes/one-pagers/one-pagers.repository.ts';
import { createOutcomesRepository } from './employer-read-model/outcomes.repository.ts';
import { hireClaims } from './hiring/placements/placements.service.ts';
import { createPlacementsRepository } from './hiring/placements/placements.repository.ts';
import type { startPlacementChecksWorker } from './jobs/placement-checks.worker.ts';
import { createTalentCombinesRepository } from './routes/talent-combines/talent-combines.repository.ts';
import { createFileStore, fileStoreConfigFromEnv } from './storage/file-store.ts';
import type { TFileStoreConfig } from './storage/file-store.ts';

/** The services svc-candidates calls on behalf of its callers: svc-clients (employers, companies), svc-auth (admins). */
export type TCandidatesPeers = {
  clients: Pick<TInternalClient, 'call'>;
  auth: Pick<TInternalClient, 'call'>;
};

/** What a deployment reads from its environment and a test sets: how svc-candidates' parts are configured. */
export type TCandidatesSettings = {
  /** The key employers' aliases of candidates derive from (from the identity secret). */
  aliasKey: Buffer;
  /** The key an erased candidate's phone numbers are digested with for svc-auth's audit log. */
  erasureKey: Buffer;
  /** Proxies in front of the gateway that append to X-Forwarded-For (the contact form's per-IP budget). */
  trustedProxies: number;
  /** The S3 store of uploads. */
  fileStore: TFileStoreConfig;
  /** The contact form's budget; absent, CONTACT_RATE_LIMIT under the deployed key prefix. */
  contactRateLimit?: TContactRateLimitOptions;
};

/** svc-candidates' settings from its environment, as `main.ts` and `worker.ts` run. */
export const candidatesSettingsFrom = (env: TCandidatesEnv): TCandidatesSettings => ({
  aliasKey: aliasKeyFrom(env.IDENTITY_SECRET),
  erasureKey: erasureKeyFrom(env.IDENTITY_SECRET),
  trustedProxies: env.TRUSTED_PROXIES,
  fileStore: fileStoreConfigFromEnv(env),
});

/** The peers at the environment's URLs, as a deployed process calls them, and a `close` for their connections. */
export const openCandidatesPeers = (env: TCandidatesEnv, signer: TIdentitySigner) => {
  const clients = createInternalClient({ baseUrl: env.SVC_CLIENTS_URL, signer });
  const auth = createInternalClient({ baseUrl: env.SVC_AUTH_URL, signer });
  return {
    peers: { clients, auth } satisfies TCandidatesPeers,
    close: async () => {
      await Promise.all([clients.close(), auth.close()]);
    },
  };
};

/** What svc-candidates is composed from: a process's (or a test's) connections, its settings and its peers. */
export type TCandidatesContext = TServiceAppDeps & {
  mongo: Connection;
  redis: Redis;
  /** The Redis the BullMQ workers connect to. */
  redisUrl: string;
  /** The process's outbox: every job the service adds is published through it. */
  outbox: TOutbox;
  settings: TCandidatesSettings;
  /** Read at each call: a test may point them elsewhere while the app runs. */
  peers: TCandidatesPeers;
};

/** `open` run at the first call only; every later call answers what it opened (one repository per process). */
const once = <T>(open: () => T) => {
  let opened: { value: T } | undefined;
  return () => (opened ??= { value: open() }).value;
};

/** svc-candidates' repositories on its database, each opened at its first use. */
const repositoriesOf = ({ mongo, redis }: TCandidatesContext) => ({
  profiles: once(() => createCandidateProfilesRepository(mongo)),
  accounts: once(() => createCandidateAccountsRepository(mongo)),
  onePagers: once(() => createOnePagersRepository(mongo)),
  talentCombines: once(() => createTalentCombinesRepository(mongo)),
  submissions: once(() => createContactSubmissionsRepository(mongo)),
  employer: once(() => createEmployerRepositories(mongo)),
  outcomes: once(() => createOutcomesRepository(mongo)),
  placements: once(() => createPlacementsRepository(mongo)),
  analytics: once(() => createAnalyticsRepository(mongo)),
  decisionDeadlines: once(() => createDecisionDeadlinesRepository(mongo)),
  notifications: once(() => createNotificationsRepository(mongo, redis)),
  /** The candidates' weekly availability for combine days (the planner reads it by user ids). */
  availability: once(() => createAvailabilityRepository(mongo)),
  /** The combine days (issue 35): afternoons of segments, one candidate each. */
  combineDays: once(() => createCombineDaysRepository(mongo)),
  /** The booking ledger: one document per candidate holding the intervals they are booked for. */
  bookingLedger: once(() => createBookingLedgerRepository(mongo)),
  /** The workers' inbox of applied events. */
  inbox: once(() => createProcessedEventsRepository(mongo)),
});

/** The admin dashboard's recount over the repositories of what it counts (their counters are the connection's). */
const dashboardRecountOf = (context: TCandidatesContext, repositories: ReturnType<typeof repositoriesOf>) =>
  once(async () => {
    const employer = await repositories.employer();
    return createDashboardRecount({
      counters: dashboardCountersOn(context.mongo),
      profiles: await repositories.profiles(),
      onePagers: await repositories.onePagers(),
      talentCombines: await repositories.talentCombines(),
      submissions: await repositories.submissions(),
      onePagerViews: employer.onePagerViews,
      combineShares: employer.combineShares,
    });
  });

/**
 * svc-candidates' composition: its repositories, S3 store and read caches built from `context`, each once and
 * only when asked for, so the app and the workers of one process (a test's) share them. It answers the app's
 * deps, what each worker needs, and `close` for what it opened (in the order opened).
 */
export const openCandidatesComposition = (context: TCandidatesContext) => {
  const { log, redis, settings } = context;
  const opened: { name: string; close: () => Promise<unknown> }[] = [];
  // The one-pager opens the views and the counters still hold are written before the connection closes.
  opened.push({ name: 'one-pager views', close: () => flushHeldViewsOn(context.mongo) });
  opened.push({ name: 'dashboard counters', close: () => dashboardCountersOn(context.mongo).flush() });
  const repositories = repositoriesOf(context);
  const dashboardRecount = dashboardRecountOf(context, repositories);
  const files = once(() => {
    const store = createFileStore(settings.fileStore, log);
    opened.push({ name: 's3', close: async () => store.close() });
    return store;
  });
  /** Employer reads kept in memory, announced over Redis, and the accounts erased (a serving process's). */
  const employerReads = once(async () => {
    const cache = await openEmployerReadsCache(redis, log);
    opened.push({ name: 'employer reads cache', close: cache.close });
    return cache;
  });
  /** The candidates' own profile reads kept in memory (a serving process's). */
  const profileReads = once(async () => {
    const cache = await openCandidateProfileCache(redis, log);
    opened.push({ name: 'candidate profile cache', close: cache.close });
    return cache;
  });

  /** The booking ledger, opened with the bookings candidates' records already make. */
  const bookings = once(async () =>
    createBookingLedger({
      ledger: await repositories.bookingLedger(),
      recordedHolds: recordedHoldsFrom({
        combineDays: await repositories.combineDays(),
        interviewRequests: (await repositories.employer()).interviewRequests,
        placements: await repositories.placements(),
        isPlaced: (status) => isActivePlacement(status as TPlacementStatus),
      }),
    }),
  );

  /** What the combine days' reminders read and publish through. */
  const combineDayRemindersDeps = async (): Promise<TCombineDayReminderDeps> => ({
    combineDays: await repositories.combineDays(),
    accounts: await repositories.accounts(),
    availability: await repositories.availability(),
    outbox: context.outbox,
    log,
  });

  /** What the purges of a candidate's data (account deleted, profile deleted) remove from. */
  const purgeDeps = async () => ({
    onePagers: await repositories.onePagers(),
    ...(await repositories.employer()),
    outcomes: await repositories.outcomes(),
    placements: await repositories.placements(),
    combineDays: await repositories.combineDays(),
    bookings: await bookings(),
    decisionDeadlines: await repositories.decisionDeadlines(),
    availability: await repositories.availability(),
    files: files(),
    log,
  });

  /** The consumers of the hiring loop's events, each keeping its own records. */
  const hiringConsumers = {
    /** The admins' analytics: funnel rollups per day, company and share. */
    analytics: async () => analyticsConsumer(await repositories.analytics()),
    /** The decisions due: one deadline per meeting, closed by the company's decision (issue 34, part 4). */
    decisions: async () =>
      decisionsConsumer({
        deadlines: await repositories.decisionDeadlines(),
        interviewRequests: (await repositories.employer()).interviewRequests,
        zones: companyZonesThroughPeers(context.peers),
      }),
    /** The notification centre: each event's readers (asked of the peers) get their notifications. */
    notifications: async () =>
      notificationsConsumer({
        notifications: await repositories.notifications(),
        recipients: recipientsThroughPeers(context.peers),
        onePagers: await repositories.onePagers(),
        interviewRequests: (await repositories.employer()).interviewRequests,
        profiles: await repositories.profiles(),
      }),
  };

  return {
    /** What `createCandidatesApp` takes. */
    appDeps: once(async () => {
      const store = files();
      const profiles = await repositories.profiles();
      const accounts = await repositories.accounts();
      const onePagers = await repositories.onePagers();
      const talentCombines = await repositories.talentCombines();
      const submissions = await repositories.submissions();
      const employer = await repositories.employer();
      const reads = await employerReads();
      const ownReads = await profileReads();
      return {
        log,
        signer: context.signer,
        readinessChecks: context.readinessChecks,
        isDraining: context.isDraining,
        outbox: context.outbox,
        // Where the employer routes read the access snapshots svc-clients keeps (else they ask svc-clients).
        redis,
        submissions,
        contactRateLimit: createContactRateLimit(redis, settings.contactRateLimit),
        trustedProxies: settings.trustedProxies,
        profiles,
        accounts,
        onePagers,
        talentCombines,
        files: store,
        audit: createAuditTrail(context.outbox),
        dashboard: createAdminDashboardReadModel({
          counters: dashboardCountersOn(context.mongo),
          recount: await dashboardRecount(),
          profiles,
          accounts,
          onePagers,
        }),
        ...employer,
        aliasKey: settings.aliasKey,
        peers: context.peers,
        employerReads: reads.cache,
        erased: reads.erased,
        profileReads: ownReads.cache,
        outcomes: await repositories.outcomes(),
        placements: await repositories.placements(),
        combineDays: await repositories.combineDays(),
        bookings: await bookings(),
        claims: hireClaims({
          placements: await repositories.placements(),
          outbox: context.outbox,
          profiles,
          accounts,
          onePagers,
          peers: context.peers,
          bookings: await bookings(),
        }),
        analytics: await repositories.analytics(),
        decisionDeadlines: await repositories.decisionDeadlines(),
        notifications: await repositories.notifications(),
        availability: await repositories.availability(),
      } satisfies TCandidatesAppDeps;
    }),
    /**
     * For a process that writes without serving reads (the worker): its changes to what employers and
     * candidates read are announced on Redis, to every serving process's caches.
     */
    announceWrites() {
      announceEmployerReadsThrough(redis, log);
      announceCandidateProfilesThrough(redis, log);
    },
    /** What each worker needs (`start<Name>Worker` takes it). */
    workers: {
      /** `account-events`: svc-candidates' record of accounts, and all of a deleted account's data. */
      accountEvents: async (): Promise<Parameters<typeof startAccountEventsWorker>[0]> => ({
        ...(await purgeDeps()),
        inbox: await repositories.inbox(),
        accounts: await repositories.accounts(),
        profiles: await repositories.profiles(),
        notifications: await repositories.notifications(),
        outbox: context.outbox,
        erasureKey: settings.erasureKey,
        hiring: {
          outbox: context.outbox,
          placements: await repositories.placements(),
          combineDays: await repositories.combineDays(),
          interviewRequests: (await repositories.employer()).interviewRequests,
          accounts: await repositories.accounts(),
          availability: await repositories.availability(),
        },
        redisUrl: context.redisUrl,
      }),
      /** `candidate-cleanup`: what a profile an admin deleted leaves behind (its files, its one-pagers). */
      candidateCleanup: async (): Promise<Parameters<typeof startCandidateCleanupWorker>[0]> => ({
        ...(await purgeDeps()),
        profiles: await repositories.profiles(),
        redisUrl: context.redisUrl,
      }),
      /** `placement-checks`: the hourly sweep of the placements' 90-day checks. */
      placementChecks: async (): Promise<Parameters<typeof startPlacementChecksWorker>[0]> => ({
        placements: await repositories.placements(),
        outbox: context.outbox,
        log,
        redisUrl: context.redisUrl,
      }),
      /** `dashboard-recount`: the nightly recount of the admin dashboard's counters. */
      dashboardRecount: async (): Promise<Parameters<typeof startDashboardRecountWorker>[0]> => ({
        recount: await dashboardRecount(),
        log,
        redisUrl: context.redisUrl,
      }),
      /** `decision-reminders`: the sweeps of the decisions due (reminders to companies, overdue notices). */
      decisionReminders: async (): Promise<Parameters<typeof startDecisionRemindersWorker>[0]> => {
        const combineDayReminders = await combineDayRemindersDeps();
        return {
          deadlines: await repositories.decisionDeadlines(),
          zones: companyZonesThroughPeers(context.peers),
          onePagers: await repositories.onePagers(),
          outbox: context.outbox,
          log,
          redisUrl: context.redisUrl,
          sweeps: {
            [COMBINE_DAY_REMINDERS_JOB]: (at: Date) => sweepCombineDayReminders(combineDayReminders, at),
          },
        };
      },
      /** The combine days' reminders' sweep (issue 47), on the `decision-reminders` queue. */
      combineDayReminders: combineDayRemindersDeps,
      /** `hiring-events`, applied by `consumers` (by default every consumer of `hiringConsumers`, in order). */
      hiringEvents: async (
        consumers?: readonly THiringEventConsumer[],
      ): Promise<Parameters<typeof startHiringEventsWorker>[0]> => ({
        consumers: consumers ?? [
          await hiringConsumers.analytics(),
          await hiringConsumers.notifications(),
          await hiringConsumers.decisions(),
        ],
        inbox: await repositories.inbox(),
        log,
        redisUrl: context.redisUrl,
      }),
    },
    /** The consumers of the hiring loop's events, each keeping its own records. */
    hiringConsumers,
    /** The admin dashboard's recount (start-up when its counters are missing, the nightly job, tests). */
    dashboardRecount,
    /** Registers the decisions' sweep's BullMQ job scheduler (every 15 minutes): one, whatever the number of workers. */
    async scheduleDecisionSweeps() {
      const sweeps = createQueue<TDecisionSweep>(QUEUES.decisionReminders, {
        redisUrl: context.redisUrl,
        log,
      });
      opened.push({ name: 'decision-reminders queue', close: () => sweeps.close() });
      await registerDecisionSweepScheduler(sweeps.queue);
      await registerCombineDayRemindersScheduler(sweeps.queue);
    },
    /** Closes what the composition opened (the S3 store, the read caches), in the order it opened them. */
    async close() {
      for (const step of opened.splice(0)) {
        await step.close().catch((error: unknown) => {
          log.error({ step: step.name, err: error }, 'close failed');
        });
      }
    },
  };
};
