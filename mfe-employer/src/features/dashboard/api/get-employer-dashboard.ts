import { getEmployerDashboard } from '@gtm/contracts/operations/employer-portal';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/**
 * The employer's company and the combines shared with it, through SWR. Read again each time the dashboard
 * opens: admins share and withdraw combines, and colleagues decide on candidates, while the portal is open.
 */
export const useEmployerDashboard = () =>
  useOperation(getEmployerDashboard, {}, { revalidateOnMount: true, dedupingInterval: 0 });
