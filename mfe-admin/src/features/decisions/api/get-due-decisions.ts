import type { TDecisionsQuery } from '@gtm/contracts/decisions';
import { listDueDecisions } from '@gtm/contracts/operations/decisions';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/** The decisions due and overdue (of a company, of a status) through SWR, read again whenever the screen opens. */
export const useDueDecisions = (query: TDecisionsQuery) =>
  useOperation(listDueDecisions, { query }, { revalidateOnMount: true });
