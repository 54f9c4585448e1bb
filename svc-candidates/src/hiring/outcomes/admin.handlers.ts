import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import type * as operations from '@gtm/contracts/operations/outcomes';
import type { TShareOutcomes } from '@gtm/contracts/outcomes';
import { TALENT_ANSWERS } from '@gtm/contracts/talent';
import { AppError } from '@gtm/service-kit/app-error';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import { TEAM_NAME } from '../../routes/combine-shares/combine-shares.handlers.ts';
import { isInCombine } from '../../routes/one-pagers/one-pagers.repository.ts';
import { adminNameOf, shareNotFound } from '../../employer-read-model/client-access.ts';
import type { TCandidateOutcomeRecord } from '../../employer-read-model/outcomes.model.ts';
import { toOutcome } from './company.mapper.ts';
import type { TOutcomesDeps, TOutcomesService } from './outcomes.service.ts';

const candidateNotFound = () =>
  new AppError('NOT_FOUND', { userMessage: EMPLOYER_ANSWERS.candidateNotFound });
const combineNotFound = () => new AppError('NOT_FOUND', { userMessage: TALENT_ANSWERS.combineNotFound });

/** A company's outcome as the admins' list of a share shows it, with every stage recorded. */
const toShareOutcome = (
  member: { _id: { toString(): string }; candidateName: string },
  outcome: TCandidateOutcomeRecord | undefined,
  placedWith: string | null,
): TShareOutcomes['items'][number] => ({
  onePagerId: member._id.toString(),
  candidateName: member.candidateName,
  stage: outcome?.stage ?? null,
  note: outcome?.note ?? '',
  updatedAt: outcome?.updatedAt.toISOString() ?? null,
  history: (outcome?.history ?? []).map((entry) => ({
    stage: entry.stage,
    note: entry.note,
    at: entry.at.toISOString(),
    by: entry.by,
    byName: entry.byName,
  })),
  placedWith,
});

/** The admins' outcomes: every stage of a share's candidates, and an audited correction of one. */
export const adminOutcomeHandlers = (deps: TOutcomesDeps, outcomes: TOutcomesService) => {
  /** A share of the combine (withdrawn ones too: what the company recorded is kept). */
  const shareOf = async (combineId: string, shareId: string) => {
    const combine = await deps.talentCombines.findById(combineId);
    if (!combine) throw combineNotFound();
    const share = await deps.combineShares.findShare(shareId);
    if (!share || share.combineId !== combineId) throw shareNotFound();
    return { combine, share };
  };

  const listShareOutcomes: TOperationHandler<typeof operations.listShareOutcomes> = async (c, { params }) => {
    const { share } = await shareOf(params.id, params.shareId);
    const members = await deps.onePagers.membersOfCombines([params.id], { content: false });
    const [records, hires] = await Promise.all([
      deps.outcomes.of(
        share.companyId,
        members.map((member) => member._id.toString()),
      ),
      deps.outcomes.hiresOf(members.map((member) => member.candidateUserId)),
    ]);
    const outcomeOf = new Map(records.map((outcome) => [outcome.onePagerId, outcome]));
    const placedWith = new Map<string, string>();
    for (const hire of hires)
      if (!placedWith.has(hire.candidateUserId)) placedWith.set(hire.candidateUserId, hire.companyName);
    const answer: TShareOutcomes = {
      items: members.map((member) =>
        toShareOutcome(
          member,
          outcomeOf.get(member._id.toString()),
          placedWith.get(member.candidateUserId) ?? null,
        ),
      ),
    };
    return c.json(answer, 200);
  };

  const correctCandidateOutcome: TOperationHandler<typeof operations.correctCandidateOutcome> = async (
    c,
    { params, body },
  ) => {
    const { combine, share } = await shareOf(params.id, params.shareId);
    const member = await deps.onePagers.findMember(params.onePagerId);
    if (!member || !isInCombine(member, params.id)) throw candidateNotFound();
    const current = await deps.outcomes.find(share.companyId, params.onePagerId);
    const hires = await outcomes.hiredBy(member.candidateUserId);
    const elsewhere = hires.some((id) => id !== share.companyId);
    const subject = {
      companyId: share.companyId,
      companyName: share.companyName,
      shareId: share._id.toString(),
      combineId: share.combineId,
      onePagerId: params.onePagerId,
      candidateUserId: member.candidateUserId,
    };
    const entryOf = async () => ({
      stage: body.stage,
      note: body.note,
      at: outcomes.now(),
      by: 'admin' as const,
      byId: c.get('identity').userId ?? '',
      byName: (await adminNameOf(deps.peers, c)) ?? TEAM_NAME,
    });
    const written = await outcomes.correct(subject, current, body, entryOf);
    // Nothing to change: the outcome as it is, no write, no event, nothing audited.
    if (!written) return c.json(toOutcome(current, elsewhere, await outcomes.placementOf(current)), 200);
    const { before, after } = written;
    await deps.audit.record(c, {
      action: 'talent-combine.outcome-corrected',
      target: { type: 'talent-combine', id: params.id, label: combine.name },
      changes: [
        { field: 'companyName', after: share.companyName },
        { field: 'onePagerId', after: params.onePagerId },
        { field: 'stage', before: before?.stage ?? null, after: after.stage },
        ...(before?.note !== after.note
          ? [{ field: 'note', before: before?.note ?? null, after: after.note }]
          : []),
      ],
    });
    return c.json(toOutcome(after, elsewhere, await outcomes.placementOf(after)), 200);
  };

  return { listShareOutcomes, correctCandidateOutcome };
};
