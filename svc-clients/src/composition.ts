import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { QUEUES } from '@gtm/contracts/queues';
import { createAuditTrail } from '@gtm/service-kit/audit-trail';
import type { TOutbox } from '@gtm/service-kit/outbox';
import { createProcessedEventsRepository } from '@gtm/service-kit/processed-events';
import { createQueue } from '@gtm/service-kit/queue';
import { runDemoSeed } from '@gtm/service-kit/seed';
import type { TServiceAppDeps } from '@gtm/service-kit/service-app';
import { createAccessSnapshots } from './access-changes/access-snapshots.ts';
import type { TClientsAppDeps } from './app.ts';
import { createClientCompaniesRepository } from './client-directory/client-companies.repository.ts';
import { createClientUsersRepository } from './client-directory/client-users.repository.ts';
import type { startClientAccountEventsWorker } from './jobs/client-account-events.worker.ts';
import { registerDigestScheduler } from './jobs/client-digests.worker.ts';
import type { startClientDigestsWorker, TDigestRun } from './jobs/client-digests.worker.ts';
import type { startClientShareEventsWorker } from './jobs/client-share-events.worker.ts';
import { demoSeeders } from './seed/demo-seed.ts';
import { createShareNoticesRepository } from './share-notices/share-notices.repository.ts';

/** What svc-clients is composed from: a process's (or a test's) connections. */
export type TClientsContext = TServiceAppDeps & {
  mongo: Connection;
  redis: Redis;
  /** The Redis the BullMQ workers (and the digests' scheduler) connect to. */
  redisUrl: string;
  /** The process's outbox: every job the service adds is published through it. */
  outbox: TOutbox;
};

/** `open` run at the first call only; every later call answers what it opened (one repository per process). */
const once = <T>(open: () => T) => {
  let opened: { value: T } | undefined;
  return () => (opened ??= { value: open() }).value;
};

/**
 * svc-clients' composition: its repositories and access snapshots built from `context`, each once and only when
 * asked for, so the app and the workers of one process (a test's) share them. It answers the app's deps, what
 * each worker needs, the demo seed, and `close` for what it opened.
 */
export const openClientsComposition = (context: TClientsContext) => {
  const { log, mongo, redis, outbox } = context;
  const opened: { name: string; close: () => Promise<unknown> }[] = [];
  const companies = once(() => createClientCompaniesRepository(mongo));
  const users = once(async () => createClientUsersRepository(mongo, await companies()));
  /** The share notices waiting for a company's digest. */
  const notices = once(() => createShareNoticesRepository(mongo));
  /** The workers' inbox of applied events. */
  const inbox = once(() => createProcessedEventsRepository(mongo));
  /** The employers' access snapshots svc-candidates reads, kept in Redis. */
  const accessSnapshots = once(async () =>
    createAccessSnapshots({ redis, users: await users(), companies: await companies(), log }),
  );
  /** What the workers share: the directory, the outbox, their Redis and log. */
  const workerBase = async () => ({
    companies: await companies(),
    users: await users(),
    outbox,
    redisUrl: context.redisUrl,
    log,
  });

  return {
    /** What `createClientsApp` takes. */
    appDeps: once(
      async () =>
        ({
          log,
          signer: context.signer,
          readinessChecks: context.readinessChecks,
          isDraining: context.isDraining,
          companies: await companies(),
          users: await users(),
          outbox,
          accessSnapshots: await accessSnapshots(),
          audit: createAuditTrail(outbox),
        }) satisfies TClientsAppDeps,
    ),
    /** Writes the demo companies and users into an empty directory (SEED_DEMO). */
    seedDemo: async () => runDemoSeed(demoSeeders(await companies(), await users()), log),
    /** What each worker needs (`startClient<Name>Worker` takes it). */
    workers: {
      /** `client-account-events`: svc-auth's events about employer accounts, into the directory. */
      accountEvents: async (): Promise<Parameters<typeof startClientAccountEventsWorker>[0]> => ({
        ...(await workerBase()),
        inbox: await inbox(),
        accessSnapshots: await accessSnapshots(),
      }),
      /** `client-share-events`: combines shared with and withdrawn from companies, noticed to their users. */
      shareEvents: async (): Promise<Parameters<typeof startClientShareEventsWorker>[0]> => ({
        ...(await workerBase()),
        inbox: await inbox(),
        notices: await notices(),
      }),
      /** `client-digests`: the runs of the companies' digests of share notices. */
      digests: async (): Promise<Parameters<typeof startClientDigestsWorker>[0]> => ({
        ...(await workerBase()),
        notices: await notices(),
      }),
    },
    /** Registers the digests' BullMQ job scheduler: one, whatever the number of workers. */
    async scheduleDigests() {
      const digestRuns = createQueue<TDigestRun>(QUEUES.clientDigests, { redisUrl: context.redisUrl, log });
      opened.push({ name: 'client-digests queue', close: () => digestRuns.close() });
      await registerDigestScheduler(digestRuns.queue);
    },
    /** Closes what the composition opened (the digests' queue), in the order it opened it. */
    async close() {
      for (const step of opened.splice(0)) {
        await step.close().catch((error: unknown) => {
          log.error({ step: step.name, err: error }, 'close failed');
        });
      }
    },
  };
};
