import { getAdminDashboard } from '@gtm/contracts/operations/admin-dashboard';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/**
 * The admin dashboard's figures and recent activity through SWR. Unlike the portal's other data it is read
 * again each time the dashboard opens: its counts follow every other screen's writes.
 */
export const useAdminDashboard = () =>
  useOperation(getAdminDashboard, {}, { revalidateOnMount: true, dedupingInterval: 0 });
