import { httpEnvShape, loadEnv } from '@gtm/service-kit/env';
import { runDemoSeed } from '@gtm/service-kit/seed';
import { createInternalClient } from '@gtm/service-kit/internal-call';
import { runHttpService } from '@gtm/service-kit/service-main';
import { createAuthApp } from './app.ts';
import { ZAuthEnv } from './env.ts';
import { createErasureTombstones } from './routes/account-data/erasure-tombstones.ts';
import { createAuditLogRepository } from './routes/audit-log/audit-log.repository.ts';
import { createSignInDeps } from './routes/sign-in/sign-in-deps.ts';
import { ensureAdmins } from './routes/users/admins.ts';
import { openCurrentUserCache } from './routes/users/current-user-cache.ts';
import { createUsersRepository } from './routes/users/users.repository.ts';
import { demoSeeders } from './seed/demo-seed.ts';

const env = loadEnv(ZAuthEnv.extend(httpEnvShape));

await runHttpService({
  service: 'svc-auth',
  env,
  async build(context) {
    const currentUsers = await openCurrentUserCache(context.redis, context.log);
    context.onClose('current-user cache', currentUsers.close);
    const users = await createUsersRepository(context.mongo, { onChanged: currentUsers.cache.changed });
    const signIn = await createSignInDeps({ ...context, env, users });
    // Demo data first: the demo admin is only written into an empty collection, before ADMIN_EMAILS fill it. The
    // demo candidates and the demo employer are announced on their account-events queues, as registrations are.
    if (env.SEED_DEMO) await runDemoSeed(demoSeeders(users, context.outbox), context.log);
    await ensureAdmins(users, env.ADMIN_EMAILS, context.log);
    const clientsApi = createInternalClient({ baseUrl: env.SVC_CLIENTS_URL, signer: context.signer });
    context.onClose('svc-clients client', () => clientsApi.close());
    return createAuthApp({
      ...context,
      currentUsers: currentUsers.cache,
      ...signIn,
      clientsApi,
      auditLog: await createAuditLogRepository(context.mongo),
      erasures: createErasureTombstones(context.redis),
    });
  },
});
