import { createServiceApp } from '@gtm/service-kit/service-app';
import type { TServiceAppDeps } from '@gtm/service-kit/service-app';
import { clientCompaniesRoutes } from './routes/client-companies/client-companies.routes.ts';
import type { TClientsAdminDeps } from './routes/client-companies/client-companies.handlers.ts';
import { clientUsersRoutes } from './routes/client-users/client-users.routes.ts';
import { employerAccessRoutes } from './routes/employer-access/employer-access.routes.ts';

/** What svc-clients' app is built from: the service deps, its repositories, svc-auth's events, the audit trail. */
export type TClientsAppDeps = TServiceAppDeps & TClientsAdminDeps;

/** svc-clients' HTTP app: client companies, client users and the employers' access. */
export const createClientsApp = (deps: TClientsAppDeps) =>
  createServiceApp(deps, [clientCompaniesRoutes(deps), clientUsersRoutes(deps), employerAccessRoutes(deps)]);
