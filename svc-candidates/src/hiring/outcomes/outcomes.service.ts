import type { Redis } from 'ioredis';
import { OUTCOME_ANSWERS } from '@gtm/contracts/outcomes';
import type { TOutcomeStage } from '@gtm/contracts/outcomes';
import { AppError } from '@gtm/service-kit/app-error';
import type { TAuditTrail } from '@gtm/service-kit/audit-trail';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import type { TTalentCombinesRepository } from '../../routes/talent-combines/talent-combines.repository.ts';
import type { TPeerServices } from '../../employer-read-model/client-access.ts';
import type { TCurrentState, TSharedCandidateDeps } from '../../employer-read-model/client-views.ts';
import type { TEmployerPublishing } from '../../employer-read-model/employer-notices.ts';
import type {
  TCandidateOutcomeRecord,
  TOutcomeHistoryEntry,
} from '../../employer-read-model/outcomes.model.ts';
import {
  isConfirmedHire,
  outcomesOfCandidateLookup,
  standingOf,
} from '../../employer-read-model/outcomes.repository.ts';
import type { TOutcomesRepository, TStanding } from '../../employer-read-model/outcomes.repository.ts';
import type { THireClaims } from '../hires/hire-claims.ts';

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

/** The company's candidate a stage is recorded for, and the share (and combine) it is recorded through. */
export type TOutcomeSubject = {
  companyId: string;
  companyName: string;
  shareId: string;
  combineId: string;
  onePagerId: string;
  candidateUserId: string;
};

/** A stage as a request gives it: a Hired stage with its start date and salary (the schema requires them). */
export type TStageChange = {
  stage: TOutcomeStage;
  note: string;
  startDate?: string | undefined;
  annualSalary?: number | undefined;
};

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

/** A hire's start date and salary, as the request gives them (the schema requires them with Hired). */
const hireOf = (change: TStageChange) =>
  change.stage === 'hired' && change.startDate !== undefined && change.annualSalary !== undefined
    ? { startDate: change.startDate, annualSalary: change.annualSalary }
    : undefined;

/** Hired again over a claim still waiting: its start date or salary may change (the claim updates). */
const changesClaim = (current: TCandidateOutcomeRecord, change: { stage: TOutcomeStage }) =>
  change.stage === 'hired' && current.stage === 'hired' && !isConfirmedHire(current);

/** Whether a change leaves the outcome as it is (a claim's new start date or salary is a change). */
const unchanged = (current: TCandidateOutcomeRecord | null, change: TStageChange) =>
  current !== null &&
  current.stage === change.stage &&
  current.note === change.note &&
  !changesClaim(current, change);

/**
 * The outcomes aggregate (issue 25, part 3; issue 44): where a shared candidate stands with a company, recorded
 * by the company and corrected by the admins. Each write stores the stage with its history and publishes
 * `outcome.recorded` through the outbox (its id: the outcome and the moment). A Hired stage is a claim the
 * placements keep ({@link THireClaims}, below both aggregates); what a confirmed hire does to the candidate's
 * other opportunities is `hiring/hires/hire-effects.ts`, which the placements apply.
 */
