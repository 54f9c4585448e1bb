import type { getAdminDashboard } from '@gtm/contracts/operations/admin-dashboard';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import type { TAdminDashboardReadModel } from './admin-dashboard.read-model.ts';

/** What the dashboard route needs. */
export type TAdminDashboardDeps = { dashboard: TAdminDashboardReadModel };

/** The admins' dashboard. */
export const adminDashboardHandlers = (deps: TAdminDashboardDeps) => {
  /** `GET /api/admin/dashboard`: the dashboard's figures, from its read model. */
  const get: TOperationHandler<typeof getAdminDashboard> = async (c) => c.json(await deps.dashboard.read());

  return { get };
};
