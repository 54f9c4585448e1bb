import type { Context } from 'hono';
import type { Redis } from 'ioredis';
import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import type * as operations from '@gtm/contracts/operations/outcomes';
import { OUTCOME_ANSWERS } from '@gtm/contracts/outcomes';
import type { TOutcome, TOutcomeStage, TShareOutcomes } from '@gtm/contracts/outcomes';
import { TALENT_ANSWERS } from '@gtm/contracts/talent';
import { AppError } from '@gtm/service-kit/app-error';
import type { TAuditTrail } from '@gtm/service-kit/audit-trail';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import type { TTalentCombinesRepository } from '../talent-combines/talent-combines.repository.ts';
import { adminNameOf, employerAccessOf } from '../../employer-read-model/client-access.ts';
import type { TPeerServices } from '../../employer-read-model/client-access.ts';
import { sharedCandidateWith } from '../../employer-read-model/client-views.ts';
import type { TCurrentState, TSharedCandidateDeps } from '../../employer-read-model/client-views.ts';
import type { TEmployerPublishing } from '../../employer-read-model/employer-notices.ts';
import { TEAM_NAME } from '../combine-shares/combine-shares.handlers.ts';
import type { THireClaims } from './hire-claims.ts';
import type { TCandidateOutcomeRecord, TOutcomeHistoryEntry } from './outcomes.model.ts';
import { isConfirmedHire, outcomesOfCandidateLookup, standingOf } from './outcomes.repository.ts';
import type { TOutcomesRepository, TStanding } from './outcomes.repository.ts';
import { isInCombine } from '../one-pagers/one-pagers.repository.ts';

/** What the outcome routes need. */
export type TOutcomesDeps = TSharedCandidateDeps &
  TEmployerPublishing & {
    outcomes: TOutcomesRepository;
    talentCombines: Pick<TTalentCombinesRepository, 'findById'>;
    peers: TPeerServices;
    redis?: Pick<Redis, 'get'>;
    audit: TAuditTrail;
    /** What a Hired stage opens: the placement the candidate confirms. */
    claims: THireClaims;
    /** The clock outcomes are stamped with. */
    now?: () => Date;
  };

const shareNotFound = () => new AppError('NOT_FOUND', { userMessage: EMPLOYER_ANSWERS.shareNotFound });
const candidateNotFound = () =>
  new AppError('NOT_FOUND', { userMessage: EMPLOYER_ANSWERS.candidateNotFound });
const combineNotFound = () => new AppError('NOT_FOUND', { userMessage: TALENT_ANSWERS.combineNotFound });
const placedElsewhere = () =>
  new AppError('CONFLICT', {
    userMessage: OUTCOME_ANSWERS.placedElsewhere,
    issues: [{ path: 'stage', message: OUTCOME_ANSWERS.placedElsewhere }],
  });
const stageKept = (message: string) =>
  new AppError('CONFLICT', { userMessage: message, issues: [{ path: 'stage', message }] });
const hireConfirmed = () => stageKept(OUTCOME_ANSWERS.hireConfirmed);
const hireInvoicePaid = () => stageKept(OUTCOME_ANSWERS.hireInvoicePaid);

/**
 * Whether a company may record `stage` for a candidate hired by the companies in `hiredBy`: once placed, only
 * the hiring company records further stages; the others may only close the candidate (Not selected).
 */
export const mayRecord = (stage: TOutcomeStage, companyId: string, hiredBy: readonly string[]) =>
  stage === 'not-selected' || hiredBy.every((id) => id === companyId);

/** An outcome as its company reads it (with its latest placement, read only where the stage is Hired). */
export const toOutcome = (
  record: TCandidateOutcomeRecord | null,
  placedElsewhere: boolean,
  placement: TOutcome['placement'] = null,
): TOutcome => ({
  stage: record?.stage ?? null,
  note: record?.note ?? '',
  updatedAt: record?.updatedAt.toISOString() ?? null,
  updatedByName: record?.updatedBy.byName ?? null,
  correctedByAdmin: record?.updatedBy.by === 'admin',
  placedElsewhere,
  placement,
});

/** A hire's start date and salary, as the request gives them (the schema requires them with Hired). */
const hireOf = (body: {
  stage: TOutcomeStage;
  startDate?: string | undefined;
  annualSalary?: number | undefined;
}) =>
  body.stage === 'hired' && body.startDate !== undefined && body.annualSalary !== undefined
    ? { startDate: body.startDate, annualSalary: body.annualSalary }
    : undefined;

/** Hired again over a claim still waiting: its start date or salary may change (the claim updates). */
const changesClaim = (current: TCandidateOutcomeRecord, body: { stage: TOutcomeStage }) =>
  body.stage === 'hired' && current.stage === 'hired' && !isConfirmedHire(current);

