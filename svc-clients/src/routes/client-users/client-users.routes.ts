import { Hono } from 'hono';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import { requireKind } from '@gtm/service-kit/identity';
import { listClientUsers } from './client-users.handlers.ts';
import type { TClientUsersRepository } from './client-users.repository.ts';

/** Client users (admins only: decided at the gateway, re-checked here). */
export const clientUsersRoutes = (users: TClientUsersRepository) =>
  new Hono<TAppEnv>().get('/api/admin/client-users', requireKind('admin'), listClientUsers(users));
