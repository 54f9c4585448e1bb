import type * as operations from '@gtm/contracts/operations/clients';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import type { TClientUsersRepository } from './client-users.repository.ts';

/** `GET /api/admin/client-users`: every client user with its company's name, newest first. */
export const listClientUsers =
  (users: TClientUsersRepository): TOperationHandler<typeof operations.listClientUsers> =>
  async (c) =>
    c.json(await users.listWithCompany());
