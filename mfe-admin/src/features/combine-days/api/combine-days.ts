import type { z } from 'zod';
import type {
  TCombineDayPlanInput,
  ZAdminCombineDay,
  ZAdminCombineDaysQuery,
} from '@gtm/contracts/combine-days';
import {
  cancelAdminCombineDay,
  listAdminCombineDays,
  planCombineDayForCompany,
  previewCombineDayForCompany,
} from '@gtm/contracts/operations/combine-days';
import { listCombineShares } from '@gtm/contracts/operations/combine-shares';
import { getTalentCombine, listTalentCombines } from '@gtm/contracts/operations/talent-combines';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import type { TPlannerCalls } from '@gtm/web-kit/combine-day-planner.tsx';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

export type TAdminCombineDay = z.infer<typeof ZAdminCombineDay>;
export type TAdminCombineDaysQuery = z.infer<typeof ZAdminCombineDaysQuery>;

/** Every company's combine days of a range of afternoons, read again whenever the screen opens. */
export const useAdminCombineDays = (query: TAdminCombineDaysQuery) =>
  useOperation(listAdminCombineDays, { query }, { revalidateOnMount: true });

/** Cancels a company's combine day (audited); every range of the list reloads after it. */
export const useCancelAdminCombineDay = (handlers: TMutationHandlers<string, TAdminCombineDay>) =>
  useMutation(
    cancelAdminCombineDay.id,
    (id: string) => callOperation(cancelAdminCombineDay, { params: { id } }),
    {
      ...handlers,
      revalidates: [listAdminCombineDays],
    },
  );

/**
 * The combines an admin may plan a day of, by name (a search narrows them; the first 20 match), read while the
 * planner is open (`null`: not asked).
 */
export const useCombinesToPlan = (search: string | null) =>
  useOperation(
    listTalentCombines,
    search === null
      ? null
      : {
          query: {
            pageSize: 20,
            sort: 'name',
            order: 'asc',
            ...(search.trim() ? { search: search.trim() } : {}),
          },
        },
  );

/** The companies a combine is shared with (withdrawn shares too), once a combine is chosen. */
export const useSharesToPlan = (combineId: string | null) =>
  useOperation(listCombineShares, combineId ? { params: { id: combineId } } : null);

/** The chosen combine's one-pagers (the planner's candidates), once a combine is chosen. */
export const useCombineToPlan = (combineId: string | null) =>
  useOperation(getTalentCombine, combineId ? { params: { id: combineId } } : null);

/** The planner's calls for a company's share of a combine: the admins' preview and plan (audited). */
export const companyDayCalls = (combineId: string, shareId: string): TPlannerCalls => ({
  preview: (body: TCombineDayPlanInput) =>
    callOperation(previewCombineDayForCompany, { params: { id: combineId, shareId }, body }),
  plan: (body: TCombineDayPlanInput) =>
    callOperation(planCombineDayForCompany, { params: { id: combineId, shareId }, body }),
});
