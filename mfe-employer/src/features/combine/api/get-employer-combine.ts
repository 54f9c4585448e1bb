import { getEmployerCombine } from '@gtm/contracts/operations/employer-portal';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/**
 * A combine shared with the employer's company and its candidates, through SWR; read again each time the page
 * opens, so decisions taken on a one-pager (here or by a colleague) show on the cards.
 */
export const useEmployerCombine = (shareId: string) =>
  useOperation(getEmployerCombine, { params: { shareId } }, { revalidateOnMount: true, dedupingInterval: 0 });
