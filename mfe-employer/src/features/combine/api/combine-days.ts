import type { TCombineDay, TCombineDayPlanInput } from '@gtm/contracts/combine-days';
import { listCombineDays, planCombineDay, previewCombineDay } from '@gtm/contracts/operations/combine-days';
import { useSWRConfig } from 'swr';
import { callOperation, operationUrl } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/** The shared combine's combine days, newest first, read again each time the page opens. */
export const useCombineDays = (shareId: string) =>
  useOperation(listCombineDays, { params: { shareId } }, { revalidateOnMount: true });

/** The schedule a plan would make (nothing saved, nobody invited). */
export const usePreviewCombineDay = (
  shareId: string,
  handlers: TMutationHandlers<TCombineDayPlanInput, TCombineDay>,
) =>
  useMutation(
    previewCombineDay.id,
    (body: TCombineDayPlanInput) => callOperation(previewCombineDay, { params: { shareId }, body }),
    handlers,
  );

/** Plans the combine day and invites its placed candidates; the share's list of days reloads after it. */
export function usePlanCombineDay(
  shareId: string,
  handlers: TMutationHandlers<TCombineDayPlanInput, TCombineDay>,
) {
  const { mutate } = useSWRConfig();
  return useMutation(
    planCombineDay.id,
    (body: TCombineDayPlanInput) => callOperation(planCombineDay, { params: { shareId }, body }),
    {
      ...handlers,
      // The list is read under its share's URL (`revalidates` reloads reads without parameters).
      onSuccess: async (day, plan) => {
        await mutate(operationUrl(listCombineDays, { params: { shareId } }));
        await handlers.onSuccess?.(day, plan);
      },
    },
  );
}
