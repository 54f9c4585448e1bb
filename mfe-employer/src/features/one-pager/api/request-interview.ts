import type { TInterviewRequestCreate } from '@gtm/contracts/employer';
import { requestInterview as requestInterviewOperation } from '@gtm/contracts/operations/employer';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import type { TShareCandidate } from './get-employer-one-pager.ts';

/** Asks to interview the candidate at one of the proposed times; answers the request as stored. */
export const requestInterview = (params: TShareCandidate, body: TInterviewRequestCreate) =>
  callOperation(requestInterviewOperation, { params, body });
