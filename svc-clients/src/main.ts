import { createAuditTrail } from '@gtm/service-kit/audit-trail';
import { httpEnvShape, loadEnv } from '@gtm/service-kit/env';
import { runDemoSeed } from '@gtm/service-kit/seed';
import { runHttpService } from '@gtm/service-kit/service-main';
import { createClientsApp } from './app.ts';
import { ZClientsEnv } from './env.ts';
import { createClientCompaniesRepository } from './routes/client-companies/client-companies.repository.ts';
import { createClientUsersRepository } from './routes/client-users/client-users.repository.ts';
import { createAccessSnapshots } from './routes/employer-access/access-snapshots.ts';
import { demoSeeders } from './seed/demo-seed.ts';

const env = loadEnv(ZClientsEnv.extend(httpEnvShape));

await runHttpService({
  service: 'svc-clients',
  env,
  async build(context) {
    const companies = await createClientCompaniesRepository(context.mongo);
    const users = await createClientUsersRepository(context.mongo, companies);
    if (env.SEED_DEMO) await runDemoSeed(demoSeeders(companies, users), context.log);
    return createClientsApp({
      ...context,
      companies,
      users,
      accessSnapshots: createAccessSnapshots({ redis: context.redis, users, companies, log: context.log }),
      audit: createAuditTrail(context.outbox),
    });
  },
});
