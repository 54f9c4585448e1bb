import { createServiceApp } from '@gtm/service-kit/service-app';
import type { TServiceAppDeps } from '@gtm/service-kit/service-app';
import type { TClientCompaniesRepository } from './routes/client-companies/client-companies.repository.ts';
import { clientCompaniesRoutes } from './routes/client-companies/client-companies.routes.ts';
import type { TClientUsersRepository } from './routes/client-users/client-users.repository.ts';
import { clientUsersRoutes } from './routes/client-users/client-users.routes.ts';

/** svc-clients' HTTP app: client companies and client users. */
export const createClientsApp = (
  deps: TServiceAppDeps & { companies: TClientCompaniesRepository; users: TClientUsersRepository },
) => createServiceApp(deps, [clientCompaniesRoutes(deps.companies), clientUsersRoutes(deps.users)]);
