import { Hono } from 'hono';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import { requireKind } from '@gtm/service-kit/identity';
import { accountSettings, currentUser } from './users.handlers.ts';

const signedIn = requireKind('candidate', 'employer', 'admin');

/** The signed-in user's own account (who may call: decided at the gateway, re-checked here). */
export const usersRoutes = (deps: Parameters<typeof accountSettings>[0]) => {
  const { users } = deps;
  const settings = accountSettings(deps);
  return new Hono<TAppEnv>()
    .get('/api/user', signedIn, currentUser(users))
    .patch('/api/user', signedIn, settings.profile)
    .patch('/api/user/notifications', signedIn, settings.notifications)
    .patch('/api/user/security', signedIn, settings.security)
    .post('/api/candidate/role-selection', requireKind('candidate'), settings.roleSelection);
};