/**
 * Outcomes (issue 25, part 3): the employer records where a shared candidate stands with its company, the
 * admins read every stage of a share and correct one. Each write stores the stage with its history, publishes
 * `outcome.recorded` through the outbox (its id: the outcome and the moment), and a hire closes the candidate's
 * other open requests ({@link applyHire}).
 */
export const outcomesHandlers = (deps: TOutcomesDeps) => {
  const now = deps.now ?? (() => new Date());

  /**
   * The company's outcome of the one-pager and its candidate's hires, read with the check of the candidate: the
   * candidate's outcomes joined by `candidateUserId` (one per company that recorded one), picked in code; when
   * the check is kept, `standing` reads them alone.
   */
  const standingState = (companyId: string, onePagerId: string): TCurrentState<TStanding> => ({
    stages: (userIdField) => outcomesOfCandidateLookup(userIdField, '_outcomes'),
    joined: (document, { candidate }) =>
      standingOf(document._outcomes as TCandidateOutcomeRecord[], {
        companyId,
        onePagerId,
        candidateUserId: candidate.record.candidateUserId,
      }),
    alone: ({ candidate }) => deps.outcomes.standing(companyId, onePagerId, candidate.record.candidateUserId),
  });

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
      standingState(company.id, onePagerId),
    );
    return { access, company, share, record: candidate.record, standing: state };
  };

  const hiredBy = async (candidateUserId: string) =>
    (await deps.outcomes.hiresOf([candidateUserId])).map((hire) => hire.companyId);

  /** The company's placement of the one-pager where its stage is Hired (a claim or a confirmed hire), else null. */
  const placementOf = (record: TCandidateOutcomeRecord | null) =>
    record?.stage === 'hired'
      ? deps.claims.latestOf(record.companyId, record.onePagerId)
      : Promise.resolve(null);

  /**
   * Stores a stage and publishes its event. Hired is a claim until the candidate confirms it (issue 34): it
   * opens the placement (the candidate and the admins are told) and nothing else changes; its `outcome.recorded`
   * is published when it is confirmed. A stage recorded over a claim still waiting withdraws the claim.
   */
  const write = async (input: {
    companyId: string;
    companyName: string;
    shareId: string;
    combineId: string;
    onePagerId: string;
    candidateUserId: string;
    stage: TOutcomeStage;
    note: string;
    entry: TOutcomeHistoryEntry;
    current: TCandidateOutcomeRecord | null;
    hire?: { startDate: string; annualSalary: number } | undefined;
  }) => {
    const { current } = input;
    // A confirmed hire carries its placement, fee and invoice: the company cannot move it; an admin's correction
    // cancels the placement and voids its invoice, unless the invoice is paid.
    if (current && isConfirmedHire(current) && input.stage !== 'hired') {
      if (input.entry.by !== 'admin') throw hireConfirmed();
      const cancelled = await deps.claims.cancelConfirmed(input.companyId, input.onePagerId, input.entry.at);
      if (cancelled === 'paid') throw hireInvoicePaid();
    }
    const claimWaiting = current?.stage === 'hired' && !isConfirmedHire(current);
    if (input.stage === 'hired') {
      const confirmed = current !== null && isConfirmedHire(current);
      const saved = await deps.outcomes.record(
        { companyId: input.companyId, onePagerId: input.onePagerId },
        { ...input, hireConfirmed: confirmed },
      );
      if (!confirmed && input.hire) {
        await deps.claims.open({
          ...input,
          ...input.hire,
          previous:
            current && current.stage !== 'hired' ? { stage: current.stage, note: current.note } : null,
          by: {
            by: input.entry.by === 'admin' ? 'admin' : 'employer',
            byId: input.entry.byId,
            byName: input.entry.byName,
          },
          at: input.entry.at,
        });
      }
      return saved;
    }
    const withdrawn = claimWaiting
      ? await deps.claims.withdraw(input.companyId, input.onePagerId, input.entry.at)
      : null;
    // The claim was answered meanwhile: confirmed, it is a hire now and stays one.
    if (claimWaiting && !withdrawn) {
      const answered = await deps.claims.latestOf(input.companyId, input.onePagerId);
      if (answered?.status === 'confirmed') throw hireConfirmed();
    }
    const saved = await deps.outcomes.record(
      { companyId: input.companyId, onePagerId: input.onePagerId },
      input,
    );
    const { after } = saved;
    // The analytics never counted a claim: the stage before it is the one this replaces.
    const previousStage = claimWaiting ? (withdrawn?.previousStage ?? null) : (saved.before?.stage ?? null);
    await deps.outbox.publish(
      outboxMessage.hiringEvent({
        eventId: `outcome.recorded.${after._id.toString()}.${after.updatedAt.getTime()}`,
        type: 'outcome.recorded',
        at: after.updatedAt.getTime(),
        shareId: input.shareId,
        combineId: input.combineId,
        companyId: input.companyId,
        companyName: input.companyName.slice(0, 200),
        onePagerId: input.onePagerId,
        candidateUserId: input.candidateUserId,
        stage: input.stage,
        previousStage,
        by: input.entry.by === 'admin' ? 'admin' : 'employer',
      }),
    );
    return saved;
  };

  const get: TOperationHandler<typeof operations.getCandidateOutcome> = async (c, { params }) => {
    const { company, standing } = await employerCandidate(c, params.shareId, params.onePagerId);
    const elsewhere = standing.hires.some((hire) => hire.companyId !== company.id);
    return c.json(toOutcome(standing.current, elsewhere, await placementOf(standing.current)), 200);
  };

  const record: TOperationHandler<typeof operations.recordCandidateOutcome> = async (c, { params, body }) => {
    const {
      access,
      company,
      share,
      record: member,
      standing,
    } = await employerCandidate(c, params.shareId, params.onePagerId);
    const hires = standing.hires.map((hire) => hire.companyId);
    if (!mayRecord(body.stage, company.id, hires)) throw placedElsewhere();
    const elsewhere = hires.some((id) => id !== company.id);
    const { current } = standing;
    // Nothing to change: the outcome as it is, no write, no event (a claim's new start date or salary is one).
    if (current && current.stage === body.stage && current.note === body.note && !changesClaim(current, body))
      return c.json(toOutcome(current, elsewhere, await placementOf(current)), 200);
    const { after } = await write({
      companyId: company.id,
      companyName: company.name,
      shareId: share._id.toString(),
      combineId: share.combineId,
      onePagerId: params.onePagerId,
      candidateUserId: member.candidateUserId,
      stage: body.stage,
      note: body.note,
      entry: {
        stage: body.stage,
        note: body.note,
        at: now(),
        by: 'employer',
        byId: access.clientUserId,
        byName: access.name,
      },
      current,
      hire: hireOf(body),
    });
    return c.json(toOutcome(after, elsewhere, await placementOf(after)), 200);
  };

  /** A share of the combine (withdrawn ones too: what the company recorded is kept). */
  const shareOf = async (combineId: string, shareId: string) => {
    const combine = await deps.talentCombines.findById(combineId);
    if (!combine) throw combineNotFound();
    const share = await deps.combineShares.findShare(shareId);
    if (!share || share.combineId !== combineId) throw shareNotFound();
    return { combine, share };
  };

  const list: TOperationHandler<typeof operations.listShareOutcomes> = async (c, { params }) => {
    const { share } = await shareOf(params.id, params.shareId);
    const members = await deps.onePagers.membersOfCombines([params.id], { content: false });
    const [outcomes, hires] = await Promise.all([
      deps.outcomes.of(
        share.companyId,
        members.map((member) => member._id.toString()),
      ),
      deps.outcomes.hiresOf(members.map((member) => member.candidateUserId)),
    ]);
    const outcomeOf = new Map(outcomes.map((outcome) => [outcome.onePagerId, outcome]));
    const placedWith = new Map<string, string>();
    for (const hire of hires)
      if (!placedWith.has(hire.candidateUserId)) placedWith.set(hire.candidateUserId, hire.companyName);
    const answer: TShareOutcomes = {
      items: members.map((member) => {
        const id = member._id.toString();
        const outcome = outcomeOf.get(id);
        return {
          onePagerId: id,
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
          placedWith: placedWith.get(member.candidateUserId) ?? null,
        };
      }),
    };
    return c.json(answer, 200);
  };

  const correct: TOperationHandler<typeof operations.correctCandidateOutcome> = async (
    c,
    { params, body },
  ) => {
    const { combine, share } = await shareOf(params.id, params.shareId);
    const member = await deps.onePagers.findMember(params.onePagerId);
    if (!member || !isInCombine(member, params.id)) throw candidateNotFound();
    const current = await deps.outcomes.find(share.companyId, params.onePagerId);
    const hires = await hiredBy(member.candidateUserId);
    const elsewhere = hires.some((id) => id !== share.companyId);
    if (current && current.stage === body.stage && current.note === body.note && !changesClaim(current, body))
      return c.json(toOutcome(current, elsewhere, await placementOf(current)), 200);
    const { before, after } = await write({
      companyId: share.companyId,
      companyName: share.companyName,
      shareId: share._id.toString(),
      combineId: share.combineId,
      onePagerId: params.onePagerId,
      candidateUserId: member.candidateUserId,
      stage: body.stage,
      note: body.note,
      entry: {
        stage: body.stage,
        note: body.note,
        at: now(),
        by: 'admin',
        byId: c.get('identity').userId ?? '',
        byName: (await adminNameOf(deps.peers, c)) ?? TEAM_NAME,
      },
      current,
      hire: hireOf(body),
    });
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
    return c.json(toOutcome(after, elsewhere, await placementOf(after)), 200);
  };

  return { get, record, list, correct };
};
