import { readFileSync } from 'node:fs';
import type { TVersionInfo } from '@gtm/contracts/version';
import { createServiceApp } from '@gtm/service-kit/service-app';
import type { TServiceAppDeps } from '@gtm/service-kit/service-app';
import type { TSignInDeps } from './routes/sign-in/sign-in.handlers.ts';
import { signInRoutes } from './routes/sign-in/sign-in.routes.ts';
import { usersRoutes } from './routes/users/users.routes.ts';
import { versionRoutes } from './routes/version/version.routes.ts';

/** svc-auth's name and version, from its package.json. */
export const AUTH_VERSION: TVersionInfo = {
  name: 'svc-auth',
  version: (
    JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
  ).version,
};

/** svc-auth's HTTP app: users, sign-in codes, sessions and account settings. */
export const createAuthApp = ({
  log,
  signer,
  readinessChecks,
  isDraining,
  ...signIn
}: TServiceAppDeps & TSignInDeps) => {
  const app = createServiceApp({ log, signer, readinessChecks, isDraining });
  app.route('/', versionRoutes(AUTH_VERSION));
  app.route('/', usersRoutes(signIn));
  app.route('/', signInRoutes(signIn));
  return app;
};
