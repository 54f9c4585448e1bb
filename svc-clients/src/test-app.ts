import type { TAuthAccountEvent } from '@gtm/contracts/account-events';
import type { TAuditEvent } from '@gtm/contracts/audit';
import type { TAdminNotice } from '@gtm/contracts/client-share-events';
import type { TEmailJob } from '@gtm/contracts/email-job';
import type { TIdentity } from '@gtm/contracts/identity';
import { QUEUES } from '@gtm/contracts/queues';
import { createQueue } from '@gtm/service-kit/queue';
import { openTestContext, testClient } from '@gtm/service-kit/test-context';
import { createClientsApp } from './app.ts';
import { openClientsComposition } from './composition.ts';
import { startClientAccountEventsWorker } from './jobs/client-account-events.worker.ts';
import { startClientDigestsWorker } from './jobs/client-digests.worker.ts';
import type { TDigestRun } from './jobs/client-digests.worker.ts';
import { startClientShareEventsWorker } from './jobs/client-share-events.worker.ts';

/** An admin identity as the gateway would sign it. */
export const TEST_ADMIN: TIdentity = { kind: 'admin', userId: '665f1c0ffee0000000000001', role: null };

/**
 * svc-clients' app on a throw-away database, composed as `main.ts` composes it (`composition.ts`; without the
 * demo seed: tests seed what they read), with its repositories, its queues, its workers on demand and a client
 * that signs requests as the gateway would.
 */
export const openClientsTestApp = async () => {
  const ctx = await openTestContext('svc-clients');
  const composition = openClientsComposition(ctx);
  const deps = await composition.appDeps();
  const app = createClientsApp(deps);
  // What the digests worker needs (the directory, the notices) is opened now: it starts synchronously.
  const digestsDeps = await composition.workers.digests();
  const queueOptions = { redisUrl: ctx.redisUrl, log: ctx.log };
  // The queues the outbox relays to (the app's events and the workers' e-mails and notices), for tests to read.
  const authEvents = createQueue<TAuthAccountEvent>(QUEUES.authAccountEvents, queueOptions);
  const auditEvents = createQueue<TAuditEvent>(QUEUES.auditEvents, queueOptions);
  const emailJobs = createQueue<TEmailJob>(QUEUES.email, queueOptions);
  const digestRuns = createQueue<TDigestRun>(QUEUES.clientDigests, queueOptions);
  const adminNotices = createQueue<TAdminNotice>(QUEUES.adminNotices, queueOptions);
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
    client: testClient(app, ctx),
    companies: deps.companies,
    users: deps.users,
    notices: digestsDeps.notices,
    /** The `auth-account-events` queue access changes go to (svc-auth reads it). */
    authEvents: authEvents.queue,
    /** The `audit-events` queue the app publishes admin writes to (tests read the jobs of their targets). */
    auditEvents: auditEvents.queue,
    /** The `email` queue share notices and digests go to (svc-auth's worker sends them). */
    emailJobs: emailJobs.queue,
    /** The employers' access snapshots svc-candidates reads (in this test's Redis). */
    accessSnapshots: deps.accessSnapshots,
    /** The `admin-notices` queue access requests are announced on (svc-auth e-mails the admins). */
    adminNotices: adminNotices.queue,
    /** The `client-digests` queue (the scheduler's and hand-made digest runs). */
    digestRuns: digestRuns.queue,
    /** Writes the demo companies and users, as `main.ts` does with SEED_DEMO on. */
    seedDemo: composition.seedDemo,
    /**
     * Starts the `client-account-events` worker on this app's database, as `worker.ts` does: the events svc-auth
     * publishes reach `companies` and `users`. `close` closes it, unless the caller did first.
     */
    async startAccountEventsWorker() {
      return keep(startClientAccountEventsWorker(await composition.workers.accountEvents()));
    },
    /** Starts the `client-share-events` worker, as `worker.ts` does. */
    async startShareEventsWorker() {
      return keep(startClientShareEventsWorker(await composition.workers.shareEvents()));
    },
    /** Starts the `client-digests` worker, as `worker.ts` does. */
    startDigestsWorker() {
      return keep(startClientDigestsWorker(digestsDeps));
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.close()));
      await Promise.all([
        authEvents.close(),
        auditEvents.close(),
        emailJobs.close(),
        digestRuns.close(),
        adminNotices.close(),
      ]);
      await composition.close();
      await ctx.close();
    },
  };
};
export type TClientsTestApp = Awaited<ReturnType<typeof openClientsTestApp>>;
