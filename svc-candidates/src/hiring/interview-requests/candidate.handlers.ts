import type { Context } from 'hono';
import type * as operations from '@gtm/contracts/operations/interview-requests';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import { toCandidateInterviewRequest } from './candidate.mapper.ts';
import { icsAnswer } from './interview-ics.ts';
import { requestNotFound } from './interview-requests.service.ts';
import type { TInterviewRequestsService } from './interview-requests.service.ts';

/** The candidate's interview requests: their list, their answer to one, and an agreed one's .ics. */
export const candidateInterviewHandlers = (service: TInterviewRequestsService) => {
  /** The signed-in candidate's request (another candidate's reads as none: 404). */
  const ownRequest = async (c: Context<TAppEnv>, id: string) => {
    const userId = c.get('identity').userId;
    const record = await service.find(id);
    if (!record || !userId || record.candidateUserId !== userId) throw requestNotFound();
    return record;
  };

  const listCandidateInterviewRequests: TOperationHandler<
    typeof operations.listCandidateInterviewRequests
  > = async (c) => {
    const userId = c.get('identity').userId!;
    const records = await service.ofCandidate(userId);
    return c.json({ items: records.map(toCandidateInterviewRequest) }, 200);
  };

  const answerInterviewRequest: TOperationHandler<typeof operations.answerInterviewRequest> = async (
    c,
    { params, body },
  ) => {
    const record = await ownRequest(c, params.id);
    return c.json(toCandidateInterviewRequest(await service.answer(record, body)), 200);
  };

  const getCandidateInterviewIcs: TOperationHandler<typeof operations.getCandidateInterviewIcs> = async (
    c,
    { params },
  ) => {
    const record = await ownRequest(c, params.id);
    return icsAnswer(c, record, `Interview with ${record.companyName}`, service.now());
  };

  return { listCandidateInterviewRequests, answerInterviewRequest, getCandidateInterviewIcs };
};
