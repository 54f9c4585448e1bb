import * as portalOperations from '@gtm/contracts/operations/employer-portal';
import * as operations from '@gtm/contracts/operations/interview-requests';
import { operationRouter } from '@gtm/service-kit/operations';
import { candidateInterviewHandlers } from './candidate.handlers.ts';
import { companyInterviewHandlers } from './company.handlers.ts';
import { createInterviewRequestsService } from './interview-requests.service.ts';
import type { TInterviewRequestsDeps } from './interview-requests.service.ts';

export type { TInterviewRequestsDeps };

/**
 * Interview requests (issues 25 and 34): one service (it decides and writes), and the handlers of each audience:
 * the candidate's list, answers and .ics; the company's new request (an operation of the employer portal's
 * contract, whose reads the portal serves), its confirmation of a proposed time, reschedule, cancellation and .ics.
 */
export const interviewRequestsRoutes = (deps: TInterviewRequestsDeps) => {
  const service = createInterviewRequestsService(deps);
  const { requestInterview, ...company } = companyInterviewHandlers(deps, service);
  return operationRouter()
    .mountAll(operations, { ...candidateInterviewHandlers(service), ...company })
    .mountSome(portalOperations, { requestInterview });
};
