import type { TCallInput } from '@gtm/contracts/operation';
import {
  confirmPlacement,
  getPlacementInvoice,
  listPlacements,
  markPlacementInvoicePaid,
  rejectPlacement,
  sendPlacementInvoice,
} from '@gtm/contracts/operations/placements';
import { callOperation, operationUrl } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

export type TPlacementsCallQuery = TCallInput<typeof listPlacements>['query'];

/** One page of placements and the totals through SWR, filtered by status on the server. */
export const usePlacements = (query: TPlacementsCallQuery) => useOperation(listPlacements, { query });

/** Where a confirmed placement's invoice is served (a PDF, opened in a new tab). */
export const placementInvoiceUrl = (id: string) => operationUrl(getPlacementInvoice, { params: { id } });

/** What an admin may do to a placement from the list. */
export type TPlacementAction = 'confirm' | 'reject' | 'send' | 'paid';

export type TPlacementActionArg = { id: string; action: TPlacementAction };

/** What an action answers, as the screen uses it: how many of the company's users a sent invoice went to. */
export type TPlacementActionResult = { recipients: number | null };

/** Runs one action on a placement. */
export async function runPlacementAction({
  id,
  action,
}: TPlacementActionArg): Promise<TPlacementActionResult> {
  const input = { params: { id } };
  switch (action) {
    case 'confirm':
      await callOperation(confirmPlacement, input);
      return { recipients: null };
    case 'reject':
      await callOperation(rejectPlacement, input);
      return { recipients: null };
    case 'send':
      return { recipients: (await callOperation(sendPlacementInvoice, input)).recipients };
    case 'paid':
      await callOperation(markPlacementInvoicePaid, input);
      return { recipients: null };
  }
}

/**
 * Confirms or rejects a claim for the candidate, sends the invoice or marks it paid; every page of the list
 * and its totals reload after it (the placement may now belong to another status filter).
 */
export const usePlacementAction = (
  handlers: TMutationHandlers<TPlacementActionArg, TPlacementActionResult>,
) => useMutation('placement-action', runPlacementAction, { ...handlers, revalidates: [listPlacements] });
