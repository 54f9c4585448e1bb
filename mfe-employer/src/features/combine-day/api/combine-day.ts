import { cancelCombineDay, listCombineDays } from '@gtm/contracts/operations/combine-days';
import type { TCombineDay } from '@gtm/contracts/combine-days';
import { getEmployerOnePager } from '@gtm/contracts/operations/employer-portal';
import { useSWRConfig } from 'swr';
import { callOperation, operationUrl } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';
import { useOperation } from '@gtm/web-kit/use-operation.ts';
import type { TCombineDayParams } from '../../../lib/use-combine-day.ts';

/**
 * The one-pager of the chosen segment's candidate, for its evaluation and the team's note (null: none chosen).
 * Each read of a one-pager is a recorded view, so the run of show reads each once while it is open.
 */
export const useSegmentOnePager = (params: { shareId: string; onePagerId: string } | null) =>
  useOperation(getEmployerOnePager, params === null ? null : { params }, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });

/** Cancels the day and every invitation; the share's list of days reloads after it. */
export function useCancelCombineDay(
  params: TCombineDayParams,
  handlers: TMutationHandlers<void, TCombineDay>,
) {
  const { mutate } = useSWRConfig();
  return useMutation(cancelCombineDay.id, () => callOperation(cancelCombineDay, { params }), {
    ...handlers,
    onSuccess: async (day, arg) => {
      await mutate(operationUrl(listCombineDays, { params: { shareId: params.shareId } }));
      await handlers.onSuccess?.(day, arg);
    },
  });
}
