import type { TCombineDayPlanInput } from '@gtm/contracts/combine-days';
import { listCombineDays, planCombineDay, previewCombineDay } from '@gtm/contracts/operations/combine-days';
import { useSWRConfig } from 'swr';
import { callOperation, operationUrl } from '@gtm/web-kit/call-operation.ts';
import type { TPlannerCalls } from '@gtm/web-kit/combine-day-planner.tsx';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/** The shared combine's combine days, newest first, read again each time the page opens. */
export const useCombineDays = (shareId: string) =>
  useOperation(listCombineDays, { params: { shareId } }, { revalidateOnMount: true });

/** The planner's calls for the company's share: its preview and its plan (which invites the placed candidates). */
export const shareDayCalls = (shareId: string): TPlannerCalls => ({
  preview: (body: TCombineDayPlanInput) => callOperation(previewCombineDay, { params: { shareId }, body }),
  plan: (body: TCombineDayPlanInput) => callOperation(planCombineDay, { params: { shareId }, body }),
});

/** Reloads the share's list of days (read under its share's URL: `revalidates` reloads reads without parameters). */
export function useReloadCombineDays(shareId: string) {
  const { mutate } = useSWRConfig();
  return () => mutate(operationUrl(listCombineDays, { params: { shareId } }));
}
