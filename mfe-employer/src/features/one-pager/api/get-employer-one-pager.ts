import { getEmployerOnePager } from '@gtm/contracts/operations/employer-portal';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/** The route parameters that name one candidate of a shared combine. */
export type TShareCandidate = { shareId: string; onePagerId: string };

/**
 * One candidate's one-pager as the company may see it, through SWR (each opening is a recorded view, and the
 * thread may have new comments from the admins, so it is read again each time the page opens).
 */
export const useEmployerOnePager = (params: TShareCandidate) =>
  useOperation(getEmployerOnePager, { params }, { revalidateOnMount: true, dedupingInterval: 0 });
