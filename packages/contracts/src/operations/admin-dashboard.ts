import { ZAdminDashboard } from '../admin-dashboard.ts';
import { ACCESS, defineOperation } from '../operation.ts';

/** `GET /api/admin/dashboard`: the admin dashboard's counts, analytics figures and recent activity. */
export const getAdminDashboard = defineOperation({
  id: 'getAdminDashboard',
  summary: 'The admin dashboard: counts, analytics figures and the newest candidates and one-pagers',
  method: 'GET',
  path: '/api/admin/dashboard',
  service: 'svc-candidates',
  access: ACCESS.admin,
  responses: { 200: { description: 'The dashboard.', schema: ZAdminDashboard } },
});
