import type { Context } from 'hono';
import type * as operations from '@gtm/contracts/operations/outcomes';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import { employerAccessOf, shareNotFound } from '../../employer-read-model/client-access.ts';
import { sharedCandidateWith } from '../../employer-read-model/client-views.ts';
import { toOutcome } from './company.mapper.ts';
import type { TOutcomesDeps, TOutcomesService } from './outcomes.service.ts';

/** The employer's outcome of a shared candidate: read it, record a stage (Hired opens a claim). */
export const companyOutcomeHandlers = (deps: TOutcomesDeps, outcomes: TOutcomesService) => {
  /**
   * The caller's company and the candidate of its live share, as the other employer routes check them, with the
   * company's standing with the candidate: a share of another company, a withdrawn share, a candidate not in the
   * combine or withheld from clients all answer 404; a disabled user or a deleted company 403.
   */
  const employerCandidate = async (c: Context<TAppEnv>, shareId: string, onePagerId: string) => {
    const access = await employerAccessOf(deps, c);
    const company = access.company;
    if (!company) throw shareNotFound();
    // The check the portal's routes make, kept as they keep it (per company, share, candidate and view type);
    // one command on a miss, the standing alone when the check is kept.
    const { share, candidate, state } = await sharedCandidateWith(
      deps,
      company,
      shareId,
      onePagerId,
      outcomes.standingState(company.id, onePagerId),
    );
    return { access, company, share, record: candidate.record, standing: state };
  };

  const getCandidateOutcome: TOperationHandler<typeof operations.getCandidateOutcome> = async (
    c,
    { params },
  ) => {
    const { company, standing } = await employerCandidate(c, params.shareId, params.onePagerId);
    const elsewhere = standing.hires.some((hire) => hire.companyId !== company.id);
    return c.json(toOutcome(standing.current, elsewhere, await outcomes.placementOf(standing.current)), 200);
  };

  const recordCandidateOutcome: TOperationHandler<typeof operations.recordCandidateOutcome> = async (
    c,
    { params, body },
  ) => {
    const { access, company, share, record, standing } = await employerCandidate(
      c,
      params.shareId,
      params.onePagerId,
    );
    const elsewhere = standing.hires.some((hire) => hire.companyId !== company.id);
    const written = await outcomes.record(
      {
        companyId: company.id,
        companyName: company.name,
        shareId: share._id.toString(),
        combineId: share.combineId,
        onePagerId: params.onePagerId,
        candidateUserId: record.candidateUserId,
      },
      standing,
      body,
      {
        stage: body.stage,
        note: body.note,
        at: outcomes.now(),
        by: 'employer',
        byId: access.clientUserId,
        byName: access.name,
      },
    );
    // Nothing changed: the outcome as it is.
    const outcome = written ? written.after : standing.current;
    return c.json(toOutcome(outcome, elsewhere, await outcomes.placementOf(outcome)), 200);
  };

  return { getCandidateOutcome, recordCandidateOutcome };
};
