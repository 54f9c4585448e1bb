import type { Context } from 'hono';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import type { TClientUsersRepository } from './client-users.repository.ts';

/** `GET /api/admin/client-users`: every client user with its company's name, newest first. */
export const listClientUsers = (users: TClientUsersRepository) => async (c: Context<TAppEnv>) =>
  c.json(await users.listWithCompany());
