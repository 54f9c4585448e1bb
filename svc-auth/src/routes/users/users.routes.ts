import { Hono } from 'hono';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import { requireKind } from '@gtm/service-kit/identity';
import type { TSessionStore } from '../../sign-in/sessions.ts';
import { accountSettings, currentUser } from './users.handlers.ts';
import type { TUsersRepository } from './users.repository.ts';

const signedIn = requireKind('candidate', 'employer', 'admin');

/** The signed-in user's own account (who may call: decided at the gateway, re-checked here). */
export const usersRoutes = (users: TUsersRepository, sessions: TSessionStore) => {
  const settings = accountSettings(users, sessions);
  return new Hono<TAppEnv>()
    .get('/api/user', signedIn, currentUser(users))
    .patch('/api/user', signedIn, settings.profile)
    .patch('/api/user/notifications', signedIn, settings.notifications)
    .patch('/api/user/security', signedIn, settings.security)
    .post('/api/candidate/role-selection', requireKind('candidate'), settings.roleSelection);
};
