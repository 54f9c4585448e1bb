import type { TAnalyticsQuery } from '@gtm/contracts/analytics';
import { getAdminAnalytics } from '@gtm/contracts/operations/analytics';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/** The hiring analytics of a range and filters through SWR (read again whenever the screen opens). */
export const useAdminAnalytics = (query: TAnalyticsQuery) =>
  useOperation(getAdminAnalytics, { query }, { revalidateOnMount: true });
