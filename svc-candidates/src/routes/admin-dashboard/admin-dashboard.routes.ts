import { getAdminDashboard } from '@gtm/contracts/operations/admin-dashboard';
import { operationRouter } from '@gtm/service-kit/operations';
import type { TAdminDashboardReadModel } from './admin-dashboard.read-model.ts';

/** What the dashboard route needs. */
export type TAdminDashboardDeps = { dashboard: TAdminDashboardReadModel };

/** `GET /api/admin/dashboard`, mounted from its descriptor (admins only). */
export const adminDashboardRoutes = ({ dashboard }: TAdminDashboardDeps) =>
  operationRouter().mount(getAdminDashboard, async (c) => c.json(await dashboard.read()));
