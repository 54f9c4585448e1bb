import type * as operations from '@gtm/contracts/operations/clients';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import type { TClientUsersRepository } from './client-users.repository.ts';

/** `GET /api/admin/client-users`: one page of client users with their company's name, newest first. */
export const listClientUsers =
  (users: TClientUsersRepository): TOperationHandler<typeof operations.listClientUsers> =>
  async (c, { query }) =>
    c.json(await users.list(query));
