import type { Context } from 'hono';
import type { Redis } from 'ioredis';
import type * as operations from '@gtm/contracts/operations/employer-portal';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import { employerAccessOf, shareNotFound } from '../../employer-read-model/client-access.ts';
import type { TPeerServices } from '../../employer-read-model/client-access.ts';
import { sharedCandidateOf, sharedCandidateWith } from '../../employer-read-model/client-views.ts';
import type {
  TCurrentState,
  TSharedCandidate,
  TSharedCandidateDeps,
} from '../../employer-read-model/client-views.ts';
import { evaluationState } from '../../employer-read-model/company-activity.read-model.ts';
import type { TEmployerPublishing } from '../../employer-read-model/employer-notices.ts';
import { toComment, toEvaluation, toPrivateNote } from './company.mapper.ts';
import { createEvaluationsService } from './evaluations.service.ts';
import type { TEvaluated, TEvaluator } from './evaluations.service.ts';

/** What the evaluations' routes need. */
export type TEvaluationsDeps = TSharedCandidateDeps &
  TEmployerPublishing & {
    peers: TPeerServices;
    /** Where svc-clients keeps the employers' access snapshots (absent: every request asks svc-clients). */
    redis?: Pick<Redis, 'get'>;
    /** The clock evaluations, notes and comments are stamped with. */
    now?: () => Date;
  };

/** The candidate (of the one-pager `onePagerId`) as the service writes about them, from the check's read. */
const evaluatedOf = ({ share, combine, candidate }: TSharedCandidate, onePagerId: string): TEvaluated => ({
  shareId: share._id.toString(),
  combineId: share.combineId,
  combineName: combine.name,
  onePagerId,
  candidateUserId: candidate.record.candidateUserId,
  candidateName: candidate.record.candidateName,
});

/**
 * The company's handlers of its evaluations, private notes and comments (the employer portal's writes about a
 * candidate). Each asks who the caller is (a disabled user or a deleted company: 403) and checks the candidate as
 * every employer route does: a share of another company, a withdrawn share, a candidate not in the combine or
 * withheld from clients all answer 404, never 403.
 */
export const companyEvaluationHandlers = (deps: TEvaluationsDeps) => {
  const evaluations = createEvaluationsService(deps);

  /** The caller and their company (404 when they belong to none). */
  const callerOf = async (c: Context<TAppEnv>) => {
    const access = await employerAccessOf(deps, c);
    if (!access.company) throw shareNotFound();
    const by: TEvaluator = { clientUserId: access.clientUserId, name: access.name, company: access.company };
    return { by, company: access.company };
  };

  /** The caller, and the candidate of a live share of their company as the company may see them. */
  const candidateOf = async (c: Context<TAppEnv>, params: { shareId: string; onePagerId: string }) => {
    const { by, company } = await callerOf(c);
    const read = await sharedCandidateOf(deps, company, params.shareId, params.onePagerId);
    return { by, read, candidate: evaluatedOf(read, params.onePagerId) };
  };

  /**
   * {@link candidateOf} with what the route reads of the company's state about them (`stateOf`): one command on a
   * miss, the state alone when the candidate's check is kept.
   */
  const candidateWith = async <T>(
    c: Context<TAppEnv>,
    params: { shareId: string; onePagerId: string },
    stateOf: (companyId: string) => TCurrentState<T>,
  ) => {
    const { by, company } = await callerOf(c);
    const read = await sharedCandidateWith(
      deps,
      company,
      params.shareId,
      params.onePagerId,
      stateOf(company.id),
    );
    return { by, read, candidate: evaluatedOf(read, params.onePagerId) };
  };

  /** `PUT .../evaluation`: the company's decision (a reason on Pass) and rating of the candidate. */
  const updateClientEvaluation: TOperationHandler<typeof operations.updateClientEvaluation> = async (
    c,
    { params, body },
  ) => {
    const { by, read, candidate } = await candidateWith(c, params, (companyId) =>
      evaluationState(deps, companyId, params.onePagerId),
    );
    return c.json(toEvaluation(await evaluations.evaluate(by, candidate, read.state, body)), 200);
  };

  /** `PUT .../note`: the company's private note on the candidate, read by its users alone; empty removes it. */
  const updatePrivateNote: TOperationHandler<typeof operations.updatePrivateNote> = async (
    c,
    { params, body },
  ) => {
    const { by, candidate } = await candidateOf(c, params);
    return c.json({ privateNote: toPrivateNote(await evaluations.saveNote(by, candidate, body.text)) }, 200);
  };

  /** `POST .../comments`: a comment on the candidate, in the thread the admins read. */
  const addClientComment: TOperationHandler<typeof operations.addClientComment> = async (
    c,
    { params, body },
  ) => {
    const { by, read, candidate } = await candidateOf(c, params);
    const record = await evaluations.comment(by, candidate, body.body);
    return c.json(toComment(record, read.candidate.view.scrub), 201);
  };

  return { updateClientEvaluation, updatePrivateNote, addClientComment };
};
