import type { TEvaluationUpdate } from '@gtm/contracts/employer';
import { updateClientEvaluation } from '@gtm/contracts/operations/employer-portal';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';

/** The route parameters that name one candidate of a shared combine. */
export type TShareCandidate = { shareId: string; onePagerId: string };

/** Saves the company's decision and rating of a candidate; answers the evaluation as it now stands. */
export const updateEvaluation = (params: TShareCandidate, body: TEvaluationUpdate) =>
  callOperation(updateClientEvaluation, { params, body });

/** Saves the evaluation of the candidate of `params`; the screen shows the saved one on success. */
export const useUpdateEvaluation = (
  params: TShareCandidate,
  handlers: TMutationHandlers<TEvaluationUpdate, Awaited<ReturnType<typeof updateEvaluation>>>,
) =>
  useMutation(
    updateClientEvaluation.id,
    (body: TEvaluationUpdate) => updateEvaluation(params, body),
    handlers,
  );
