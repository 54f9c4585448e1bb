import { createAuditTrail } from '@gtm/service-kit/audit-trail';
import { httpEnvShape, loadEnv } from '@gtm/service-kit/env';
import { createInternalClient } from '@gtm/service-kit/internal-call';
import { runHttpService } from '@gtm/service-kit/service-main';
import { createCandidatesApp } from './app.ts';
import { createAdminDashboardReadModel } from './routes/admin-dashboard/admin-dashboard.read-model.ts';
import { syncAdminListFields } from './routes/admin-candidates/list-fields-sync.ts';
import { ZCandidatesEnv } from './env.ts';
import { createCandidateAccountsRepository } from './routes/candidate-accounts/candidate-accounts.repository.ts';
import { openCandidateProfileCache } from './routes/candidate-profiles/candidate-profile-cache.ts';
import { createCandidateProfilesRepository } from './routes/candidate-profiles/candidate-profiles.repository.ts';
import { createContactRateLimit } from './routes/contact-submissions/contact-rate-limit.ts';
import { createContactSubmissionsRepository } from './routes/contact-submissions/contact-submissions.repository.ts';
import { aliasKeyFrom } from './employer-read-model/anonymization.ts';
import { openEmployerReadsCache } from './employer-read-model/employer-reads-cache.ts';
import { createEmployerRepositories } from './employer-read-model/employer-repositories.ts';
import { createNotificationsRepository } from './routes/notifications/notifications.repository.ts';
import { createOnePagersRepository } from './routes/one-pagers/one-pagers.repository.ts';
import { createOutcomesRepository } from './routes/outcomes/outcomes.repository.ts';
import { createAnalyticsRepository } from './routes/analytics/analytics.repository.ts';
import { createTalentCombinesRepository } from './routes/talent-combines/talent-combines.repository.ts';
import { startDemoSeed } from './seed/demo-seed.ts';
import { createFileStore, fileStoreConfigFromEnv } from './storage/file-store.ts';

const env = loadEnv(ZCandidatesEnv.extend(httpEnvShape));

await runHttpService({
  service: 'svc-candidates',
  env,
  async build(context) {
    const files = createFileStore(fileStoreConfigFromEnv(env), context.log);
    const profiles = await createCandidateProfilesRepository(context.mongo);
    const accounts = await createCandidateAccountsRepository(context.mongo);
    const onePagers = await createOnePagersRepository(context.mongo);
    const talentCombines = await createTalentCombinesRepository(context.mongo);
    const submissions = await createContactSubmissionsRepository(context.mongo);
    const employer = await createEmployerRepositories(context.mongo);
    // The admin lists' copies of records written before them, or by the seed: in the background, idempotent.
    const syncLists = () =>
      syncAdminListFields({ accounts, profiles, log: context.log }).catch((error: unknown) => {
        context.log.error({ err: error }, 'admin list fields not synced');
      });
    if (env.SEED_DEMO) {
      // In the background: it waits for svc-auth's demo accounts to arrive as events. Stopped before S3 closes.
      const seed = startDemoSeed({
        mongo: context.mongo,
        accounts,
        profiles,
        onePagers,
        talentCombines,
        files,
        log: context.log,
      });
      context.onClose('demo seed', seed.stop);
      void seed.done.then(syncLists);
    } else {
      void syncLists();
    }
    context.onClose('s3', async () => files.close());
    // Internal calls, on behalf of the caller: svc-clients (employers, companies), svc-auth (admins' names).
    const employerReads = await openEmployerReadsCache(context.redis, context.log);
    context.onClose('employer reads cache', employerReads.close);
    const profileReads = await openCandidateProfileCache(context.redis, context.log);
    context.onClose('candidate profile cache', profileReads.close);
    const clients = createInternalClient({ baseUrl: env.SVC_CLIENTS_URL, signer: context.signer });
    const auth = createInternalClient({ baseUrl: env.SVC_AUTH_URL, signer: context.signer });
    context.onClose('internal calls', async () => {
      await Promise.all([clients.close(), auth.close()]);
    });
    return createCandidatesApp({
      ...context,
      submissions,
      contactRateLimit: createContactRateLimit(context.redis),
      trustedProxies: env.TRUSTED_PROXIES,
      profiles,
      accounts,
      onePagers,
      talentCombines,
      files,
      audit: createAuditTrail(context.outbox),
      dashboard: createAdminDashboardReadModel({
        profiles,
        accounts,
        onePagers,
        talentCombines,
        submissions,
        onePagerViews: employer.onePagerViews,
        combineShares: employer.combineShares,
      }),
      ...employer,
      aliasKey: aliasKeyFrom(env.IDENTITY_SECRET),
      peers: { clients, auth },
      employerReads: employerReads.cache,
      erased: employerReads.erased,
      profileReads: profileReads.cache,
      outcomes: await createOutcomesRepository(context.mongo),
      analytics: await createAnalyticsRepository(context.mongo),
      notifications: await createNotificationsRepository(context.mongo, context.redis),
    });
  },
});
