import { Types } from 'mongoose';
import { NO_SORT, anyOf } from '@gtm/service-kit/index-coverage';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';
import type { Connection, PipelineStage } from 'mongoose';
import type { TOutcomeStage } from '@gtm/contracts/outcomes';
import { candidateOutcomeModel, candidateOutcomeSchema } from './outcomes.model.ts';
import type { TCandidateOutcomeRecord, TOutcomeHistoryEntry } from './outcomes.model.ts';

type TShape = TQueryShape;

/** How many recorded stages an outcome keeps (the newest). */
export const OUTCOME_HISTORY_LIMIT = 50;

/** Every query of the outcomes (outcomes.indexes.test.ts checks each against the declared indexes). */
export const outcomeQueries = {
  one: (companyId: string, onePagerId: string): TShape => ({
    filter: { companyId, onePagerId },
    sort: NO_SORT,
  }),
  of: (companyId: string, onePagerIds: readonly string[]): TShape => ({
    filter: { companyId, onePagerId: anyOf(onePagerIds) },
    sort: NO_SORT,
  }),
  ofCandidate: (candidateUserId: string): TShape => ({ filter: { candidateUserId }, sort: NO_SORT }),
  /** Confirmed hires (a claim waiting for the candidate has `hireConfirmed: false`; older hires have none). */
  hiresOf: (candidateUserIds: readonly string[]): TShape => ({
    filter: {
      candidateUserId: anyOf(candidateUserIds),
      stage: 'hired',
      hireConfirmed: { $in: [true, null] },
    },
    sort: { updatedAt: 1 },
  }),
} as const;
const Q = outcomeQueries;

/**
 * The stages that join every outcome of the candidate whose user id is at `userIdField` (a plain field: the
 * stand-in joins nothing on a path into an array) into `as`, for another collection's aggregate to read them in
 * the same command (the employer's check of a shared candidate): an equality join (`localField`) on
 * `candidateUserId`, the shape of {@link outcomeQueries.ofCandidate}. {@link standingOf} picks what recording a
 * stage checks from them.
 */
export const outcomesOfCandidateLookup = (userIdField: string, as: string): PipelineStage[] => [
  {
    $lookup: {
      from: candidateOutcomeSchema.get('collection') as string,
      localField: userIdField,
      foreignField: 'candidateUserId',
      as,
    },
  },
];

/** A Hired outcome whose placement is confirmed (or that predates claims): the candidate is placed. */
export const isConfirmedHire = (row: Pick<TCandidateOutcomeRecord, 'stage' | 'hireConfirmed'>) =>
  row.stage === 'hired' && row.hireConfirmed !== false;

/**
 * What recording a stage checks: the company's outcome of the one-pager, the candidate's confirmed hires
 * (oldest first).
 */
export type TStanding = { current: TCandidateOutcomeRecord | null; hires: TCandidateOutcomeRecord[] };

/** The standing of a company's candidate among outcomes that hold it (of the candidate, or of `standing`'s read). */
export const standingOf = (
  rows: readonly TCandidateOutcomeRecord[],
  key: { companyId: string; onePagerId: string; candidateUserId: string },
): TStanding => ({
  current: rows.find((row) => row.companyId === key.companyId && row.onePagerId === key.onePagerId) ?? null,
  hires: rows
    .filter((row) => isConfirmedHire(row) && row.candidateUserId === key.candidateUserId)
    .sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime()),
});

const isDuplicateKey = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;

