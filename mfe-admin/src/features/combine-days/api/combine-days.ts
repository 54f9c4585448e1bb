import type { z } from 'zod';
import type { ZAdminCombineDay, ZAdminCombineDaysQuery } from '@gtm/contracts/combine-days';
import { cancelAdminCombineDay, listAdminCombineDays } from '@gtm/contracts/operations/combine-days';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
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
