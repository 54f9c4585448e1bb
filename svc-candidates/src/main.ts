import { httpEnvShape, loadEnv } from '@gtm/service-kit/env';
import { runHttpService } from '@gtm/service-kit/service-main';
import { createCandidatesApp } from './app.ts';
import { candidatesSettingsFrom, openCandidatesComposition, openCandidatesPeers } from './composition.ts';
import { ZCandidatesEnv } from './env.ts';
import { syncAdminListFields } from './routes/admin-candidates/list-fields-sync.ts';
import { startDemoSeed } from './seed/demo-seed.ts';

const env = loadEnv(ZCandidatesEnv.extend(httpEnvShape));

await runHttpService({
  service: 'svc-candidates',
  env,
  async build(context) {
    // Internal calls, on behalf of the caller: svc-clients (employers, companies), svc-auth (admins' names).
    const peers = openCandidatesPeers(env, context.signer);
    const composition = openCandidatesComposition({
      ...context,
      redisUrl: env.REDIS_URL,
      settings: candidatesSettingsFrom(env),
      peers: peers.peers,
    });
    const deps = await composition.appDeps();
    // The admin dashboard's counters, counted once when missing (a first start): in the background.
    void (await composition.dashboardRecount()).ensureCounted().catch((error: unknown) => {
      context.log.error({ err: error }, 'admin dashboard counters not counted');
    });
    // The admin lists' copies of records written before them, or by the seed: in the background, idempotent.
    const syncLists = () =>
      syncAdminListFields(deps).catch((error: unknown) => {
        context.log.error({ err: error }, 'admin list fields not synced');
      });
    if (env.SEED_DEMO) {
      // In the background: it waits for svc-auth's demo accounts to arrive as events. Stopped before S3 closes.
      const { accounts, profiles, onePagers, talentCombines, files, log } = deps;
      const seed = startDemoSeed({
        mongo: context.mongo,
        accounts,
        profiles,
        onePagers,
        talentCombines,
        files,
        log,
      });
      context.onClose('demo seed', seed.stop);
      void seed.done.then(syncLists);
    } else {
      void syncLists();
    }
    context.onClose('s3 and read caches', composition.close);
    context.onClose('internal calls', peers.close);
    return createCandidatesApp(deps);
  },
});
