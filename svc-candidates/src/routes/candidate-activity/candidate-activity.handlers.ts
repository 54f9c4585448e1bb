import type { TCandidateActivity } from '@gtm/contracts/employer';
import { OUTCOME_STAGE_LABELS } from '@gtm/contracts/outcomes';
import type * as operations from '@gtm/contracts/operations/candidate-activity';
import { AppError } from '@gtm/service-kit/app-error';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import { isVisibleToClients } from '../../client-privacy/anonymization.ts';
import { slotsOf } from '../../employer-read-model/client-views.ts';
import type { TCandidateProfilesRepository } from '../candidate-profiles/candidate-profiles.repository.ts';
import type { TClientEvaluationsRepository } from '../../employer-read-model/client-evaluations.repository.ts';
import type { TCombineSharesRepository } from '../../employer-read-model/combine-shares.repository.ts';
import type { TInterviewRequestsRepository } from '../../employer-read-model/interview-requests.repository.ts';
import type { TOnePagerViewsRepository } from '../one-pager-views/one-pager-views.repository.ts';
import { isConfirmedHire } from '../../employer-read-model/outcomes.repository.ts';
import type { TOutcomesRepository } from '../../employer-read-model/outcomes.repository.ts';
import { combineIdsOf, isInCombine } from '../one-pagers/one-pagers.repository.ts';
import type { TOnePagersRepository } from '../one-pagers/one-pagers.repository.ts';

/** Where an opportunity stands, as the candidate reads it (never naming the company or the combine). */
export const OPPORTUNITY_STAGES = {
  inReview: 'In review',
  shortlisted: 'Shortlisted',
  interviewRequested: 'Interview requested',
  closed: 'Closed',
} as const;

/** Where an opportunity stands before the company records an outcome: its requests and decisions. */
const stageBeforeOutcome = (requested: boolean, decisions: readonly (string | null)[]) =>
  requested
    ? OPPORTUNITY_STAGES.interviewRequested
    : decisions.includes('interested')
      ? OPPORTUNITY_STAGES.shortlisted
      : decisions.length > 0 && decisions.every((decision) => decision === 'pass')
        ? OPPORTUNITY_STAGES.closed
        : OPPORTUNITY_STAGES.inReview;

export type TCandidateActivityDeps = {
  onePagerViews: Pick<TOnePagerViewsRepository, 'countViewsOfCandidate'>;
  onePagers: Pick<TOnePagersRepository, 'membersOfCandidate'>;
  profiles: Pick<TCandidateProfilesRepository, 'byUserIds'>;
  clientEvaluations: Pick<TClientEvaluationsRepository, 'evaluationsOfCandidate'>;
  interviewRequests: Pick<TInterviewRequestsRepository, 'requestsOfCandidate'>;
  combineShares: Pick<TCombineSharesRepository, 'liveSharesOfCombines'>;
  /** The outcomes companies recorded (issue 25): the stage an opportunity shows once there is one. */
  outcomes: Pick<TOutcomesRepository, 'ofCandidate'>;
};

/**
 * `GET /api/user/activity`: what became of the signed-in candidate's one-pagers: how often clients opened
 * them, the live shares holding them (one opportunity per share; none while their profile is not public, as
 * clients do not see them then) and the interviews requested.
 */
export const candidateActivityHandler =
  (deps: TCandidateActivityDeps): TOperationHandler<typeof operations.getCandidateActivity> =>
  async (c) => {
    const { userId } = c.get('identity');
    if (!userId) throw new AppError('UNAUTHENTICATED');
    const [views, onePagers, profiles, evaluations, requests, outcomes] = await Promise.all([
      deps.onePagerViews.countViewsOfCandidate(userId),
      deps.onePagers.membersOfCandidate(userId),
      deps.profiles.byUserIds([userId]),
      deps.clientEvaluations.evaluationsOfCandidate(userId),
      deps.interviewRequests.requestsOfCandidate(userId),
      deps.outcomes.ofCandidate(userId),
    ]);
    // Placed: a company's hire of the candidate is confirmed; their other opportunities are closed.
    const hiredBy = new Set(outcomes.filter(isConfirmedHire).map((outcome) => outcome.companyId));
    const visible = isVisibleToClients(profiles.get(userId) ?? null);
    const combineIds = [...new Set(onePagers.flatMap((onePager) => combineIdsOf(onePager)))];
    const shares = visible ? await deps.combineShares.liveSharesOfCombines(combineIds) : [];
    const opportunities = shares
      .sort((a, b) => b.sharedAt.getTime() - a.sharedAt.getTime())
      .map((share) => {
        const mine = onePagers
          .filter((onePager) => isInCombine(onePager, share.combineId))
          .map((onePager) => onePager._id.toString());
        const ofCompany = <T extends { companyId: string; onePagerId: string }>(records: readonly T[]) =>
          records.filter(
            (record) => record.companyId === share.companyId && mine.includes(record.onePagerId),
          );
        const decisions = ofCompany(evaluations).map((record) => record.decision);
        const outcome = ofCompany(outcomes).sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
        const stage = hiredBy.has(share.companyId)
          ? OUTCOME_STAGE_LABELS.hired
          : hiredBy.size > 0
            ? OPPORTUNITY_STAGES.closed
            : outcome
              ? OUTCOME_STAGE_LABELS[outcome.stage]
              : stageBeforeOutcome(ofCompany(requests).length > 0, decisions);
        return { id: share._id.toString(), sharedAt: share.sharedAt.toISOString(), stage };
      });
    const activity: TCandidateActivity = {
      views,
      opportunities,
      interviews: requests.map((request) => ({
        id: request._id.toString(),
        companyName: request.companyName,
        slots: slotsOf(request),
        note: request.note,
        createdAt: request.createdAt.toISOString(),
      })),
    };
    return c.json(activity, 200);
  };