/** The only code that reads and writes `candidate_outcomes`. */
export const createOutcomesRepository = async (connection: Connection) => {
  const Outcome = candidateOutcomeModel(connection);
  await Outcome.init();

  return {
    find: (companyId: string, onePagerId: string) =>
      Outcome.findOne(Q.one(companyId, onePagerId).filter).lean<TCandidateOutcomeRecord>().exec(),

    /** A company's outcomes of these one-pagers. */
    of(companyId: string, onePagerIds: readonly string[]) {
      if (onePagerIds.length === 0) return Promise.resolve([] as TCandidateOutcomeRecord[]);
      return Outcome.find(Q.of(companyId, onePagerIds).filter).lean<TCandidateOutcomeRecord[]>().exec();
    },

    /**
     * The company's outcome of a one-pager and the hires of its candidate (oldest first), in one query: what
     * recording a stage checks.
     */
    async standing(companyId: string, onePagerId: string, candidateUserId: string): Promise<TStanding> {
      const one = Q.one(companyId, onePagerId).filter;
      const hires = Q.hiresOf([candidateUserId]).filter;
      const rows = await Outcome.find({ $or: [one, hires] })
        .lean<TCandidateOutcomeRecord[]>()
        .exec();
      return standingOf(rows, { companyId, onePagerId, candidateUserId });
    },

    /** Every company's outcome for the candidate. */
    ofCandidate: (candidateUserId: string) =>
      Outcome.find(Q.ofCandidate(candidateUserId).filter).lean<TCandidateOutcomeRecord[]>().exec(),

    /** The hires of these candidates (a candidate is placed once a company recorded Hired), oldest first. */
    hiresOf(candidateUserIds: readonly string[]) {
      if (candidateUserIds.length === 0) return Promise.resolve([] as TCandidateOutcomeRecord[]);
      const q = Q.hiresOf(candidateUserIds);
      return Outcome.find(q.filter).sort(q.sort).lean<TCandidateOutcomeRecord[]>().exec();
    },

    /**
     * Records a stage (created on the first write; the history keeps every stage): the outcome before and after
     * (the after made from the before and the change, not read again). One atomic update of one document; two
     * first writes at once meet on the unique key.
     */
    async record(
      key: { companyId: string; onePagerId: string },
      set: {
        companyName: string;
        candidateUserId: string;
        shareId: string;
        combineId: string;
        stage: TOutcomeStage;
        note: string;
        entry: TOutcomeHistoryEntry;
        /** A hire: false for a claim, true when confirmed; absent (unset) for the other stages. */
        hireConfirmed?: boolean;
      },
    ) {
      const filter = Q.one(key.companyId, key.onePagerId).filter;
      const _id = new Types.ObjectId();
      const write = () =>
        Outcome.findOneAndUpdate(
          filter,
          {
            $set: {
              companyName: set.companyName,
              candidateUserId: set.candidateUserId,
              shareId: set.shareId,
              combineId: set.combineId,
              stage: set.stage,
              note: set.note,
              updatedAt: set.entry.at,
              updatedBy: set.entry,
              ...(set.hireConfirmed === undefined ? {} : { hireConfirmed: set.hireConfirmed }),
            },
            ...(set.hireConfirmed === undefined ? { $unset: { hireConfirmed: 1 } } : {}),
            $push: { history: { $each: [set.entry], $slice: -OUTCOME_HISTORY_LIMIT } },
            $setOnInsert: { _id },
          },
          { upsert: true, returnDocument: 'before' },
        )
          .lean<TCandidateOutcomeRecord>()
          .exec();
      let before: TCandidateOutcomeRecord | null;
      try {
        before = await write();
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        before = await write();
      }
      const {
        hireConfirmed: _previous,
        ...kept
      }: Partial<TCandidateOutcomeRecord> &
        Pick<TCandidateOutcomeRecord, '_id' | 'companyId' | 'onePagerId'> = before ?? { ...key, _id };
      const after: TCandidateOutcomeRecord = {
        ...kept,
        ...(set.hireConfirmed === undefined ? {} : { hireConfirmed: set.hireConfirmed }),
        companyName: set.companyName,
        candidateUserId: set.candidateUserId,
        shareId: set.shareId,
        combineId: set.combineId,
        stage: set.stage,
        note: set.note,
        updatedAt: set.entry.at,
        updatedBy: set.entry,
        history: [...(before?.history ?? []), set.entry].slice(-OUTCOME_HISTORY_LIMIT),
      };
      return { before, after };
    },

    /** Confirms the company's claimed hire (its placement was confirmed): the candidate is placed with it. */
    confirmHire: async (companyId: string, onePagerId: string) =>
      (
        await Outcome.updateOne(
          { ...Q.one(companyId, onePagerId).filter, stage: 'hired' },
          { $set: { hireConfirmed: true } },
        ).exec()
      ).modifiedCount === 1,

    /**
     * A rejected (or withdrawn) claim: the company's stage goes back to what it was before it (with the history
     * entry saying who), or, where it had none, the outcome goes (the claim is kept in its placement). Only a
     * claim still waiting is changed: null when there is none.
     */
    async restoreClaim(
      companyId: string,
      onePagerId: string,
      previous: { stage: TOutcomeStage; note: string } | null,
      entry: TOutcomeHistoryEntry,
    ) {
      const claim = { ...Q.one(companyId, onePagerId).filter, stage: 'hired' as const, hireConfirmed: false };
      if (previous === null) return (await Outcome.deleteOne(claim).exec()).deletedCount === 1;
      const restored = await Outcome.updateOne(claim, {
        $set: { stage: previous.stage, note: previous.note, updatedAt: entry.at, updatedBy: entry },
        $unset: { hireConfirmed: 1 },
        $push: { history: { $each: [entry], $slice: -OUTCOME_HISTORY_LIMIT } },
      }).exec();
      return restored.modifiedCount === 1;
    },

    /** Forgets a deleted candidate's outcomes (the purge of their data). */
    forgetCandidate: async (candidateUserId: string) =>
      (await Outcome.deleteMany(Q.ofCandidate(candidateUserId).filter).exec()).deletedCount,
  };
};
export type TOutcomesRepository = Awaited<ReturnType<typeof createOutcomesRepository>>;
