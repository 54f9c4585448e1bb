import { httpEnvShape, loadEnv } from '@gtm/service-kit/env';
import { runDemoSeed } from '@gtm/service-kit/seed';
import { createInternalClient } from '@gtm/service-kit/internal-call';
import { runHttpService } from '@gtm/service-kit/service-main';
import { createAuthApp } from './app.ts';
import { openAuthComposition } from './composition.ts';
import { ZAuthEnv } from './env.ts';
import { ensureAdmins } from './routes/users/admins.ts';
import { demoSeeders } from './seed/demo-seed.ts';

const env = loadEnv(ZAuthEnv.extend(httpEnvShape));

await runHttpService({
  service: 'svc-auth',
  env,
  async build(context) {
    const composition = openAuthComposition({ ...context, env });
    context.onClose('current-user cache', composition.close);
    const clientsApi = createInternalClient({ baseUrl: env.SVC_CLIENTS_URL, signer: context.signer });
    context.onClose('svc-clients client', () => clientsApi.close());
    const deps = await composition.appDeps({ clientsApi });
    // Demo data first: the demo admin is only written into an empty collection, before ADMIN_EMAILS fill it. The
    // demo candidates and the demo employer are announced on their account-events queues, as registrations are.
    if (env.SEED_DEMO) await runDemoSeed(demoSeeders(deps.users, context.outbox), context.log);
    await ensureAdmins(deps.users, env.ADMIN_EMAILS, context.log);
    return createAuthApp(deps);
  },
});
