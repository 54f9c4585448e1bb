import { Hono } from 'hono';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import { requireKind } from '@gtm/service-kit/identity';
import { currentUser } from './users.handlers.ts';
import type { TUsersRepository } from './users.repository.ts';

/** The signed-in user's own account (any signed-in kind: decided at the gateway, re-checked here). */
export const usersRoutes = (users: TUsersRepository) =>
  new Hono<TAppEnv>().get('/api/user', requireKind('candidate', 'employer', 'admin'), currentUser(users));
