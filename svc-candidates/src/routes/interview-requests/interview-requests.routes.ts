import * as operations from '@gtm/contracts/operations/interview-requests';
import { operationRouter } from '@gtm/service-kit/operations';
import { interviewRequestsHandlers } from './interview-requests.handlers.ts';
import type { TInterviewRequestsDeps } from './interview-requests.handlers.ts';

export type { TInterviewRequestsDeps };

/**
 * Interview requests, answered (issue 25): the candidate's list, answers and .ics; the requesting company's
 * confirmation of a proposed time, reschedule, cancellation and .ics.
 */
export const interviewRequestsRoutes = (deps: TInterviewRequestsDeps) => {
  const handlers = interviewRequestsHandlers(deps);
  return operationRouter()
    .mount(operations.listCandidateInterviewRequests, handlers.list)
    .mount(operations.answerInterviewRequest, handlers.answer)
    .mount(operations.getCandidateInterviewIcs, handlers.candidateIcs)
    .mount(operations.confirmInterviewRequest, handlers.confirm)
    .mount(operations.rescheduleInterviewRequest, handlers.reschedule)
    .mount(operations.cancelInterviewRequest, handlers.cancel)
    .mount(operations.getEmployerInterviewIcs, handlers.employerIcs);
};
