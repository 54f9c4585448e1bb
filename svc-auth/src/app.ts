import { readFileSync } from 'node:fs';
import type { TVersionInfo } from '@gtm/contracts/version';
import { createServiceApp } from '@gtm/service-kit/service-app';
import type { TServiceAppDeps } from '@gtm/service-kit/service-app';
import { auditLogRoutes } from './routes/audit-log/audit-log.routes.ts';
import type { TAuditLogDeps } from './routes/audit-log/audit-log.routes.ts';
import type { TClientInvitationsDeps } from './routes/invitations/client-invitations.handlers.ts';
import type { TAccountDataDeps } from './routes/account-data/account-data.handlers.ts';
import { accountDataRoutes } from './routes/account-data/account-data.routes.ts';
import { invitationsRoutes } from './routes/invitations/invitations.routes.ts';
import type { TSignInDeps } from './routes/sign-in/sign-in.handlers.ts';
import { signInRoutes } from './routes/sign-in/sign-in.routes.ts';
import { twoFactorRoutes } from './routes/two-factor/two-factor.routes.ts';
import type { TCurrentUserCache } from './routes/users/current-user-cache.ts';
import { usersRoutes } from './routes/users/users.routes.ts';
import { versionRoutes } from './routes/version/version.routes.ts';

/** svc-auth's name and version, from its package.json. */
export const AUTH_VERSION: TVersionInfo = {
  name: 'svc-auth',
  version: (
    JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
  ).version,
};

/** What svc-auth's app is built from: the service deps, sign-in's stores, limits and queues, svc-clients' API. */
export type TAuthAppDeps = TServiceAppDeps &
  TSignInDeps & { currentUsers: TCurrentUserCache } & TAuditLogDeps &
  Pick<TAccountDataDeps, 'erasures'> &
  Pick<TClientInvitationsDeps, 'clientsApi'>;

/** svc-auth's HTTP app: users, sign-in codes, sessions and account settings. */
export const createAuthApp = (deps: TAuthAppDeps) =>
  createServiceApp(deps, [
    versionRoutes(AUTH_VERSION),
    usersRoutes(deps),
    signInRoutes(deps),
    twoFactorRoutes(deps),
    accountDataRoutes(deps),
    invitationsRoutes(deps),
    auditLogRoutes(deps),
  ]);
