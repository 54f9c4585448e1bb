import { getAdminDashboard } from '@gtm/contracts/operations/admin-dashboard';
import { operationRouter } from '@gtm/service-kit/operations';
import type { TAdminDashboardRepository } from './admin-dashboard.repository.ts';

/** What the dashboard route needs. */
export type TAdminDashboardDeps = { dashboard: TAdminDashboardRepository };

/** `GET /api/admin/dashboard`, mounted from its descriptor (admins only). */
export const adminDashboardRoutes = ({ dashboard }: TAdminDashboardDeps) =>
  operationRouter().mount(getAdminDashboard, async (c) => c.json(await dashboard.read()));