export const createOutcomesService = (deps: TOutcomesDeps) => {
  const now = deps.now ?? (() => new Date());

  /**
   * Stores a stage and publishes its event. Hired is a claim until the candidate confirms it (issue 34): it
   * opens the placement (the candidate and the admins are told) and nothing else changes; its `outcome.recorded`
   * is published when it is confirmed. A stage recorded over a claim still waiting withdraws the claim.
   */
  const write = async (
    subject: TOutcomeSubject,
    input: {
      stage: TOutcomeStage;
      note: string;
      entry: TOutcomeHistoryEntry;
      current: TCandidateOutcomeRecord | null;
      hire?: { startDate: string; annualSalary: number } | undefined;
    },
  ) => {
    const { current } = input;
    // A confirmed hire carries its placement, fee and invoice: the company cannot move it; an admin's correction
    // cancels the placement and voids its invoice, unless the invoice is paid.
    if (current && isConfirmedHire(current) && input.stage !== 'hired') {
      if (input.entry.by !== 'admin') throw hireConfirmed();
      const cancelled = await deps.claims.cancelConfirmed(
        subject.companyId,
        subject.onePagerId,
        input.entry.at,
      );
      if (cancelled === 'paid') throw hireInvoicePaid();
    }
    const claimWaiting = current?.stage === 'hired' && !isConfirmedHire(current);
    const stored = { ...subject, stage: input.stage, note: input.note, entry: input.entry };
    if (input.stage === 'hired') {
      const confirmed = current !== null && isConfirmedHire(current);
      const saved = await deps.outcomes.record(
        { companyId: subject.companyId, onePagerId: subject.onePagerId },
        { ...stored, hireConfirmed: confirmed },
      );
      if (!confirmed && input.hire) {
        await deps.claims.open({
          ...subject,
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
      ? await deps.claims.withdraw(subject.companyId, subject.onePagerId, input.entry.at)
      : null;
    // The claim was answered meanwhile: confirmed, it is a hire now and stays one.
    if (claimWaiting && !withdrawn) {
      const answered = await deps.claims.latestOf(subject.companyId, subject.onePagerId);
      if (answered?.status === 'confirmed') throw hireConfirmed();
    }
    const saved = await deps.outcomes.record(
      { companyId: subject.companyId, onePagerId: subject.onePagerId },
      stored,
    );
    const { after } = saved;
    // The analytics never counted a claim: the stage before it is the one this replaces.
    const previousStage = claimWaiting ? (withdrawn?.previousStage ?? null) : (saved.before?.stage ?? null);
    await deps.outbox.publish(
      outboxMessage.hiringEvent({
        eventId: `outcome.recorded.${after._id.toString()}.${after.updatedAt.getTime()}`,
        type: 'outcome.recorded',
        at: after.updatedAt.getTime(),
        shareId: subject.shareId,
        combineId: subject.combineId,
        companyId: subject.companyId,
        companyName: subject.companyName.slice(0, 200),
        onePagerId: subject.onePagerId,
        candidateUserId: subject.candidateUserId,
        stage: input.stage,
        previousStage,
        by: input.entry.by === 'admin' ? 'admin' : 'employer',
      }),
    );
    return saved;
  };

  return {
    now,

    /**
     * The company's outcome of the one-pager and its candidate's hires, read with the check of the candidate:
     * the candidate's outcomes joined by `candidateUserId` (one per company that recorded one), picked in code;
     * when the check is kept, `standing` reads them alone.
     */
    standingState: (companyId: string, onePagerId: string): TCurrentState<TStanding> => ({
      stages: (userIdField) => outcomesOfCandidateLookup(userIdField, '_outcomes'),
      joined: (document, { candidate }) =>
        standingOf(document._outcomes as TCandidateOutcomeRecord[], {
          companyId,
          onePagerId,
          candidateUserId: candidate.record.candidateUserId,
        }),
      alone: ({ candidate }) =>
        deps.outcomes.standing(companyId, onePagerId, candidate.record.candidateUserId),
    }),

    /** The companies the candidate is placed with (their confirmed hires, oldest first). */
    hiredBy: async (candidateUserId: string) =>
      (await deps.outcomes.hiresOf([candidateUserId])).map((hire) => hire.companyId),

    /** The company's placement of the one-pager where its stage is Hired (a claim or a confirmed hire), else null. */
    placementOf: (record: TCandidateOutcomeRecord | null) =>
      record?.stage === 'hired'
        ? deps.claims.latestOf(record.companyId, record.onePagerId)
        : Promise.resolve(null),

    /**
     * The company records a stage over its standing with the candidate: 409 when another company placed them
     * and the stage is not Not selected; null when nothing changes (no write, no event); else the outcome
     * before and after.
     */
    async record(
      subject: TOutcomeSubject,
      standing: TStanding,
      change: TStageChange,
      entry: TOutcomeHistoryEntry,
    ) {
      const hires = standing.hires.map((hire) => hire.companyId);
      if (!mayRecord(change.stage, subject.companyId, hires)) throw placedElsewhere();
      if (unchanged(standing.current, change)) return null;
      return write(subject, { ...change, entry, current: standing.current, hire: hireOf(change) });
    },

    /**
     * An admin corrects the company's stage (the handler audits it): null when nothing changes, else the outcome
     * before and after. The history entry is made only for a change (it names the admin, asked of svc-auth).
     */
    async correct(
      subject: TOutcomeSubject,
      current: TCandidateOutcomeRecord | null,
      change: TStageChange,
      entryOf: () => Promise<TOutcomeHistoryEntry>,
    ) {
      if (unchanged(current, change)) return null;
      return write(subject, { ...change, entry: await entryOf(), current, hire: hireOf(change) });
    },
  };
};
export type TOutcomesService = ReturnType<typeof createOutcomesService>;
