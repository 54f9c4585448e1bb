import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { erasureKeyFrom } from '@gtm/service-kit/erased-person';
import type { TInternalClient } from '@gtm/service-kit/internal-call';
import type { TOutbox } from '@gtm/service-kit/outbox';
import { createProcessedEventsRepository } from '@gtm/service-kit/processed-events';
import type { TServiceAppDeps } from '@gtm/service-kit/service-app';
import type { TAuthAppDeps } from './app.ts';
import type { TAuthEnv } from './env.ts';
import type { startAdminNoticesWorker } from './jobs/admin-notices.worker.ts';
import type { startAuditEventsWorker } from './jobs/audit-events.worker.ts';
import type { startAuthAccountEventsWorker } from './jobs/auth-account-events.worker.ts';
import { createDeliveredEmailsRepository } from './jobs/delivered-emails.ts';
import type { startEmailWorker } from './jobs/email.worker.ts';
import { organizerOf } from './mail/email-templates.ts';
import { createSesMailer } from './mail/ses-mailer.ts';
import { createErasureTombstones } from './routes/account-data/erasure-tombstones.ts';
import { createAuditLogRepository } from './routes/audit-log/audit-log.repository.ts';
import { deriveCodeKeys } from './routes/sign-in/code-crypto.ts';
import { codeSecretOf, createSignInDeps } from './routes/sign-in/sign-in-deps.ts';
import { openCurrentUserCache, userChangeAnnouncer } from './routes/users/current-user-cache.ts';
import { createUsersRepository } from './routes/users/users.repository.ts';
import type { TUsersRepository } from './routes/users/users.repository.ts';
import { createSessionStore } from './sessions/sessions.ts';

/** What svc-auth is composed from: a process's (or a test's) connections and its environment. */
export type TAuthContext = TServiceAppDeps & {
  /** Sign-in's settings (limits, lifetimes, cookies), e-mail delivery and REDIS_URL, the workers' Redis. */
  env: TAuthEnv;
  mongo: Connection;
  redis: Redis;
  /** The process's outbox: every job the service adds is published through it. */
  outbox: TOutbox;
  /** The app's Redis of sessions, sign-in limits and erasures (default `redis`): a test's dead one is an outage. */
  sessionsRedis?: Redis;
};

/** `open` run at the first call only; every later call answers what it opened (one repository per process). */
const once = <T>(open: () => T) => {
  let opened: { value: T } | undefined;
  return () => (opened ??= { value: open() }).value;
};

/**
 * svc-auth's composition: its repositories, current-user views and mailer built from `context`, each once and
 * only when asked for, so the app and the workers of one process (a test's) share them. It answers the app's
 * deps, what each worker needs, and `close` for what it opened (in the order opened).
 */
export const openAuthComposition = (context: TAuthContext) => {
  const { env, log, mongo, redis, outbox } = context;
  const opened: { name: string; close: () => Promise<unknown> }[] = [];
  /** The current-user views a serving process keeps in memory, told of every replica's account changes. */
  const currentUsers = once(async () => {
    const views = await openCurrentUserCache(redis, log);
    opened.push({ name: 'current-user cache', close: views.close });
    return views;
  });
  let users: Promise<TUsersRepository> | undefined;
  /**
   * The accounts, opened once, by the first to ask: the app, whose changes go through its current-user views
   * (and so to every replica's), or else the workers, which announce their changes to the serving replicas.
   */
  const usersWith = (onChanged: (userId: string) => Promise<void>) =>
    (users ??= createUsersRepository(mongo, { onChanged }));
  const workersUsers = () => usersWith(userChangeAnnouncer(redis, log));
  const auditLog = once(() => createAuditLogRepository(mongo));
  const inbox = once(() => createProcessedEventsRepository(mongo));
  const mailer = once(() => {
    const ses = createSesMailer({
      region: env.SES_REGION,
      endpoint: env.SES_ENDPOINT,
      from: env.MAIL_FROM,
      awsAccessKeyId: env.AWS_ACCESS_KEY_ID,
    });
    opened.push({ name: 'ses mailer', close: async () => ses.close() });
    return ses;
  });
  const workerBase = { log, redisUrl: env.REDIS_URL };

  return {
    /** What `createAuthApp` takes, with `clientsApi`: svc-clients' API, which invitations ask of companies. */
    async appDeps({ clientsApi }: { clientsApi: Pick<TInternalClient, 'call'> }) {
      const views = await currentUsers();
      const accounts = await usersWith(views.cache.changed);
      const sessionsRedis = context.sessionsRedis ?? redis;
      const signIn = await createSignInDeps({
        env,
        mongo,
        redis: sessionsRedis,
        log,
        users: accounts,
        outbox,
      });
      return {
        log,
        signer: context.signer,
        readinessChecks: context.readinessChecks,
        isDraining: context.isDraining,
        ...signIn,
        currentUsers: views.cache,
        clientsApi,
        auditLog: await auditLog(),
        erasures: createErasureTombstones(sessionsRedis),
      } satisfies TAuthAppDeps;
    },
    /** What each worker needs (`start<Name>Worker` takes it). */
    workers: {
      /** `email`: codes, invitations and notices sent through SES, each once. */
      email: async (): Promise<Parameters<typeof startEmailWorker>[0]> => ({
        ...workerBase,
        mailer: mailer(),
        keys: deriveCodeKeys(codeSecretOf(env)),
        deliveries: await createDeliveredEmailsRepository(mongo),
        publicOrigin: env.PUBLIC_ORIGIN,
        organizer: organizerOf(env.MAIL_FROM),
        maxPerSecond: env.EMAIL_MAX_PER_SECOND,
      }),
      /** `auth-account-events`: a removed registration's account; its sessions end, the other services hear it. */
      accountEvents: async (): Promise<Parameters<typeof startAuthAccountEventsWorker>[0]> => ({
        ...workerBase,
        inbox: await inbox(),
        users: await workersUsers(),
        sessions: createSessionStore(redis, { absoluteHours: env.SESSION_ABSOLUTE_HOURS }),
        outbox,
        auditLog: await auditLog(),
        erasureKey: erasureKeyFrom(env.IDENTITY_SECRET),
      }),
      /** `audit-events`: the services' audited writes, into the audit log. */
      auditEvents: async (): Promise<Parameters<typeof startAuditEventsWorker>[0]> => ({
        ...workerBase,
        auditLog: await auditLog(),
      }),
      /** `admin-notices`: a client's decision, an interview request: one bulk e-mail to the admins who want it. */
      adminNotices: async (): Promise<Parameters<typeof startAdminNoticesWorker>[0]> => ({
        ...workerBase,
        users: await workersUsers(),
        outbox,
      }),
    },
    /** Closes what the composition opened (the current-user views, the mailer), in the order it opened them. */
    async close() {
      for (const step of opened.splice(0)) {
        await step.close().catch((error: unknown) => {
          log.error({ step: step.name, err: error }, 'close failed');
        });
      }
    },
  };
};
