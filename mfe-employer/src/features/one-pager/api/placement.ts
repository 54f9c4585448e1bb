import { answerPlacementRetention, getEmployerPlacementInvoice } from '@gtm/contracts/operations/placements';
import type { TOutcome } from '@gtm/contracts/outcomes';
import { callOperation, operationUrl } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';
import type { TShareCandidate } from './get-employer-one-pager.ts';

/** Where the company's invoice of a confirmed hire is served (a PDF, opened as a link). */
export const placementInvoiceUrl = (params: TShareCandidate) =>
  operationUrl(getEmployerPlacementInvoice, { params });

type TRetention = { params: TShareCandidate; stillInRole: boolean };

/** `POST .../placement/retention`: the company's answer to the 90-day check; answers the outcome now. */
export const answerRetention = ({ params, stillInRole }: TRetention) =>
  callOperation(answerPlacementRetention, { params, body: { stillInRole } });

/** The write; the screen puts the answered outcome in its read. */
export const useAnswerRetention = (handlers: TMutationHandlers<TRetention, TOutcome>) =>
  useMutation(answerPlacementRetention.id, answerRetention, handlers);
