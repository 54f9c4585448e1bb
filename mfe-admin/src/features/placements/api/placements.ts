import type { TCallInput } from '@gtm/contracts/operation';
import {
  confirmPlacement,
  exportInvoices,
  getPlacementCreditNote,
  getPlacementInvoice,
  listPlacements,
  markPlacementInvoicePaid,
  refundPlacement,
  rejectPlacement,
  sendPlacementInvoice,
  voidPlacementInvoice,
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

/** Where a void invoice's credit note is served (a PDF, opened in a new tab). */
export const placementCreditNoteUrl = (id: string) =>
  operationUrl(getPlacementCreditNote, { params: { id } });

/** Where every invoice and credit note is served as CSV for accounting. */
export const invoicesExportUrl = () => operationUrl(exportInvoices, {});

/** What an admin may do to a placement from the list. */
export type TPlacementAction = 'confirm' | 'reject' | 'send' | 'paid' | 'void' | 'refund';

/** An action on a placement; a void or a refund says why (the credit note prints it). */
export type TPlacementActionArg = { id: string; action: TPlacementAction; reason?: string };

/** What an action answers, as the screen uses it: how many of the company's users a sent invoice went to. */
export type TPlacementActionResult = { recipients: number | null };

/** Runs one action on a placement. */
export async function runPlacementAction({
  id,
  action,
  reason = '',
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
    case 'void':
      await callOperation(voidPlacementInvoice, { ...input, body: { reason } });
      return { recipients: null };
    case 'refund':
      await callOperation(refundPlacement, { ...input, body: { reason } });
      return { recipients: null };
  }
}

/**
 * Confirms or rejects a claim for the candidate, sends the invoice, marks it paid, voids it or refunds the fee
 * by a credit note; every page of the list
 * and its totals reload after it (the placement may now belong to another status filter).
 */
export const usePlacementAction = (
  handlers: TMutationHandlers<TPlacementActionArg, TPlacementActionResult>,
) => useMutation('placement-action', runPlacementAction, { ...handlers, revalidates: [listPlacements] });
