import * as operations from '@gtm/contracts/operations/clients';
import { operationRouter } from '@gtm/service-kit/operations';
import { listClientUsers } from './client-users.handlers.ts';
import type { TClientUsersRepository } from './client-users.repository.ts';

/** Client users, mounted from their operation descriptor (admins only). */
export const clientUsersRoutes = (users: TClientUsersRepository) =>
  operationRouter().mount(operations.listClientUsers, listClientUsers(users));
