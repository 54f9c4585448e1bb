import { getAdminDashboard } from '@gtm/contracts/operations/admin-dashboard';
import { operationRouter } from '@gtm/service-kit/operations';
import { adminDashboardHandlers } from './admin-dashboard.handlers.ts';
import type { TAdminDashboardDeps } from './admin-dashboard.handlers.ts';

export type { TAdminDashboardDeps } from './admin-dashboard.handlers.ts';

/** `GET /api/admin/dashboard`, mounted from its descriptor (admins only). */
export const adminDashboardRoutes = (deps: TAdminDashboardDeps) => {
  const handlers = adminDashboardHandlers(deps);
  return operationRouter().mount(getAdminDashboard, handlers.get);
};
