import type { Context } from 'hono';
import type * as portalOperations from '@gtm/contracts/operations/employer-portal';
import type * as operations from '@gtm/contracts/operations/interview-requests';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import { employerCallerOf } from '../../employer-read-model/client-access.ts';
import {
  revealedTo,
  sharedCandidateWith,
  toInterviewRequest,
} from '../../employer-read-model/client-views.ts';
import type { TCurrentState } from '../../employer-read-model/client-views.ts';
import { requestsState } from '../../employer-read-model/company-activity.read-model.ts';
import type { TInterviewRequestRecord } from '../../employer-read-model/interview-requests.model.ts';
import { requestLookup } from '../../employer-read-model/interview-requests.repository.ts';
import type { TCandidateOutcomeRecord } from '../../employer-read-model/outcomes.model.ts';
import { isConfirmedHire, outcomesOfCandidateLookup } from '../../employer-read-model/outcomes.repository.ts';
import { icsAnswer } from './interview-ics.ts';
import { requestNotFound } from './interview-requests.service.ts';
import type { TInterviewRequestsDeps, TInterviewRequestsService } from './interview-requests.service.ts';

/**
 * The company's interview requests: a new one of a candidate of its live share, its confirmation of a time the
 * candidate proposed, new times, a cancellation, and an agreed one's .ics. The company reaches only its own
 * requests, through a live share of the candidate (as every employer route: 404 otherwise); the answers are the
 * portal's view of a request (`toInterviewRequest`, as its one-pager shows them).
 */
export const companyInterviewHandlers = (
  deps: TInterviewRequestsDeps,
  service: TInterviewRequestsService,
) => {
  /** The employer asking and their company (404 when they belong to none). */
  const callerOf = (c: Context<TAppEnv>) => employerCallerOf(deps, c);

  /**
   * The company's requests of the candidate and the candidate's confirmed hires, read with the check: joined in
   * its command on a miss; when the check is kept, the two reads at once.
   */
  const requestsAndHires = (
    companyId: string,
    onePagerId: string,
  ): TCurrentState<{ requests: TInterviewRequestRecord[]; hires: TCandidateOutcomeRecord[] }> => {
    const requests = requestsState(deps, companyId, onePagerId);
    return {
      stages: (userIdField) => [
        ...requests.stages(userIdField),
        ...outcomesOfCandidateLookup(userIdField, '_outcomes'),
      ],
      joined: (document, read) => ({
        requests: requests.joined(document, read),
        hires: ((document._outcomes ?? []) as TCandidateOutcomeRecord[]).filter(isConfirmedHire),
      }),
      alone: async (read) => {
        const [records, hires] = await Promise.all([
          requests.alone(read),
          deps.outcomes.hiresOf([read.candidate.record.candidateUserId]),
        ]);
        return { requests: records, hires };
      },
    };
  };

  /** The request, through a live share of the caller's company that holds the candidate (404 otherwise). */
  const companyRequest = async (
    c: Context<TAppEnv>,
    params: { shareId: string; onePagerId: string; requestId: string },
  ) => {
    const { company } = await callerOf(c);
    // The share and the candidate as the portal's candidate routes check them (kept as they keep it), with the
    // request: one command when the check is not kept (the request joined to it), the request alone when it is.
    const request: TCurrentState<TInterviewRequestRecord | null> = {
      stages: () => requestLookup(params.requestId, '_request'),
      joined: (document) => (document._request as TInterviewRequestRecord[])[0] ?? null,
      alone: () => service.find(params.requestId),
    };
    const { candidate, state: record } = await sharedCandidateWith(
      deps,
      company,
      params.shareId,
      params.onePagerId,
      request,
    );
    if (!record || record.companyId !== company.id || record.onePagerId !== params.onePagerId)
      throw requestNotFound();
    return { record, candidate };
  };

  const requestInterview: TOperationHandler<typeof portalOperations.requestInterview> = async (
    c,
    { params, body },
  ) => {
    const caller = await callerOf(c);
    const { share, combine, candidate, state } = await sharedCandidateWith(
      deps,
      caller.company,
      params.shareId,
      params.onePagerId,
      requestsAndHires(caller.company.id, params.onePagerId),
    );
    const record = await service.request({
      company: caller.company,
      requestedBy: { id: caller.clientUserId, name: caller.name },
      share,
      combine,
      onePagerId: params.onePagerId,
      candidate,
      requests: state.requests,
      hires: state.hires,
      slots: body.slots,
      note: body.note,
    });
    return c.json(toInterviewRequest(record, candidate.view.scrub), 201);
  };

  const confirmInterviewRequest: TOperationHandler<typeof operations.confirmInterviewRequest> = async (
    c,
    { params, body },
  ) => {
    const { record, candidate } = await companyRequest(c, params);
    const changed = await service.confirm(record, body.slotIndex);
    return c.json(toInterviewRequest(changed, candidate.view.scrub, revealedTo(changed, candidate)), 200);
  };

  const rescheduleInterviewRequest: TOperationHandler<typeof operations.rescheduleInterviewRequest> = async (
    c,
    { params, body },
  ) => {
    const { record, candidate } = await companyRequest(c, params);
    const changed = await service.reschedule(record, body);
    return c.json(toInterviewRequest(changed, candidate.view.scrub, revealedTo(changed, candidate)), 200);
  };

  const cancelInterviewRequest: TOperationHandler<typeof operations.cancelInterviewRequest> = async (
    c,
    { params, body },
  ) => {
    const { record, candidate } = await companyRequest(c, params);
    const changed = await service.cancel(record, body.reason);
    return c.json(toInterviewRequest(changed, candidate.view.scrub, revealedTo(changed, candidate)), 200);
  };

  const getEmployerInterviewIcs: TOperationHandler<typeof operations.getEmployerInterviewIcs> = async (
    c,
    { params },
  ) => {
    const { record, candidate } = await companyRequest(c, params);
    const met = revealedTo(record, candidate);
    return icsAnswer(c, record, `Interview with ${met?.name ?? candidate.view.displayName}`, service.now());
  };

  return {
    requestInterview,
    confirmInterviewRequest,
    rescheduleInterviewRequest,
    cancelInterviewRequest,
    getEmployerInterviewIcs,
  };
};
