import type { TEvaluationUpdate } from '@gtm/contracts/employer';
import { updateClientEvaluation } from '@gtm/contracts/operations/employer';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import type { TShareCandidate } from './get-employer-one-pager.ts';

/** Saves the company's decision and rating of a candidate; answers the evaluation as it now stands. */
export const updateEvaluation = (params: TShareCandidate, body: TEvaluationUpdate) =>
  callOperation(updateClientEvaluation, { params, body });
