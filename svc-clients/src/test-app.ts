import type { TIdentity } from '@gtm/contracts/identity';
import { createProcessedEventsRepository } from '@gtm/service-kit/processed-events';
import { runDemoSeed } from '@gtm/service-kit/seed';
import { openTestContext, testClient } from '@gtm/service-kit/test-context';
import { createClientsApp } from './app.ts';
import { startClientAccountEventsWorker } from './jobs/client-account-events.worker.ts';
import { createClientCompaniesRepository } from './routes/client-companies/client-companies.repository.ts';
import { createClientUsersRepository } from './routes/client-users/client-users.repository.ts';
import { demoSeeders } from './seed/demo-seed.ts';

/** An admin identity as the gateway would sign it. */
export const TEST_ADMIN: TIdentity = { kind: 'admin', userId: '665f1c0ffee0000000000001', role: null };

/**
 * svc-clients' app on a throw-away database, assembled as `main.ts` does (without the demo seed: tests seed
 * what they read), with its repositories and a client that signs requests as the gateway would.
 */
export const openClientsTestApp = async () => {
  const ctx = await openTestContext('svc-clients');
  const companies = await createClientCompaniesRepository(ctx.mongo);
  const users = await createClientUsersRepository(ctx.mongo);
  const app = createClientsApp({ ...ctx, companies, users });
  const workers: { close: () => Promise<void> }[] = [];
  return {
    ctx,
    app,
    client: testClient(app, ctx),
    companies,
    users,
    /** Writes the demo companies and users, as `main.ts` does with SEED_DEMO on. */
    seedDemo: () => runDemoSeed(demoSeeders(companies, users), ctx.log),
    /**
     * Starts the `client-account-events` worker on this app's database, as `worker.ts` does: the events svc-auth
     * publishes reach `companies` and `users`. `close` closes it, unless the caller did first.
     */
    async startAccountEventsWorker() {
      const started = startClientAccountEventsWorker({
        inbox: await createProcessedEventsRepository(ctx.mongo),
        companies,
        users,
        log: ctx.log,
        redisUrl: ctx.redisUrl,
      });
      // Closing twice (the caller, then `close`) would quit its Redis connection twice: close it once.
      let closing: Promise<void> | undefined;
      const worker = { ...started, close: (deadlineMs?: number) => (closing ??= started.close(deadlineMs)) };
      workers.push(worker);
      return worker;
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.close()));
      await ctx.close();
    },
  };
};
export type TClientsTestApp = Awaited<ReturnType<typeof openClientsTestApp>>;
