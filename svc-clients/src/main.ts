import { createAuditTrail } from '@gtm/service-kit/audit-trail';
import { httpEnvShape, loadEnv } from '@gtm/service-kit/env';
import { runDemoSeed } from '@gtm/service-kit/seed';
import { runHttpService } from '@gtm/service-kit/service-main';
import { createAccessSnapshots } from './access-changes/access-snapshots.ts';
import { createClientsApp } from './app.ts';
import { createClientCompaniesRepository } from './client-directory/client-companies.repository.ts';
import { createClientUsersRepository } from './client-directory/client-users.repository.ts';
import { ZClientsEnv } from './env.ts';
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
